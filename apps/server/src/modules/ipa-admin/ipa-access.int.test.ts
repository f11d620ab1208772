import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { countRows, createTestIpa } from './rates/ipa-rates.test-helpers.ts';

let t: TestApp;
let ipaId: number;
const CODE = 'ACCS01';

beforeAll(async () => {
  t = await createTestApp();
  ipaId = await createTestIpa(t, CODE, '2024-01-01', '2025-12-31');
  // A write grant on the IPA module that slipped through to the viewer: spec §6 says viewers change nothing all the same.
  const { rows } = await t.database.pool.query<{ id: number }>(
    "select id from users where username = 'network.viewer'",
  );
  await t.database.pool.query(
    "insert into module_grants (user_id, module_id, actions) values ($1, 191, '{read,write,approve}')",
    [rows[0]!.id],
  );
});
afterAll(async () => t.close());

const RATE_WRITES: [string, string][] = [
  ['POST', '/api/CapRate/AddNewCapRate'],
  ['POST', '/api/CapRate/OverwriteExistingCapRate'],
  ['POST', '/api/CapRate/ActivateCapRate'],
  ['PUT', '/api/CapRate/ApproveCapRateHistoryChanges'],
  ['POST', '/api/CapTieredRate/AddNewCapTieredRate'],
  ['POST', '/api/CapSpecialRate/AddNewCapSpecialRate'],
  ['DELETE', '/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=1&version=1'],
  ['POST', '/api/IpaGainShareRate/CreateGainShareRate'],
  ['PUT', '/api/IpaGainShareRate/UpdateGainShareTieredRate'],
  ['POST', '/api/IpaRiskPoolRate/CreateRiskPoolRate'],
  ['PUT', '/api/IpaRiskPoolRate/ApproveRiskPoolRateHistoryChanges'],
];

describe('the IPA editor check, the same for every IPA write (spec §6: viewers change nothing)', () => {
  it('refuses the viewer a cap rate even with a write grant, and stores nothing', async () => {
    const capRate = {
      ipaWebId: ipaId,
      ipaCode: CODE,
      companyCode: 'CCHP',
      effDate: '2024-01-01',
      endDate: '2024-12-31',
      capRevCode: 'CR01',
      premiumPCT: '0.85',
      pmPmAmt: '12.5',
    };
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: '/api/CapRate/AddNewCapRate',
      payload: capRate,
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows(t, 'cap_rates', 'ipa_web_id = $1', [ipaId])).toBe(0);
    expect(
      (await t.as('network.manager', { method: 'POST', url: '/api/CapRate/AddNewCapRate', payload: capRate }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses the viewer every rate write and approval (cap, tiered, special, gain share, risk pool) as it refuses IPA writes', async () => {
    for (const [method, url] of [...RATE_WRITES, ['POST', '/api/MedicalGroup/AddNewIpa'] as [string, string]]) {
      const response = await t.as('network.viewer', {
        method: method,
        url,
        payload: method === 'DELETE' ? undefined : {},
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('still lets the viewer read and export', async () => {
    expect(
      (await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapRates?IpaCode=${CODE}` })).statusCode,
    ).toBe(200);
  });
});
