import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportBody } from '../../../test/export-request.ts';
import { firstSheet } from '../../../test/export-file.ts';

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

describe('Network & Agreement (spec §2.10, §5)', () => {
  const data = (change: Record<string, unknown> = {}) => ({
    data: {
      ipaCode: ipa.ipa_code,
      effectiveStartDate: '11/01/2026',
      effectiveEndDate: '12/31/9999',
      contractCode: 'H0541',
      isPcp: 'yes',
      tin: '941234567',
      class: 'PCP',
      specialty: 'Family Medicine',
      networkId: 'NW1',
      networkPrefix: 'GS',
      agreementId: 'PA1',
      ipaNetworkId: 'INW1',
      ipaNetworkPrefix: 'IG',
      dofrAgreementId: 'D1',
      ...change,
    },
  });

  it('creates and updates a mapping; a stale update gets 409', async () => {
    const created = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaWebNetworkMapping/CreateNetworkMapping',
      payload: data(),
    });
    expect(created.statusCode).toBe(200);
    const mapping = created.json().mapping;
    const updated = await t.as('network.manager', {
      method: 'PUT',
      url: '/api/IpaWebNetworkMapping/UpdateNetworkMapping',
      payload: data({ id: mapping.id, version: mapping.version, networkId: 'NW2' }),
    });
    expect(updated.json().mapping.networkId).toBe('NW2');
    const stale = await t.as('network.manager', {
      method: 'PUT',
      url: '/api/IpaWebNetworkMapping/UpdateNetworkMapping',
      payload: data({ id: mapping.id, version: mapping.version, networkId: 'NW3' }),
    });
    expect(stale.statusCode).toBe(409);
    expect(
      await count("select 1 from audit_events where event_type like 'IpaNetworkMapping%' and item_id = $1", [
        String(mapping.id),
      ]),
    ).toBe(2);
  });

  it.each([
    [{ effectiveStartDate: '' }, M.networkStartRequired],
    [{ effectiveEndDate: '10/01/2026' }, M.networkEndBeforeStart],
    [{ contractCode: '' }, M.networkContractRequired],
    [{ tin: '94-12' }, M.tinNumber],
    [{ networkId: '' }, 'Network ID is Required'],
    [{ agreementId: '' }, 'Pricing Agreement ID is Required'],
    [{ dofrAgreementId: '' }, 'DOFR Agreement ID is Required'],
    [{ networkPrefix: 'x'.repeat(101) }, 'Network Prefix should be maximum 100 characters'],
  ])('refuses %o with its message', async (change, message) => {
    const response = await t.as('network.manager', {
      method: 'POST',
      url: '/api/IpaWebNetworkMapping/CreateNetworkMapping',
      payload: data(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('the viewer cannot create; off flag refuses reads', async () => {
    expect(
      (
        await t.as('network.viewer', {
          method: 'POST',
          url: '/api/IpaWebNetworkMapping/CreateNetworkMapping',
          payload: data(),
        })
      ).statusCode,
    ).toBe(403);
    await setFlag('enable-network-mapping-tab', false);
    expect(
      (
        await t.as('network.viewer', {
          method: 'GET',
          url: `/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=${ipa.ipa_code}`,
        })
      ).statusCode,
    ).toBe(403);
    await setFlag('enable-network-mapping-tab', true);
  });
});

describe('Hospital (spec §2.11)', () => {
  it('lists hospitals sorted by name and exports IpaHospital-report.xlsx', async () => {
    const list = (
      await t.as('network.viewer', { method: 'GET', url: `/api/IpaHospital/GetIpaHospitals?ipa=${ipa.ipa_code}` })
    ).json();
    expect(list.length).toBeGreaterThan(0);
    const names = list.map((h: { organizationName: string }) => h.organizationName);
    expect(names).toEqual([...names].sort());
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/IpaHospital/ExportIpaHospitals',
      payload: exportBody({ ipa: ipa.ipa_code }),
    });
    expect(response.headers['content-disposition']).toContain('IpaHospital-report.xlsx');
    expect((await firstSheet(response.rawPayload)).getRow(2).getCell(2).value).toBe(names[0]);
  });

  it('sorts by term date with an open-ended term as the latest: last ascending, first descending', async () => {
    await t.database.pool.query(
      `insert into ipa_hospitals (ipa_code, hospital_id, organization_name, eff_date, term_date)
       values ('SORT-HOSP', 1, 'Open Ended', '2020-01-01', null), ('SORT-HOSP', 2, 'Termed Late', '2020-01-01', '2026-06-30'),
              ('SORT-HOSP', 3, 'Termed Early', '2020-01-01', '2024-06-30')`,
    );
    const names = async (query: string) =>
      (await t.as('network.viewer', { method: 'GET', url: `/api/IpaHospital/GetIpaHospitals?ipa=SORT-HOSP${query}` }))
        .json()
        .map((h: { organizationName: string }) => h.organizationName);
    expect(await names('&sortBy=termDate&sortDir=asc')).toEqual(['Termed Early', 'Termed Late', 'Open Ended']);
    expect(await names('&sortBy=termDate&sortDir=desc')).toEqual(['Open Ended', 'Termed Late', 'Termed Early']);
    expect(await names('')).toEqual(['Open Ended', 'Termed Early', 'Termed Late']);
    const export_ = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/IpaHospital/ExportIpaHospitals',
      payload: exportBody({ ipa: 'SORT-HOSP', sortBy: 'termDate', sortDir: 'desc' }),
    });
    expect((await firstSheet(export_.rawPayload)).getRow(2).getCell(2).value).toBe('Open Ended');
    const refused = await t.as('network.viewer', {
      method: 'GET',
      url: '/api/IpaHospital/GetIpaHospitals?ipa=SORT-HOSP&sortBy=taxId',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('delete versions are checked before the database sees them', () => {
  it.each(['abc', '0', '99999999999', '%00'])('answers 400, never 500, to version=%s', async (version) => {
    const response = await t.as('network.manager', {
      method: 'DELETE',
      url: `/api/IpaPlan/DeleteIpaPlan?id=1&ipaCode=${ipa.ipa_code}&version=${version}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
