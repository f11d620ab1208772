import { describe, expect, it } from 'vitest';
import { MODULE_IDS, type Action } from '@portal/contracts/platform/modules';
import type { AccessConfig } from './route-access.ts';
import type { CurrentUser } from './current-user.ts';
import { access, grantedModule, publicRoute, signedIn } from './route-access.ts';

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

  it('lets a call two screens share name both modules: any one of them grants it, the first held is the one audited', () => {
    const shared = access(['eligibility', 'eb-specialist'], 'read', { memberData: true });
    expect(shared.access).toEqual({
      module: MODULE_IDS.eligibility,
      action: 'read',
      anyOf: [MODULE_IDS.eligibility, MODULE_IDS.ebSpecialist],
    });
    const declaration = shared.access as { module: number; action: 'read'; anyOf?: readonly number[] };
    const user = (modules: Record<number, Action[]>): CurrentUser => ({
      ...({} as CurrentUser),
      isAdmin: false,
      groups: [],
      grants: new Map(Object.entries(modules).map(([id, actions]) => [Number(id), new Set(actions)])),
    });
    expect(grantedModule(user({ [MODULE_IDS.ebSpecialist]: ['read'] }), declaration)).toBe(MODULE_IDS.ebSpecialist);
    expect(
      grantedModule(user({ [MODULE_IDS.eligibility]: ['read'], [MODULE_IDS.ebSpecialist]: ['read'] }), declaration),
    ).toBe(MODULE_IDS.eligibility);
    expect(grantedModule(user({ [MODULE_IDS.ebSpecialist]: ['export'] }), declaration)).toBeUndefined();
  });
});
