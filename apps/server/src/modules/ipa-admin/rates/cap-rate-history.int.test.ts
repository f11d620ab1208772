import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestIpa } from './ipa-rates.test-helpers.ts';

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

describe('cap rate change history and approval (four eyes, as for gain share and risk pool)', () => {
  const history = async (user: string, id: number, pendingOnly = true) =>
    t.as(user, {
      method: 'GET',
      url: `/api/CapRate/GetCapRateChangeHistory?ipaCode=${CODE}&objectId=${id}&pendingOnly=${pendingOnly}`,
    });
  const approve = (user: string, ids: number[]) =>
    t.as(user, { method: 'PUT', url: '/api/CapRate/ApproveCapRateHistoryChanges', payload: ids });
  const detail = async (id: number) =>
    (await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapRateDetail?id=${id}` })).json();
  const ids = (records: { id: number }[]) => records.map((record) => record.id);

  it('the network manager changes a cap rate; the change waits, he cannot approve it himself, the approver can; the viewer cannot', async () => {
    const created = (
      await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ companyCode: 'APR' }))
    ).json();
    expect(created).toMatchObject({ hasPendingChanges: true, lastApprovedById: null });
    const saved = await post(
      'network.manager',
      '/api/CapRate/OverwriteExistingCapRate',
      capRate({ ...created, companyCode: 'APR', premiumPCT: '0.9' }),
    );
    expect(saved.statusCode).toBe(200);

    const pending = (await history('network.manager', created.id)).json();
    expect(pending).toHaveLength(2);
    // The username (spec §3) and the person's name the dialog shows.
    expect(pending[0]).toMatchObject({
      updatedBy: 'network.manager',
      updatedByName: 'Nora Network',
      approvedAt: null,
      approvedBy: null,
      approvedByName: null,
    });
    expect(pending[0].differences).toEqual([{ name: 'Premium PCT', currentValue: '0.8500', newValue: '0.9000' }]);
    // The create is a change from nothing; dates read MM/dd/yyyy.
    expect(pending[1].differences).toEqual(
      expect.arrayContaining([
        { name: 'Effective Date', currentValue: null, newValue: '01/01/2024' },
        { name: 'PMPM Amount', currentValue: null, newValue: '12.50' },
      ]),
    );

    const own = await approve('network.manager', ids(pending));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(RATE_MESSAGES.ownChange);
    expect((await history('network.manager', created.id)).json()).toHaveLength(2);
    expect((await detail(created.id)).hasPendingChanges).toBe(true);

    expect((await approve('network.viewer', ids(pending))).statusCode).toBe(403);
    expect((await history('network.viewer', created.id)).statusCode).toBe(200);
    expect((await history('no.modules', created.id)).statusCode).toBe(403);

    const approved = await approve('network.approver', ids(pending));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().every((record: { approvedBy: string }) => record.approvedBy === 'network.approver')).toBe(
      true,
    );
    expect(approved.json()[0]).toMatchObject({ approvedByName: 'April Approver', updatedByName: 'Nora Network' });
    expect((await history('network.manager', created.id)).json()).toEqual([]);
    // The form and the grid name who created, updated and approved the rate; the record keeps the usernames.
    const people = {
      createdBy: 'network.manager',
      createdByName: 'Nora Network',
      updatedBy: 'network.manager',
      updatedByName: 'Nora Network',
      lastApprovedById: 'network.approver',
      lastApprovedByName: 'April Approver',
    };
    expect(await detail(created.id)).toMatchObject({ hasPendingChanges: false, ...people });
    const list = (await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapRates?IpaCode=${CODE}` }))
      .json()
      .items.find((item: { id: number }) => item.id === created.id);
    expect(list).toMatchObject(people);
    await t.database.pool.query("update cap_rates set created_by = 'former.manager' where id = $1", [created.id]);
    expect(await detail(created.id)).toMatchObject({ createdBy: 'former.manager', createdByName: null });
    const audit = await t.database.pool.query(
      "select user_id, details from audit_events where event_type = 'RateChangesApproved' order by id desc limit 1",
    );
    expect(audit.rows[0]).toMatchObject({
      user_id: 'network.approver',
      details: { kinds: ['cap-rate'], objectIds: [created.id] },
    });
  });

  it('a stale overwrite gets 409 and records no change; deactivating is a change that waits for approval', async () => {
    const created = (
      await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ companyCode: 'STL' }))
    ).json();
    expect(
      (
        await post(
          'network.manager',
          '/api/CapRate/OverwriteExistingCapRate',
          capRate({ ...created, companyCode: 'STL', notes: 'one' }),
        )
      ).statusCode,
    ).toBe(200);
    const stale = await post(
      'network.approver',
      '/api/CapRate/OverwriteExistingCapRate',
      capRate({ ...created, companyCode: 'STL', notes: 'two' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleRecordBy('Nora Network'));
    const all = (await history('network.viewer', created.id, false)).json();
    expect(all).toHaveLength(2);
    expect(all.some((record: { updatedBy: string }) => record.updatedBy === 'network.approver')).toBe(false);

    await approve('network.approver', ids(all));
    const off = await post('network.manager', '/api/CapRate/DeactivateCapRate', {
      id: created.id,
      version: Number(created.version) + 1,
    });
    expect(off.json()).toMatchObject({ active: false, hasPendingChanges: true });
    const [change] = (await history('network.viewer', created.id)).json();
    expect(change.differences).toEqual([{ name: 'Active', currentValue: 'Yes', newValue: 'No' }]);
  });

  it("changes of the cap rate's tiers and special rates show in its history and need another manager's approval", async () => {
    const created = (
      await post('network.manager', '/api/CapRate/AddNewCapRate', capRate({ companyCode: 'SUB' }))
    ).json();
    await approve('network.approver', ids((await history('network.viewer', created.id)).json()));
    expect((await detail(created.id)).hasPendingChanges).toBe(false);

    const tier = (
      await post('network.manager', '/api/CapTieredRate/AddNewCapTieredRate', {
        capId: created.id,
        ipaCode: CODE,
        memberCountStart: 1,
        memberCountEnd: 50,
        effDate: created.effDate,
        endDate: created.endDate,
        pmPmAmt: '20',
      })
    ).json();
    const special = (
      await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', {
        ipaCapId: created.id,
        ipaCode: CODE,
        contractCode: 'H1111',
        premiumPCT: '0.95',
        effDate: created.effDate,
        endDate: created.endDate,
      })
    ).json();
    const updated = await post('network.manager', '/api/CapSpecialRate/UpdateCapSpecialRate', {
      ...special,
      pbp: special.pbp ?? '',
      countyDescription: special.countyDescription ?? '',
      premiumPCT: '0.97',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ createdByName: 'Nora Network', updatedByName: 'Nora Network' });
    expect((await detail(created.id)).hasPendingChanges).toBe(true);
    // The forms and the tree name who created and updated a tier or special rate.
    expect(tier).toMatchObject({ createdBy: 'network.manager', createdByName: 'Nora Network', updatedByName: null });
    const tierDetail = await t.as('network.viewer', {
      method: 'GET',
      url: `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${CODE}&capId=${created.id}&sequence=${tier.sequence}`,
    });
    expect(tierDetail.json()).toMatchObject({ id: tier.id, createdByName: 'Nora Network' });
    const subRates = (
      await t.as('network.viewer', { method: 'GET', url: `/api/CapRate/GetCapSubRates?IpaCode=${CODE}` })
    ).json().items;
    expect(subRates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: tier.id, capSubRateType: 'Tiered', createdByName: 'Nora Network' }),
        expect.objectContaining({ id: special.id, capSubRateType: 'Special', updatedByName: 'Nora Network' }),
      ]),
    );

    const pending = (await history('network.viewer', created.id)).json();
    const subChanges = pending.flatMap(
      (record: { tieredRatesDifferences: { label: string; differences: { name: string; newValue: string }[] }[] }) =>
        record.tieredRatesDifferences,
    );
    expect(subChanges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: `Tier ${tier.id}`,
          differences: expect.arrayContaining([{ name: 'PMPM Amount', currentValue: null, newValue: '20.00' }]),
        }),
        expect.objectContaining({
          label: `Special Rate ${special.id}`,
          differences: [{ name: 'Premium PCT', currentValue: '0.9500', newValue: '0.9700' }],
        }),
      ]),
    );
    expect((await approve('network.manager', ids(pending))).json().message).toBe(RATE_MESSAGES.ownChange);
    expect((await approve('network.approver', ids(pending))).statusCode).toBe(200);
    expect((await detail(created.id)).hasPendingChanges).toBe(false);

    // Deleting a special rate is a change of money terms too.
    await post('network.manager', '/api/CapSpecialRate/AddNewCapSpecialRate', {
      ipaCapId: created.id,
      ipaCode: CODE,
      contractCode: 'H2222',
      effDate: created.effDate,
      endDate: created.endDate,
    });
    await approve('network.approver', ids((await history('network.viewer', created.id)).json()));
    const current = (
      await t.as('network.viewer', {
        method: 'GET',
        url: `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${special.id}`,
      })
    ).json();
    expect(
      (
        await t.as('network.manager', {
          method: 'DELETE',
          url: `/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=${special.id}&version=${current.version}`,
        })
      ).statusCode,
    ).toBe(200);
    const [deletion] = (await history('network.viewer', created.id)).json();
    expect(deletion.tieredRatesDifferences[0]).toMatchObject({
      label: `Special Rate ${special.id}`,
      differences: [{ name: 'Deleted', currentValue: 'No', newValue: 'Yes' }],
    });
  });
});
