import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ipa: { id: number; ipa_code: string; company_code: string };
beforeAll(async () => {
  t = await createTestApp();
  ipa = (
    await t.database.pool.query<{ id: number; ipa_code: string; company_code: string }>(
      "select id, ipa_code, company_code from ipas where company_code = 'GSHP' order by id limit 1",
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params)).rows[0]!.n;
const setFlag = (name: string, on: boolean) =>
  t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [name, on]);

describe('PBP map (spec §2.9, §5)', () => {
  const plan = (change: Record<string, unknown> = {}) => ({
    id: 0,
    operationType: 'INSERT',
    ipaId: ipa.id,
    ipaCode: ipa.ipa_code,
    companyCode: 'GSHP',
    contractCode: 'H2207',
    pbp: '001',
    startDate: '1/1/2020',
    endDate: '12/31/2020',
    ...change,
  });

  it('offers contract codes and PBPs of the company', async () => {
    const codes = (
      await t.as('network.viewer', { method: 'GET', url: '/api/IpaPlan/GetContractCodes?companyCode=GSHP' })
    ).json();
    expect(codes.map((c: { value: string }) => c.value)).toContain('H2207');
    const pbps = (
      await t.as('network.viewer', {
        method: 'GET',
        url: '/api/IpaPlan/GetPBPCodes?companyCode=GSHP&contractCode=H2207',
      })
    ).json();
    expect(pbps.length).toBeGreaterThan(0);
  });

  it('saves one record per selected PBP, then stops an overlapping one with the spec message', async () => {
    const saved = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: [plan(), plan({ pbp: '002' })],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: M.planSaved });
    const overlapping = await t.as('network.manager', {
      method: 'GET',
      url: `/api/IpaPlan/IsPlanOverlapping?OperationType=INSERT&ContractCode=H2207&PBP=001&IpaCode=${ipa.ipa_code}&StartDate=6/1/2020&EndDate=12/31/9999`,
    });
    expect(overlapping.json()).toBe(true);
    const before = await count('select 1 from ipa_plans');
    const refused = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: plan({ startDate: '6/1/2020', endDate: '12/31/9999' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Selected Contract Code= H2207, PBP= 001, Start Date= 06/01/2020and End Date= 12/31/9999 Record is Overlapping with Existing Records',
    );
    expect(await count('select 1 from ipa_plans')).toBe(before);
  });

  it('locks Contract Code and PBP when editing, and refuses a stale edit (409)', async () => {
    const list = (
      await t.as('network.manager', { method: 'GET', url: `/api/IpaPlan/SearchIpaPlans?ipaCode=${ipa.ipa_code}` })
    ).json();
    const row = list.items.find(
      (p: { contractCode: string; pbp: string }) => p.contractCode === 'H2207' && p.pbp === '001',
    );
    const locked = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: plan({ id: row.id, version: row.version, operationType: 'UPDATE', pbp: '003' }),
    });
    expect(locked.json().message).toBe(M.planLocked);
    const ok = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: plan({ id: row.id, version: row.version, operationType: 'UPDATE', endDate: '6/30/2020' }),
    });
    expect(ok.statusCode).toBe(200);
    // The grid names who created and updated the mapping; the record keeps their usernames.
    const updated = (
      await t.as('network.viewer', { method: 'GET', url: `/api/IpaPlan/SearchIpaPlans?ipaCode=${ipa.ipa_code}` })
    )
      .json()
      .items.find((p: { id: number }) => p.id === row.id);
    expect(updated).toMatchObject({
      createdBy: 'network.manager',
      createdByName: 'Nora Network',
      updatedBy: 'network.manager',
      updatedByName: 'Nora Network',
    });
    const stale = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: plan({ id: row.id, version: row.version, operationType: 'UPDATE', endDate: '5/31/2020' }),
    });
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    [{ startDate: '' }, M.planStartRequired],
    [{ endDate: '' }, M.planEndRequired],
    [{ contractCode: '' }, M.contractCodeRequired],
    [{ pbp: '' }, M.pbpRequired],
  ])('refuses %o with its message', async (change, message) => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaPlan/AddOrUpdateIpaPlan',
      payload: plan(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('deletes a plan mapping at the version read, with an audit event keeping the row; a stale delete gets 409; the viewer cannot', async () => {
    const list = (
      await t.as('network.manager', { method: 'GET', url: `/api/IpaPlan/SearchIpaPlans?ipaCode=${ipa.ipa_code}` })
    ).json();
    const row = list.items.find(
      (p: { pbp: string; contractCode: string }) => p.contractCode === 'H2207' && p.pbp === '002',
    );
    const url = (version: number) =>
      `/api/IpaPlan/DeleteIpaPlan?id=${row.id}&ipaCode=${ipa.ipa_code}&version=${version}`;
    expect((await t.as('network.viewer', { method: 'DELETE', url: url(row.version) })).statusCode).toBe(403);
    // Without the version read the delete is refused, not done blindly.
    expect(
      (
        await t.as('network.manager', {
          method: 'DELETE',
          url: `/api/IpaPlan/DeleteIpaPlan?id=${row.id}&ipaCode=${ipa.ipa_code}`,
        })
      ).statusCode,
    ).toBe(400);
    // Another manager saves the mapping after it was read: the delete at the old version is refused and nothing is deleted.
    await t.database.pool.query('update ipa_plans set version = version + 1 where id = $1', [row.id]);
    const stale = await t.as('network.manager', { method: 'DELETE', url: url(row.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    expect(await count('select 1 from ipa_plans where id = $1', [row.id])).toBe(1);
    const deleted = await t.as('network.manager', { method: 'DELETE', url: url(Number(row.version) + 1) });
    expect(deleted.json()).toEqual({ message: M.planDeleted });
    expect(await count('select 1 from ipa_plans where id = $1', [row.id])).toBe(0);
    const audit = await t.database.pool.query(
      "select details from audit_events where event_type = 'IpaPlanDeleted' and item_id = $1",
      [String(row.id)],
    );
    expect(audit.rows[0].details).toMatchObject({ contractCode: 'H2207', pbp: '002' });
  });
});

describe('County map (spec §2.8, §5)', () => {
  const mapping = async (change: Record<string, unknown> = {}) => {
    const counties = (
      await t.as('network.manager', {
        method: 'GET',
        url: `/api/IpaCountyMapping/GetOperatingCounties?IpaCode=${ipa.ipa_code}&planYear=2026`,
      })
    ).json();
    return {
      data: {
        ipaId: ipa.id,
        ipaCode: ipa.ipa_code,
        companyCode: 'GSHP',
        effectiveBeginDate: '03/15/2099',
        effectiveEndDate: '04/10/2099',
        operatingCounties: [counties[0]],
        contiguousCounties: [counties[1]],
        ...change,
      },
    };
  };

  it('offers AHP counties to company CCHP', async () => {
    const cchp = (
      await t.as('network.viewer', {
        method: 'GET',
        url: '/api/IpaCountyMapping/GetOperatingCounties?companyCode=CCHP',
      })
    ).json();
    const ahp = (
      await t.as('network.viewer', { method: 'GET', url: '/api/IpaCountyMapping/GetOperatingCounties?companyCode=AHP' })
    ).json();
    expect(cchp).toEqual(ahp);
    expect(cchp[0].countyName).toMatch(/, NC$/);
  });

  it('snaps the period to whole months, refuses a duplicate period, and a stale edit (409)', async () => {
    // The seeded mapping runs to 12/31/9999: end it first so there is room.
    const list = (
      await t.as('network.manager', {
        method: 'GET',
        url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipa.ipa_code}&companyCode=N/A&top=10&skip=0`,
      })
    ).json();
    const seeded = list.items[0];
    const trimmed = await t.as('network.manager', {
      method: 'PUT',
      url: `/api/IpaCountyMapping/${seeded.id}`,
      payload: { data: { ...seeded, effectiveEndDate: '2098-12-31' } },
    });
    expect(trimmed.statusCode).toBe(200);
    // The spec's *ByName fields keep the usernames; the grid shows the names read from the users.
    const trimmedRow = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipa.ipa_code}&companyCode=N/A&top=10&skip=0`,
      })
    )
      .json()
      .items.find((m: { id: number }) => m.id === seeded.id);
    // The demo's county maps were set up by the network manager.
    expect(trimmedRow).toMatchObject({
      createdByName: 'network.manager',
      createdByDisplayName: 'Nora Network',
      lastUpdatedByName: 'network.manager',
      lastUpdatedByDisplayName: 'Nora Network',
    });
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaCountyMapping/Create',
      payload: await mapping(),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(M.countySaved);
    const row = (
      await t.database.pool.query(
        'select effective_begin_date::text as b, effective_end_date::text as e from ipa_county_mappings where id = $1',
        [created.json().id],
      )
    ).rows[0];
    expect(row).toEqual({ b: '2099-03-01', e: '2099-04-30' });
    const duplicate = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaCountyMapping/Create',
      payload: await mapping({ effectiveBeginDate: '04/01/2099', effectiveEndDate: '12/31/9999' }),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(M.countyExists);
    const stale = await t.as('network.manager', {
      method: 'PUT',
      url: `/api/IpaCountyMapping/${seeded.id}`,
      payload: { data: { ...seeded, effectiveEndDate: '2098-11-30' } },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a county both operating and contiguous, and no operating county', async () => {
    const body = await mapping({ effectiveBeginDate: '01/01/2100', effectiveEndDate: '12/31/2100' });
    const both = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaCountyMapping/Create',
      payload: { data: { ...body.data, contiguousCounties: body.data.operatingCounties } },
    });
    expect(both.json().message).toBe(M.countyBoth);
    const none = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaCountyMapping/Create',
      payload: { data: { ...body.data, operatingCounties: [] } },
    });
    expect(none.json().message).toBe(M.countyRequired);
    const noEnd = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaCountyMapping/Create',
      payload: { data: { ...body.data, effectiveEndDate: '' } },
    });
    expect(noEnd.json().message).toBe(M.countyEndRequired);
  });

  it('deletes softly at the version read (a stale delete gets 409 and deletes nothing); refuses everything while the flag is off', async () => {
    const list = (
      await t.as('network.manager', {
        method: 'GET',
        url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipa.ipa_code}&top=10&skip=0`,
      })
    ).json();
    const target = list.items[0];
    const url = (version: number) =>
      `/api/IpaCountyMapping/DeleteIpaCounty?id=${target.id}&ipaCode=${ipa.ipa_code}&companyCode=GSHP&version=${version}`;
    expect((await t.as('network.viewer', { method: 'DELETE', url: url(target.version) })).statusCode).toBe(403);
    await t.database.pool.query('update ipa_county_mappings set version = version + 1 where id = $1', [target.id]);
    const stale = await t.as('network.manager', { method: 'DELETE', url: url(target.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecord);
    expect(await count('select 1 from ipa_county_mappings where id = $1 and not is_deleted', [target.id])).toBe(1);
    const deleted = await t.as('network.manager', { method: 'DELETE', url: url(Number(target.version) + 1) });
    expect(deleted.json().message).toBe(M.countyDeleted);
    expect(await count('select 1 from ipa_county_mappings where id = $1 and is_deleted', [target.id])).toBe(1);
    const audit = await t.database.pool.query(
      "select user_id from audit_events where event_type = 'IpaCountyMappingDeleted' and item_id = $1",
      [String(target.id)],
    );
    expect(audit.rows).toEqual([{ user_id: 'network.manager' }]);
    await setFlag('enable-county-mapping-tab', false);
    expect(
      (
        await t.as('network.manager', {
          method: 'GET',
          url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipa.ipa_code}`,
        })
      ).statusCode,
    ).toBe(403);
    await setFlag('enable-county-mapping-tab', true);
  });
});

