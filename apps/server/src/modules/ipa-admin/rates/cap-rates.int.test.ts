import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { auditEventsOf, countRows, createTestIpa } from './ipa-rates.test-helpers.ts';

let t: TestApp;
let ipaId: number;
const CODE = 'CAPT01';

const capRate = (overrides: Record<string, unknown> = {}) => ({
  ipaWebId: ipaId,
  ipaCode: CODE,
  companyCode: 'CCHP',
  effDate: '2024-01-01',
  endDate: '2024-12-31',
  capRevCode: 'CR01',
  premiumPCT: '0.85',
  pmPmAmt: '12.5',
  ...overrides,
});

const post = (user: string, url: string, payload: unknown) =>
  t.as(user, { method: 'POST', url, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  ipaId = await createTestIpa(t, CODE, '2024-01-01', '2025-12-31');
});
afterAll(async () => t.close());

describe('cap rates', () => {
  it('the network manager creates a cap rate: next sequence, padded decimals, audited', async () => {
    const response = await post('network.manager', '/api/CapRate/AddNewCapRate', capRate());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      sequence: 1,
      premiumPCT: '0.8500',
      pmPmAmt: '12.50',
      acaTaxDivisor: '1',
      active: true,
      createdBy: 'network.manager',
    });
    const audit = await auditEventsOf(t, 'CapRateCreated');
    expect(audit.at(-1)).toMatchObject({ user_id: 'network.manager', item_id: String(body.id), module_id: 191 });
    const list = (
      await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapRates?IpaCode=${CODE}` })
    ).json();
    expect(list.items.map((row: { id: number }) => row.id)).toContain(body.id);
  });

  it('refuses decimals in the wrong format with the spec message and creates nothing', async () => {
    const before = await countRows(t, 'cap_rates');
    const four = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-01-01', endDate: '2025-03-31', premiumPCT: '0.123456' }),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(RATE_MESSAGES.format4);
    const two = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-01-01', endDate: '2025-03-31', pmPmAmt: 'abc' }),
    );
    expect(two.json().message).toBe(RATE_MESSAGES.format2);
    const negative = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-01-01', endDate: '2025-03-31', pmPmAmt: '-1' }),
    );
    expect(negative.json().message).toBe(RATE_MESSAGES.format2);
    expect(await countRows(t, 'cap_rates')).toBe(before);
  });

  it('requires company code, cap revenue and both dates with the spec messages', async () => {
    expect(
      (await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ companyCode: '' }))).json().message,
    ).toBe(RATE_MESSAGES.companyCodeRequired);
    expect(
      (await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ capRevCode: '0' }))).json().message,
    ).toBe(RATE_MESSAGES.capRevenueRequired);
    expect((await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ effDate: '' }))).json().message).toBe(
      RATE_MESSAGES.effectiveDateRequired,
    );
    expect((await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ endDate: '' }))).json().message).toBe(
      RATE_MESSAGES.endDateRequired,
    );
  });

  it('refuses overlapping periods of the same company with the effective and end date messages', async () => {
    const start = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2024-06-01', endDate: '2025-02-01' }),
    );
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(RATE_MESSAGES.effectiveOverlap);
    await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-06-01', endDate: '2025-12-31' }),
    );
    const end = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-01-01', endDate: '2025-07-01' }),
    );
    expect(end.json().message).toBe(RATE_MESSAGES.endOverlap);
    // Another company may use the same period.
    const other = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ companyCode: 'AHP', effDate: '2024-06-01', endDate: '2025-02-01' }),
    );
    expect(other.statusCode).toBe(200);
  });

  it('says there is no free slot when the IPA period is fully covered', async () => {
    const fill = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-01-01', endDate: '2025-05-31' }),
    );
    expect(fill.statusCode).toBe(200);
    const response = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ effDate: '2025-03-01', endDate: '2025-04-01' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RATE_MESSAGES.noFreeSlot);
  });

  it('keeps dates within the IPA dates', async () => {
    const response = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ companyCode: 'GSHP', effDate: '2023-01-01', endDate: '2024-03-01' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RATE_MESSAGES.beforeMinDate('01/01/2024'));
  });

  it('clears what a disabled field holds (spec §4 enablement) and refuses contradictory flags', async () => {
    const response = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({
        companyCode: 'GSHP',
        floorMC: '10',
        mpCapRevCode: 'MP1',
        productCode: ['A', 'B'],
        isVirtualApplicable: false,
        virtualPmPm: '4',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      floorMC: '0.00',
      mpCapRevCode: null,
      productCode: null,
      virtualPmPm: '0.00',
    });
    const both = await post(
      'network.manager',
      '/api/CapRate/AddNewCapRate',
      capRate({ companyCode: 'ZZZ', isIndividualFloorLevel: true, isAverageFloorLevel: true }),
    );
    expect(both.statusCode).toBe(400);
  });

  it('overwrites with the version read, refuses a stale version with 409, activates and deactivates', async () => {
    const created = (
      await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ companyCode: 'TST', notes: 'first' }))
    ).json();
    const saved = await post(
      'network.manager',
      '/api/CapRate/OverwriteExistingCapRate',
      capRate({ ...created, id: created.id, version: created.version, companyCode: 'TST', notes: 'second' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      notes: 'second',
      version: Number(created.version) + 1,
      updatedBy: 'network.manager',
    });
    const stale = await post(
      'network.manager',
      '/api/CapRate/OverwriteExistingCapRate',
      capRate({ ...created, id: created.id, version: created.version, companyCode: 'TST', notes: 'third' }),
    );
    expect(stale.statusCode).toBe(409);
    const off = await post('network.manager', '/api/CapRate/DeactivateCapRate', {
      id: created.id,
      version: Number(created.version) + 1,
    });
    expect(off.json()).toMatchObject({ active: false });
    expect((await auditEventsOf(t, 'CapRateDeactivated')).length).toBe(1);
  });

  it('refuses the viewer every write (403) and users without the module every read', async () => {
    const write = await post('network.viewer', '/api/CapRate/AddNewCapRate', capRate({ companyCode: 'VWR' }));
    expect(write.statusCode).toBe(403);
    const read = await t.as('no.modules', { method: 'GET', url: `/api/CapRate/GetCapRates?IpaCode=${CODE}` });
    expect(read.statusCode).toBe(403);
  });

  it('two simultaneous overlapping creates: exactly one wins', async () => {
    const ipa2 = await createTestIpa(t, 'CAPT02', '2024-01-01', '2026-12-31');
    const body = capRate({ ipaWebId: ipa2, ipaCode: 'CAPT02', effDate: '2024-01-01', endDate: '2024-12-31' });
    const results = await Promise.all([
      post('network.manager', '/api/CapRate/AddNewCapRate', body),
      post('admin', '/api/CapRate/AddNewCapRate', body),
      post('network.manager', '/api/CapRate/AddNewCapRate', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await countRows(t, 'cap_rates', 'ipa_web_id = $1', [ipa2])).toBe(1);
  });
});
