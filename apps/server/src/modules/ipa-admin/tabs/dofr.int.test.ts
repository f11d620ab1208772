import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ipaCode: string;
beforeAll(async () => {
  t = await createTestApp();
  // An IPA without DOFR contracts (the demo data gives two IPAs of three a contract), open-ended, effective 2016 or later.
  ipaCode = (
    await t.database.pool.query<{ ipa_code: string }>(
      "select ipa_code from ipas i where end_date = '9999-12-31' and not exists (select 1 from dofr_contracts c where c.ipa_code = i.ipa_code) order by id limit 1",
    )
  ).rows[0]!.ipa_code;
});
afterAll(async () => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]!.n;
const contracts = async () =>
  (
    await t.as('network.viewer', { method: 'GET', url: `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${ipaCode}` })
  ).json();

describe('DOFR contracts and assignments (spec §2.12, §4, §5)', () => {
  it('creates a contract from a template, copying its assignments', async () => {
    const templates = (
      await t.as('network.manager', { method: 'GET', url: '/api/DOFRContractTemplate/SearchTemplates' })
    ).json();
    const template = templates[0];
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/DOFRContract/Create',
      payload: {
        contractTemplateSourceId: template.id,
        data: {
          ipaCode,
          templateName: template.name,
          effectiveBeginDate: '01/01/2030',
          effectiveEndDate: '12/31/2030',
        },
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(M.dofrCreated);
    const [contract] = await contracts();
    expect(contract).toMatchObject({
      id: created.json().id,
      templateName: template.name,
      templateType: template.templateType,
      effectiveBeginDate: '2030-01-01',
    });
    expect(contract.assignments).toHaveLength(template.assignments.length);
    expect(await count("select 1 from audit_events where event_type = 'DofrContractCreated'")).toBe(1);
  });

  it('keeps a new contract after the latest one and within the IPA dates', async () => {
    const templates = (
      await t.as('network.manager', { method: 'GET', url: '/api/DOFRContractTemplate/SearchTemplates' })
    ).json();
    const body = (begin: string, end: string) => ({
      contractTemplateSourceId: templates[0].id,
      data: { ipaCode, templateName: templates[0].name, effectiveBeginDate: begin, effectiveEndDate: end },
    });
    const early = await t.as('network.manager', {
      method: 'POST',
      url: '/api/DOFRContract/Create',
      payload: body('06/01/2030', '12/31/2031'),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.dofrStartTooEarly('01/01/2031'));
    const missing = await t.as('network.manager', {
      method: 'POST',
      url: '/api/DOFRContract/Create',
      payload: body('', '12/31/2031'),
    });
    expect(missing.json().message).toBe(M.fieldRequired);
    const ok = await t.as('network.manager', {
      method: 'POST',
      url: '/api/DOFRContract/Create',
      payload: body('01/01/2031', '12/31/9999'),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('adds, edits and softly deletes assignments through PUT; a stale PUT gets 409', async () => {
    const list = await contracts();
    const older = list.find((c: { effectiveBeginDate: string }) => c.effectiveBeginDate === '2030-01-01');
    const [first, second] = older.assignments;
    const put = (version: number, assignments: unknown[], end = '12/31/2030') =>
      t.as('network.manager', {
        method: 'PUT',
        url: `/api/DOFRContract/${older.id}`,
        payload: {
          data: {
            version,
            ipaCode,
            templateName: older.templateName,
            effectiveBeginDate: '01/01/2030',
            effectiveEndDate: end,
            assignments,
          },
        },
      });
    const response = await put(older.version, [
      { id: 0, category: 'Professional', subCategory: 'Telehealth', isIpaLiability: true },
      { ...first, comment: 'Checked with the IPA' },
      { ...second, isDeleted: true },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: M.dofrUpdated, created: 1, updated: 1, deleted: 1 });
    const after = (await contracts()).find((c: { id: number }) => c.id === older.id);
    expect(after.assignments.map((a: { id: number }) => a.id)).not.toContain(second.id);
    expect(after.assignments.find((a: { id: number }) => a.id === first.id)).toMatchObject({
      comment: 'Checked with the IPA',
      lastUpdatedById: expect.any(Number),
    });
    expect(await count('select 1 from dofr_assignments where id = $1 and is_deleted', [second.id])).toBe(1);
    const stale = await put(older.version, []);
    expect(stale.statusCode).toBe(409);
    // Existing contract: the end may not run into the newer neighbour.
    const overlap = await put(after.version, [], '06/30/2031');
    expect(overlap.json().message).toBe(M.dofrEndTooLate('12/31/2030'));
  });

  it.each([
    [{ category: '' }, M.fieldRequired],
    [{ subCategory: '' }, M.fieldRequired],
    [
      { isIpaLiability: true, isOurLiability: true },
      'Only one of Hospital Risk, Shared Risk, IPA Risk and AHC Risk can be ticked',
    ],
  ])('refuses an assignment %o with its message', async (change, message) => {
    const [contract] = await contracts();
    const response = await t.as('network.manager', {
      method: 'PUT',
      url: `/api/DOFRContract/${contract.id}`,
      payload: {
        data: {
          version: contract.version,
          ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments: [{ id: 0, category: 'A', subCategory: 'B', ...change }],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('the viewer reads but cannot change; the manager deletes a contract softly at the version read; a stale delete gets 409', async () => {
    const [contract] = await contracts();
    const url = (version: number) => `/api/DOFRContract/${contract.id}?version=${version}`;
    expect((await t.as('network.viewer', { method: 'DELETE', url: url(contract.version) })).statusCode).toBe(403);
    expect(
      (await t.as('network.manager', { method: 'DELETE', url: `/api/DOFRContract/${contract.id}` })).statusCode,
    ).toBe(400);
    // Another manager changes the contract after it was read: the delete at the old version is refused, nothing deleted.
    await t.database.pool.query('update dofr_contracts set version = version + 1 where id = $1', [contract.id]);
    const stale = await t.as('network.manager', { method: 'DELETE', url: url(contract.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    expect(await count('select 1 from dofr_contracts where id = $1 and not is_deleted', [contract.id])).toBe(1);
    const deleted = await t.as('network.manager', { method: 'DELETE', url: url(Number(contract.version) + 1) });
    expect(deleted.json().message).toBe(M.dofrDeleted);
    const audit = await t.database.pool.query(
      "select user_id from audit_events where event_type = 'DofrContractDeleted' and item_id = $1",
      [String(contract.id)],
    );
    expect(audit.rows).toEqual([{ user_id: 'network.manager' }]);
    expect(await count('select 1 from dofr_contracts where id = $1 and is_deleted', [contract.id])).toBe(1);
    expect((await contracts()).map((c: { id: number }) => c.id)).not.toContain(contract.id);
  });

  it('is refused while the DOFR flag is off', async () => {
    await t.database.pool.query("update feature_flags set is_active = false where name = 'enable-dofr-tab'");
    expect(
      (await t.as('network.viewer', { method: 'GET', url: `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${ipaCode}` }))
        .statusCode,
    ).toBe(403);
    await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-dofr-tab'");
  });
});
