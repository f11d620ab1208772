import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { FORMULA_MESSAGES } from '@portal/contracts/ipa-admin/special-rates';
import { auditEventsOf, countRows, createTestIpa } from './ipa-rates.test-helpers.ts';

let t: TestApp;
let capId: number;
const CODE = 'SPT01';
const post = (user: string, url: string, payload: unknown) =>
  t.as(user, { method: 'POST', url, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  t = await createTestApp();
  const ipaId = await createTestIpa(t, CODE, '2024-01-01', '2025-12-31');
  const cap = await post('network.manager', '/api/CapRate/AddNewCapRate', {
    ipaWebId: ipaId,
    ipaCode: CODE,
    companyCode: 'CCHP',
    effDate: '2024-01-01',
    endDate: '2024-12-31',
    capRevCode: 'CR01',
  });
  capId = cap.json().id;
});
afterAll(async () => t.close());

const special = (overrides: Record<string, unknown> = {}) => ({
  ipaCapId: capId,
  ipaCode: CODE,
  contractCode: 'H1234',
  pbp: ['001', '002'],
  effDate: '2024-01-01',
  endDate: '2024-12-31',
  ...overrides,
});
const tier = (overrides: Record<string, unknown> = {}) => ({
  capId,
  ipaCode: CODE,
  memberCountStart: 1,
  memberCountEnd: 100,
  effDate: '2024-01-01',
  endDate: '2024-12-31',
  ...overrides,
});

