import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MODULE_IDS, type Action } from '@portal/contracts/platform/modules';
import type { AccessConfig, MemberDataWords, RegisteredRoute } from './route-access.ts';
import type { CurrentUser } from './current-user.ts';
import { access, grantedModule, publicRoute, registerRouteAccess, signedIn } from './route-access.ts';

describe('the route-access declaration', () => {
  it('names the module by its catalogue key and stores its id', () => {
    expect(access('ipa-admin', 'write')).toEqual({ access: { module: MODULE_IDS.ipaAdmin, action: 'write' } });
    expect(access('enrollment', 'read', { memberData: 'Enrollment document details viewed.' })).toEqual({
      access: { module: MODULE_IDS.enrollment, action: 'read' },
      memberData: 'Enrollment document details viewed.',
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
    const shared = access(['eligibility', 'eb-specialist'], 'read', { memberData: "Member's ID card viewed." });
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

  it('makes a member-data route say in one sentence what a read of it shows, the words of its read-audit row', () => {
    const sentence = "Member's claims viewed.";
    expect(access('claims', 'read', { memberData: sentence }).memberData).toBe(sentence);
    // @ts-expect-error: a flag says nothing a compliance reader can read
    expect(() => access('claims', 'read', { memberData: true })).toThrow('must say in one sentence what a read shows');
    // @ts-expect-error: words without a full stop are not a sentence
    expect(() => access('claims', 'read', { memberData: "Member's claims viewed" })).toThrow('one sentence');
    expect(() => access('claims', 'read', { memberData: 'claims viewed.' })).toThrow('one sentence');
    expect(() => access('claims', 'read', { memberData: '.' })).toThrow('one sentence');
  });

  it('refuses to register a member-data route whose config flags member data without words', async () => {
    const app = Fastify();
    const routes: RegisteredRoute[] = [];
    registerRouteAccess(app, () => Promise.reject(new Error('no sign-in in this test')), routes);
    const declared = access('claims', 'read', { memberData: "Member's claims viewed." });
    app.get('/api/claims/search', { config: declared }, () => ({}));
    // A config written by hand with the old flag, not by access(), is refused when the route is added.
    const flagged = { ...declared, memberData: true as unknown as MemberDataWords };
    expect(() => app.get('/api/claims/detail', { config: flagged }, () => ({}))).toThrow(
      '/api/claims/detail returns member data, so it must say in one sentence what a read shows',
    );
    await app.close();
    expect(routes).toEqual([
      { method: 'GET', url: '/api/claims/search', access: declared.access, memberData: "Member's claims viewed." },
    ]);
  });
});