describe('County map list paging', () => {
  it('keeps one order across pages when periods start on the same day (the newest mapping first)', async () => {
    const other = (
      await t.database.pool.query<{ id: number; ipa_code: string }>(
        "select id, ipa_code from ipas where company_code = 'GSHP' order by id offset 1 limit 1",
      )
    ).rows[0]!;
    await t.database.pool.query(
      `insert into ipa_county_mappings (ipa_id, ipa_code, company_code, effective_begin_date, effective_end_date,
         operating_counties, contiguous_counties, created_by_name)
       select $1, $2, 'GSHP', '2097-01-01', '2097-12-31', '[]', '[]', 'network.manager' from generate_series(1, 14)`,
      [other.id, other.ipa_code],
    );
    // Rewrite every other row (twice, so its index entry moves too): their rows now lie after the others on disk.
    for (const date of ['2097-01-02', '2097-01-01'])
      await t.database.pool.query(
        'update ipa_county_mappings set effective_begin_date = $2 where ipa_id = $1 and id % 2 = 0',
        [other.id, date],
      );
    const page = async (skip: number) =>
      (
        await t.as('network.viewer', {
          method: 'GET',
          url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${other.ipa_code}&companyCode=N/A&top=10&skip=${skip}`,
        })
      )
        .json()
        .items.map((m: { id: number }) => m.id);
    const ids = [...(await page(0)), ...(await page(10))];
    const all = await count('select 1 from ipa_county_mappings where ipa_id = $1 and not is_deleted', [other.id]);
    expect(ids).toHaveLength(all);
    expect(new Set(ids).size).toBe(all);
    // Newest period first, then the newest mapping (the highest id) among periods starting the same day.
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
