import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { AccessConfig } from './route-access.ts';
import { access, publicRoute, signedIn } from './route-access.ts';

describe('the route-access declaration', () => {
  it('names the module by its catalogue key and stores its id', () => {
    expect(access('ipa-admin', 'write')).toEqual({ access: { module: MODULE_IDS.ipaAdmin, action: 'write' } });
    expect(access('enrollment', 'read', { memberData: true })).toEqual({
      access: { module: MODULE_IDS.enrollment, action: 'read' },
      memberData: true,
    });
    expect(publicRoute()).toEqual({ access: 'public' });
    expect(signedIn()).toEqual({ access: 'signed-in' });
  });

  it('does not compile with a module key or an action that does not exist, nor with a hand-written declaration', () => {
    // @ts-expect-error: no module 'ipa-admn' in the catalogue
    expect(() => access('ipa-admn', 'read')).toThrow('Unknown module ipa-admn');
    // @ts-expect-error: 'delete' is not an action
    access('ipa-admin', 'delete');
    // @ts-expect-error: a declaration is made by access(), publicRoute() or signedIn() only
    const handWritten: AccessConfig = { access: { module: MODULE_IDS.ipaAdmin, action: 'read' } };
    expect(handWritten).toBeDefined();
  });
});
