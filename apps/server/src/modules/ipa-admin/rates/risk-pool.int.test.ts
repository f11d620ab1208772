import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { auditEventsOf, countRows, createTestIpa } from './ipa-rates.test-helpers.ts';
import { exportBody } from '../../../test/export-request.ts';
import { firstSheet } from '../../../test/export-file.ts';

let t: TestApp;
const CODE = 'RPT01';
const base = '/api/IpaRiskPoolRate';

const rate = (overrides: Record<string, unknown> = {}) => ({
  ipaCode: CODE,
  capRevenue: 'CR01',
  effectiveStartDate: '2024-01-01',
  effectiveEndDate: '2024-12-31',
  hospitalBudgetPercent: '0.45',
  ...overrides,
});
const send = (user: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.as(user, { method, url: `${base}/${url}`, payload: payload as Record<string, unknown> });
const get = (user: string, url: string) => t.as(user, { method: 'GET', url: `${base}/${url}` });

beforeAll(async () => {
  t = await createTestApp();
  await createTestIpa(t, CODE, '2024-01-01', '2025-12-31');
});
afterAll(async () => t.close());

describe('risk pool rates', () => {
  let first: { rateId: number; version: number };

  it('creates a rate with deficit proration defaulting to 1 and ESRD premium zeroed without ESRD', async () => {
    const response = await send('network.manager', 'POST', 'CreateRiskPoolRate', rate({ esrdPremiumPercent: '0.3' }));
    expect(response.statusCode).toBe(200);
    first = response.json();
    expect(first).toMatchObject({
      sequence: 1,
      schemaName: 'IpaRiskPool',
      schemaVersion: '1.0',
      deficitProrationPercent: '1.0000',
      esrdPremiumPercent: '0.0000',
      hospitalBudgetPercent: '0.4500',
    });
    expect((await auditEventsOf(t, 'RiskPoolRateCreated')).length).toBe(1);
  });

  it('allows an empty cap revenue (marked required, no rule attached) and keeps ESRD premium when ESRD applies', async () => {
    const response = await send(
      'network.manager',
      'POST',
      'CreateRiskPoolRate',
      rate({
        capRevenue: '',
        effectiveStartDate: '2025-01-01',
        effectiveEndDate: '2025-03-31',
        isESRDApplicable: true,
        esrdPremiumPercent: '0.3',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ capRevenue: null, esrdPremiumPercent: '0.3000' });
  });

  it('refuses overlaps, dates outside the IPA, bad formats and missing dates with the spec messages', async () => {
    const before = await countRows(t, 'risk_pool_rates');
    const cases: [Record<string, unknown>, string][] = [
      [{ effectiveStartDate: '2024-12-31', effectiveEndDate: '2025-06-30' }, RATE_MESSAGES.effectiveOverlap],
      [{ effectiveStartDate: '2025-04-01', effectiveEndDate: '2026-01-31' }, RATE_MESSAGES.afterMaxDate('12/31/2025')],
      [{ effectiveStartDate: '', effectiveEndDate: '2025-06-30' }, RATE_MESSAGES.effectiveDateRequired],
      [{ effectiveStartDate: '2025-04-01', effectiveEndDate: '' }, RATE_MESSAGES.endDateRequired],
      [
        { effectiveStartDate: '2025-04-01', effectiveEndDate: '2025-06-30', adminFeePercent: 'x' },
        RATE_MESSAGES.format4,
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await send('network.manager', 'POST', 'CreateRiskPoolRate', rate(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await countRows(t, 'risk_pool_rates')).toBe(before);
    expect(
      (
        await send(
          'network.manager',
          'POST',
          'CreateRiskPoolRate',
          rate({ effectiveStartDate: '2025-09-01', effectiveEndDate: '2025-12-31' }),
        )
      ).statusCode,
    ).toBe(200);
    const end = await send(
      'network.manager',
      'POST',
      'CreateRiskPoolRate',
      rate({ effectiveStartDate: '2025-04-01', effectiveEndDate: '2025-09-15' }),
    );
    expect(end.json().message).toBe(RATE_MESSAGES.endOverlap);
  });

  it('a tier inherits the parent ESRD flag and dates; overlapping member counts are refused', async () => {
    const created = await send('network.manager', 'POST', 'CreateRiskPoolTieredRate', {
      data: {
        parentRateId: first.rateId,
        ipaCode: CODE,
        memberCountStart: 1,
        memberCountEnd: 50,
        isESRDApplicable: true,
        esrdPremiumPercent: '0.2',
      },
    });
    expect(created.statusCode).toBe(200);
    const tier = created.json().riskPoolTieredRates[0];
    expect(tier).toMatchObject({
      isESRDApplicable: false,
      esrdPremiumPercent: '0.0000',
      effectiveStartDate: '2024-01-01',
      effectiveEndDate: '2024-12-31',
      riskPoolRateId: first.rateId,
    });
    const overlap = await send('network.manager', 'POST', 'CreateRiskPoolTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 50, memberCountEnd: 60 },
    });
    expect(overlap.json().message).toBe(RATE_MESSAGES.memberCountStartOverlap);
  });

  it('changes are recorded, the maker cannot approve, another manager can; stale updates get 409', async () => {
    const current = (await get('network.manager', `GetRiskPoolRates?IpaCode=${CODE}`))
      .json()
      .items.find((item: { rateId: number }) => item.rateId === first.rateId);
    const saved = await send(
      'network.manager',
      'PUT',
      'UpdateRiskPoolRate',
      rate({ rateId: first.rateId, version: current.version, surplusSharePercent: '0.1' }),
    );
    expect(saved.statusCode).toBe(200);
    // The form names who created and updated the rate (the usernames kept, spec §3).
    expect(saved.json()).toMatchObject({
      createdById: 'network.manager',
      createdByName: 'Nora Network',
      lastUpdatedById: 'network.manager',
      lastUpdatedByName: 'Nora Network',
    });
    expect(
      (
        await send(
          'network.manager',
          'PUT',
          'UpdateRiskPoolRate',
          rate({ rateId: first.rateId, version: current.version, surplusSharePercent: '0.2' }),
        )
      ).statusCode,
    ).toBe(409);
    const history = (
      await get('network.manager', `GetRiskPoolRateChangeHistory?ipaCode=${CODE}&objectId=${first.rateId}`)
    ).json();
    expect(history[0].differences).toEqual([{ name: 'Surplus Share %', currentValue: '0.0000', newValue: '0.1000' }]);
    const ids = history.map((record: { id: number }) => record.id);
    expect((await send('network.manager', 'PUT', 'ApproveRiskPoolRateHistoryChanges', ids)).json().message).toBe(
      RATE_MESSAGES.ownChange,
    );
    expect((await send('network.viewer', 'PUT', 'ApproveRiskPoolRateHistoryChanges', ids)).statusCode).toBe(403);
    expect((await send('network.approver', 'PUT', 'ApproveRiskPoolRateHistoryChanges', ids)).statusCode).toBe(200);
    const after = (await get('network.viewer', `GetRiskPoolRates?IpaCode=${CODE}`))
      .json()
      .items.find((item: { rateId: number }) => item.rateId === first.rateId);
    expect(after).toMatchObject({ lastApprovedById: 'network.approver', lastApprovedByName: 'April Approver' });
  });

  it('is refused on the server when the risk pool flag is off', async () => {
    await t.database.pool.query("update feature_flags set is_active = false where name = 'enable-risk-pool-tab'");
    expect((await get('network.manager', `GetRiskPoolRates?IpaCode=${CODE}`)).statusCode).toBe(403);
    await t.database.pool.query("update feature_flags set is_active = true where name = 'enable-risk-pool-tab'");
  });

  it('exports RiskPoolRates-report.xlsx with the banner, without sequence, active and the formatted effective date', async () => {
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: `${base}/ExportRiskPoolRates`,
      payload: exportBody({ IpaCode: CODE }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('RiskPoolRates-report.xlsx');
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Cap Rates Report');
    const headers = (sheet.getRow(2).values as unknown[]).filter(Boolean);
    expect(headers).not.toContain('Sequence');
    expect(headers).not.toContain('Active');
    expect(headers).not.toContain('Effective Date');
    expect(headers).toContain('Hospital Budget %');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(2 + 3);
    // Who approved, by name as the grid shows it, and by username.
    const column = (header: string) => (sheet.getRow(2).values as unknown[]).indexOf(header);
    const approvers = Array.from({ length: sheet.rowCount - 2 }, (_, index) => sheet.getRow(index + 3));
    expect(approvers.map((row) => row.getCell(column('Last Approved By')).value)).toContain('April Approver');
    expect(approvers.map((row) => row.getCell(column('Last Approved By (Username)')).value)).toContain(
      'network.approver',
    );
  });
});