describe('cap special rates', () => {
  it('creates a special rate with a formula from the token list; SCB off clears status and function', async () => {
    const response = await post(
      'network.manager',
      '/api/CapSpecialRate/AddNewCapSpecialRate',
      special({
        scbPremiumFormula: '( Total_PartA + Rebate_A ) - SCB_FUNCTION_OUTCOME',
        scbEsrdStatus: 'Y',
        scbFunction: 'Maximum',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pbp: '001,002',
      seq: 1,
      scbEsrdStatus: null,
      scbFunction: null,
      scbPremiumComponent: 'Total_PartA,Rebate_A,SCB_FUNCTION_OUTCOME',
      effDate: '2024-01-01',
    });
    const sub = (
      await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapSubRates?IpaCode=${CODE}` })
    ).json();
    expect(sub.items.some((item: { capSubRateType: string }) => item.capSubRateType === 'Special')).toBe(true);
    const cap = (
      await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapRateDetail?id=${capId}` })
    ).json();
    expect(cap.isSpecialRateApplicable).toBe(true);
  });

  it('refuses a missing contract code, a non-integer SCB limit and a formula outside the token list', async () => {
    const before = await countRows(t, 'cap_special_rates');
    expect(
      (await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', special({ contractCode: '' }))).json()
        .message,
    ).toBe(RATE_MESSAGES.contractCodeRequired);
    expect(
      (
        await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', special({ scbLimitValue: '1.5' }))
      ).json().message,
    ).toBe(RATE_MESSAGES.integerOnly);
    expect(
      (
        await post(
          'network.manager',
          '/api/CapSpecialRate/AddNewCapSpecialRate',
          special({ scbPremiumFormula: 'Total_PartA * 2' }),
        )
      ).json().message,
    ).toBe(FORMULA_MESSAGES.unknownToken('*'));
    expect(
      (
        await post(
          'network.manager',
          '/api/CapSpecialRate/AddNewCapSpecialRate',
          special({ scbPremiumFormula: '( Total_PartA' }),
        )
      ).json().message,
    ).toBe(FORMULA_MESSAGES.unbalanced);
    expect(
      (
        await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', special({ premiumPCT: '1.00001' }))
      ).json().message,
    ).toBe(RATE_MESSAGES.format4);
    expect(await countRows(t, 'cap_special_rates')).toBe(before);
  });

  it('deletes at the version read with the spec message (kept as a soft delete and hidden); stale gets 409; the viewer cannot', async () => {
    const created = (
      await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', special({ contractCode: 'H9999' }))
    ).json();
    const url = (version: number) =>
      `/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=${created.id}&version=${version}`;
    expect((await t.as('network.viewer', { method: 'DELETE', url: url(created.version) })).statusCode).toBe(403);
    expect(
      (
        await t.as('network.manager', {
          method: 'DELETE',
          url: `/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=${created.id}`,
        })
      ).statusCode,
    ).toBe(400);
    // Another manager changes the special rate after it was read: the delete at the old version is refused.
    expect(
      (
        await post(
          'network.approver',
          '/api/CapSpecialRate/UpdateCapSpecialRate',
          special({ ...created, contractCode: 'H9999', premiumPCT: '0.5' }),
        )
      ).statusCode,
    ).toBe(200);
    const stale = await t.as('network.manager', { method: 'DELETE', url: url(created.version) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecordBy('April Approver'));
    expect(await countRows(t, 'cap_special_rates', 'id = $1 and not is_deleted', [created.id])).toBe(1);
    const deleted = await t.as('network.manager', { method: 'DELETE', url: url(Number(created.version) + 1) });
    expect(deleted.json().message).toBe(RATE_MESSAGES.specialRateDeletedWithId(created.id));
    expect(
      (
        await t.as('network.manager', {
          method: 'GET',
          url: `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${created.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(await countRows(t, 'cap_special_rates', 'id = $1 and is_deleted', [created.id])).toBe(1);
    expect((await auditEventsOf(t, 'CapSpecialRateDeleted')).length).toBe(1);
  });

  it('updates with the version read; a stale version gets 409', async () => {
    const created = (
      await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', special({ contractCode: 'H5555' }))
    ).json();
    expect(
      (await post('network.manager', '/api/CapSpecialRate/UpdateCapSpecialRate', special({ ...created, notes: 'a' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('network.manager', '/api/CapSpecialRate/UpdateCapSpecialRate', special({ ...created, notes: 'b' })))
        .statusCode,
    ).toBe(409);
  });
});

describe('cap tiered rates', () => {
  it('creates tiers under the cap rate with its dates; member-count overlaps are refused', async () => {
    const one = await post('network.manager', '/api/CapTieredRate/AddNewCapTieredRate', tier({ premiumPCT: '0.9' }));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      sequence: 1,
      premiumPCT: '0.9000',
      effDate: '2024-01-01',
      endDate: '2024-12-31',
      createdBy: 'network.manager',
    });
    expect(
      (
        await post(
          'network.manager',
          '/api/CapTieredRate/AddNewCapTieredRate',
          tier({ memberCountStart: 50, memberCountEnd: 150 }),
        )
      ).json().message,
    ).toBe(RATE_MESSAGES.memberCountStartOverlap);
    expect(
      (
        await post(
          'network.manager',
          '/api/CapTieredRate/AddNewCapTieredRate',
          tier({ memberCountStart: 101, memberCountEnd: '' }),
        )
      ).json().message,
    ).toBe(RATE_MESSAGES.memberCountEndRequired);
    const detail = await t.as('network.viewer', {
      method: 'GET',
      url: `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${CODE}&capID=${capId}&sequence=1`,
    });
    expect(detail.json()).toMatchObject({ memberCountStart: 1, memberCountEnd: 100 });
  });

  it('overwrites with the version read and follows the cap rate dates when the cap rate moves', async () => {
    const detail = (
      await t.as('network.manager', {
        method: 'GET',
        url: `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${CODE}&capID=${capId}&sequence=1`,
      })
    ).json();
    const saved = await post(
      'network.manager',
      '/api/CapTieredRate/OverwriteExistingCapTieredRate',
      tier({ ...detail, notes: 'updated' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(
      (
        await post(
          'network.manager',
          '/api/CapTieredRate/OverwriteExistingCapTieredRate',
          tier({ ...detail, notes: 'stale' }),
        )
      ).statusCode,
    ).toBe(409);
    const cap = (
      await t.as('network.manager', { method: 'GET', url: `/api/CapRate/GetCapRateDetail?id=${capId}` })
    ).json();
    expect(
      (await post('network.manager', '/api/CapRate/OverwriteExistingCapRate', { ...cap, endDate: '2024-10-31' }))
        .statusCode,
    ).toBe(200);
    const moved = (
      await t.as('network.manager', {
        method: 'GET',
        url: `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${CODE}&capID=${capId}&sequence=1`,
      })
    ).json();
    expect(moved.endDate).toBe('2024-10-31');
  });

  it('serves its OpenAPI description', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/CapTieredRate/AddNewCapTieredRate');
  });
});
