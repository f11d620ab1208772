import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { SGA_BOTH_MESSAGE } from '@portal/contracts/ipa-admin/gain-share';
import { auditEventsOf, countRows, createTestIpa } from './ipa-rates.test-helpers.ts';
import { exportBody } from '../../../test/export-request.ts';
import { firstSheet } from '../../../test/export-file.ts';

let t: TestApp;
const CODE = 'GST01';
const base = '/api/IpaGainShareRate';

const rate = (overrides: Record<string, unknown> = {}) => ({
  ipaCode: CODE,
  capRevenue: 'CR01',
  effectiveStartDate: '2024-01-01',
  effectiveEndDate: '2024-12-31',
  profitSharePercent: '0.5',
  partCRevenuePmPm: '10',
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

describe('gain share rates', () => {
  let first: { rateId: number; version: number };

  it('the network manager creates a rate: sequence 1, padded decimals, a pending history record and an audit row', async () => {
    const response = await send('network.manager', 'POST', 'CreateGainShareRate', rate());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      sequence: 1,
      profitSharePercent: '0.5000',
      partCRevenuePmPm: '10.00',
      partitionKey: CODE,
      hasPendingChanges: true,
      createdById: 'network.manager',
      gainShareTieredRates: [],
    });
    first = body;
    const history = (
      await get('network.viewer', `GetGainShareRateChangeHistory?ipaCode=${CODE}&objectId=${body.rateId}`)
    ).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ updatedBy: 'network.manager', approvedAt: null });
    expect(history[0].differences).toContainEqual({ name: 'Profit Share %', currentValue: null, newValue: '0.5000' });
    expect((await auditEventsOf(t, 'GainShareRateCreated')).at(-1)).toMatchObject({
      user_id: 'network.manager',
      module_id: 191,
    });
  });

  it('refuses overlap with the effective and end date messages, and creates nothing', async () => {
    const before = await countRows(t, 'gain_share_rates');
    const start = await send(
      'network.manager',
      'POST',
      'CreateGainShareRate',
      rate({ effectiveStartDate: '2024-06-01', effectiveEndDate: '2025-03-31' }),
    );
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(RATE_MESSAGES.effectiveOverlap);
    await send(
      'network.manager',
      'POST',
      'CreateGainShareRate',
      rate({ effectiveStartDate: '2025-07-01', effectiveEndDate: '2025-12-31' }),
    );
    const end = await send(
      'network.manager',
      'POST',
      'CreateGainShareRate',
      rate({ effectiveStartDate: '2025-01-01', effectiveEndDate: '2025-08-01' }),
    );
    expect(end.json().message).toBe(RATE_MESSAGES.endOverlap);
    expect(await countRows(t, 'gain_share_rates')).toBe(before + 1);
  });

  it('gives each required and format message of spec §5', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ effectiveStartDate: '' }, RATE_MESSAGES.effectiveDateRequired],
      [{ effectiveEndDate: '' }, RATE_MESSAGES.endDateRequired],
      [{ capRevenue: '' }, RATE_MESSAGES.capRevenueRequired],
      [{ revenuePercent: '1.23456' }, RATE_MESSAGES.format4],
      [{ partDRevenuePmPm: '1.234' }, RATE_MESSAGES.format2],
      [{ isSgaPmPm: true, isSgaRevenuePercent: true }, SGA_BOTH_MESSAGE],
    ];
    for (const [overrides, message] of cases) {
      const response = await send(
        'network.manager',
        'POST',
        'CreateGainShareRate',
        rate({ effectiveStartDate: '2025-01-01', effectiveEndDate: '2025-02-01', ...overrides }),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('says no slot is left when the IPA period is covered', async () => {
    expect(
      (
        await send(
          'network.manager',
          'POST',
          'CreateGainShareRate',
          rate({ effectiveStartDate: '2025-01-01', effectiveEndDate: '2025-06-30' }),
        )
      ).statusCode,
    ).toBe(200);
    const response = await send(
      'network.manager',
      'POST',
      'CreateGainShareRate',
      rate({ effectiveStartDate: '2025-02-01', effectiveEndDate: '2025-03-01' }),
    );
    expect(response.json().message).toBe(RATE_MESSAGES.noFreeSlot);
  });

  it('adds tiers with member-count rules and their overlap messages; tiers are listed by descending rateId with the parent dates', async () => {
    const one = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: {
        parentRateId: first.rateId,
        ipaCode: CODE,
        memberCountStart: 1,
        memberCountEnd: 100,
        profitSharePercent: '0.1',
      },
    });
    expect(one.statusCode).toBe(200);
    await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 101, memberCountEnd: 200 },
    });
    const startOverlap = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 150, memberCountEnd: 300 },
    });
    expect(startOverlap.json().message).toBe(RATE_MESSAGES.memberCountStartOverlap);
    const endOverlap = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 0 + 300, memberCountEnd: 400 },
    });
    expect(endOverlap.statusCode).toBe(200);
    const endInside = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 250, memberCountEnd: 350 },
    });
    expect(endInside.json().message).toBe(RATE_MESSAGES.memberCountEndOverlap);
    const missing = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountEnd: 5 },
    });
    expect(missing.json().message).toBe(RATE_MESSAGES.memberCountStartRequired);
    const missingEnd = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 500 },
    });
    expect(missingEnd.json().message).toBe(RATE_MESSAGES.memberCountEndRequired);
    const order = await send('network.manager', 'POST', 'CreateGainShareTieredRate', {
      data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 500, memberCountEnd: 500 },
    });
    expect(order.json().message).toBe(RATE_MESSAGES.memberCountEndMin);
    const list = (await get('network.viewer', `GetListOfGainShareRates?IpaCode=${CODE}`)).json();
    const parent = list.items.find((item: { rateId: number }) => item.rateId === first.rateId);
    const ids = parent.gainShareTieredRates.map((tier: { rateId: number }) => tier.rateId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // A tier's own history (the tier dialog): that tier's changes only, as plain differences.
    const tier = parent.gainShareTieredRates.find((item: { memberCountStart: number }) => item.memberCountStart === 1);
    const tierHistory = (
      await get('network.viewer', `GetGainShareTieredRateChangeHistory?ipaCode=${CODE}&objectId=${tier.rateId}`)
    ).json();
    expect(tierHistory).toHaveLength(1);
    expect(tierHistory[0]).toMatchObject({ objectId: tier.rateId, tieredRatesDifferences: [] });
    expect(tierHistory[0].differences).toContainEqual({
      name: 'Member Count Start',
      currentValue: null,
      newValue: '1',
    });
    expect(parent.gainShareTieredRates[0]).toMatchObject({
      effectiveStartDate: '2024-01-01',
      effectiveEndDate: '2024-12-31',
      sequence: 'Range (300 - 400)',
    });
    expect(list.items.map((item: { sequence: number }) => item.sequence)).toEqual(
      [...list.items.map((item: { sequence: number }) => item.sequence)].sort((a, b) => b - a),
    );
  });

  it('records who changed which field from what to what, refuses a stale version (409)', async () => {
    const current = (await get('network.manager', `GetListOfGainShareRates?IpaCode=${CODE}`))
      .json()
      .items.find((item: { rateId: number }) => item.rateId === first.rateId);
    const saved = await send(
      'network.manager',
      'PUT',
      'UpdateGainShareRate',
      rate({ rateId: first.rateId, version: current.version, profitSharePercent: '0.75' }),
    );
    expect(saved.statusCode).toBe(200);
    const stale = await send(
      'network.manager',
      'PUT',
      'UpdateGainShareRate',
      rate({ rateId: first.rateId, version: current.version, profitSharePercent: '0.8' }),
    );
    expect(stale.statusCode).toBe(409);
    const history = (
      await get('network.manager', `GetGainShareRateChangeHistory?ipaCode=${CODE}&objectId=${first.rateId}`)
    ).json();
    expect(history[0].differences).toEqual([{ name: 'Profit Share %', currentValue: '0.5000', newValue: '0.7500' }]);
  });

  it('the maker cannot approve; another manager approves one group; lastApprovedById is set', async () => {
    const history = (
      await get(
        'network.manager',
        `GetGainShareRateChangeHistory?ipaCode=${CODE}&objectId=${first.rateId}&pendingOnly=true`,
      )
    ).json();
    const ids = history.map((record: { id: number }) => record.id);
    // The rate's history carries its tiers' changes as tieredRatesDifferences (spec §3), approved from the same dialog.
    const tierRecord = history.find(
      (record: { tieredRatesDifferences: unknown[] }) => record.tieredRatesDifferences.length > 0,
    );
    expect(tierRecord.tieredRatesDifferences[0].differences).toContainEqual(
      expect.objectContaining({ name: 'Member Count Start', currentValue: null }),
    );
    const own = await send('network.manager', 'PUT', 'ApproveGainShareRateHistoryChanges', ids);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(RATE_MESSAGES.ownChange);
    const viewer = await send('network.viewer', 'PUT', 'ApproveGainShareRateHistoryChanges', ids);
    expect(viewer.statusCode).toBe(403);
    const approved = await send('network.approver', 'PUT', 'ApproveGainShareRateHistoryChanges', [ids[0]]);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()[0]).toMatchObject({ approvedBy: 'network.approver' });
    const missing = await send('network.approver', 'PUT', 'ApproveGainShareRateHistoryChanges', [999999]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RATE_MESSAGES.approveTargetMissing);
    const all = await send('network.approver', 'PUT', 'ApproveGainShareRateHistoryChanges', ids);
    expect(all.json().every((record: { approvedBy: string | null }) => record.approvedBy === 'network.approver')).toBe(
      true,
    );
    const list = (await get('network.manager', `GetListOfGainShareRates?IpaCode=${CODE}`)).json();
    expect(list.items.find((item: { rateId: number }) => item.rateId === first.rateId)).toMatchObject({
      lastApprovedById: 'network.approver',
    });
    expect((await auditEventsOf(t, 'RateChangesApproved')).length).toBeGreaterThanOrEqual(2);
  });

  it('an approval and a new change arriving together never lose either', async () => {
    for (let round = 0; round < 5; round += 1) {
      const current = (await get('network.manager', `GetListOfGainShareRates?IpaCode=${CODE}`))
        .json()
        .items.find((item: { rateId: number }) => item.rateId === first.rateId);
      const pending = (
        await get(
          'network.approver',
          `GetGainShareRateChangeHistory?ipaCode=${CODE}&objectId=${first.rateId}&pendingOnly=true`,
        )
      )
        .json()
        .map((record: { id: number }) => record.id);
      const value = `0.${round + 1}`;
      const [approve, change] = await Promise.all([
        pending.length > 0
          ? send('network.approver', 'PUT', 'ApproveGainShareRateHistoryChanges', pending)
          : Promise.resolve(undefined),
        send(
          'network.manager',
          'PUT',
          'UpdateGainShareRate',
          rate({ rateId: first.rateId, version: current.version, revenuePercent: value }),
        ),
      ]);
      if (approve) expect(approve.statusCode).toBe(200);
      expect(change.statusCode).toBe(200);
      expect(change.json().revenuePercent).toBe(`${value}000`);
      const history = (
        await get('network.manager', `GetGainShareRateChangeHistory?ipaCode=${CODE}&objectId=${first.rateId}`)
      ).json();
      // The change just saved is pending (never approved unseen); everything the approver saw is approved.
      const newest = history.find((record: { differences: { newValue: string }[] }) =>
        record.differences.some((d) => d.newValue === `${value}000`),
      );
      expect(newest.approvedAt).toBeNull();
      for (const id of pending)
        expect(history.find((record: { id: number }) => record.id === id).approvedBy).toBe('network.approver');
    }
  });

  it('tier changes have their own history and approval', async () => {
    const parent = (await get('network.manager', `GetListOfGainShareRates?IpaCode=${CODE}`))
      .json()
      .items.find((item: { rateId: number }) => item.rateId === first.rateId);
    const tier = parent.gainShareTieredRates.at(-1);
    const saved = await send('network.manager', 'PUT', 'UpdateGainShareTieredRate', {
      data: { ...tier, parentRateId: first.rateId, ipaCode: CODE, notes: 'renegotiated' },
    });
    expect(saved.statusCode).toBe(200);
    const history = (
      await get('network.manager', `GetGainShareTieredRateChangeHistory?ipaCode=${CODE}&objectId=${tier.rateId}`)
    ).json();
    expect(history[0].differences).toEqual([{ name: 'Notes', currentValue: null, newValue: 'renegotiated' }]);
    const approved = await send(
      'network.approver',
      'PUT',
      'ApproveGainShareTieredRateHistoryChanges',
      history.map((record: { id: number }) => record.id),
    );
    expect(approved.statusCode).toBe(200);
  });

  it('refuses the viewer every write', async () => {
    expect((await send('network.viewer', 'POST', 'CreateGainShareRate', rate())).statusCode).toBe(403);
    expect(
      (
        await send('network.viewer', 'POST', 'CreateGainShareTieredRate', {
          data: { parentRateId: first.rateId, ipaCode: CODE, memberCountStart: 900, memberCountEnd: 901 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('exports GainShareRates-report.xlsx with the banner, rates and tiers', async () => {
    const response = await t.as('network.viewer', {
      method: 'POST',
      url: `${base}/ExportGainShareRates`,
      payload: exportBody({ IpaCode: CODE }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('GainShareRates-report.xlsx');
    const sheet = await firstSheet(response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('Cap Rates Report');
    const headers = (sheet.getRow(2).values as unknown[]).filter(Boolean);
    expect(headers).toContain('Sequence');
    expect(headers).toContain('Profit Share %');
    const ranges: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 2) ranges.push(row.getCell(3).value);
    });
    expect(ranges).toContain('Range (1 - 100)');
  });

  it('two simultaneous overlapping creates: exactly one wins', async () => {
    await createTestIpa(t, 'GST02', '2024-01-01', '2026-12-31');
    const body = rate({ ipaCode: 'GST02' });
    const results = await Promise.all([
      send('network.manager', 'POST', 'CreateGainShareRate', body),
      send('network.approver', 'POST', 'CreateGainShareRate', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await countRows(t, 'gain_share_rates', "ipa_code = 'GST02'")).toBe(1);
  });
});
