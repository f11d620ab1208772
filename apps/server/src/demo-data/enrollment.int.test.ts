import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface SeededItem {
  id: number;
  status: string;
  brokerCode: string | null;
  formBroker: string | null;
  memberId: string | null;
  accepted: boolean;
}

const search = async (query: string) =>
  (await t.as('enroll.manager', { method: 'GET', url: `/api/MemberEnrollment/SearchEnrollments?${query}` })).json<{
    items: { avaWorkItemId: number; memberId: string | null }[];
    total: number;
  }>();

describe('demo enrollment work items', () => {
  let items: SeededItem[] = [];
  beforeAll(async () => {
    items = (
      await t.database.pool.query<SeededItem>(
        `select w.id::int, w.processing_status as status, w.broker_code as "brokerCode", w.form->>'brokerCode' as "formBroker",
                w.member_id as "memberId",
                exists (select 1 from enrollment_submissions s where s.work_item_id = w.id and s.operation = 'SubmitEnrollment'
                          and s.processing_status = 'Succeeded') as accepted
           from enrollment_work_items w where w.file_name is not null or w.online_enroll_reference_no is not null order by w.id`,
      )
    ).rows;
  });

  it('a realistic share came through an active broker, and the Broker filter finds them', async () => {
    const brokered = items.filter((item) => item.brokerCode !== null);
    expect(brokered.length / items.length).toBeGreaterThan(0.25);
    expect(brokered.length / items.length).toBeLessThan(0.6);
    expect(items.every((item) => item.formBroker === item.brokerCode)).toBe(true);
    const active = (
      await t.database.pool.query<{ code: string }>('select code from enrollment_brokers where is_active')
    ).rows.map((row) => row.code);
    expect(brokered.filter((item) => !active.includes(item.brokerCode ?? ''))).toEqual([]);

    const code = brokered[0]!.brokerCode!;
    const found = await search(`broker=${code}&isMyEnrollment=false`);
    expect(found.total).toBe(brokered.filter((item) => item.brokerCode === code).length);
  });

  it('each item names its sales rep, so the Sales Rep column reads as the lookup does', async () => {
    const { rows } = await t.database.pool.query<{
      code: string;
      name: string | null;
      formName: string | null;
      lookup: string;
    }>(
      `select w.sales_rep_code as code, w.sales_rep_name as name, w.form->>'pbpSalesRep' as "formName", r.full_name as lookup
         from enrollment_work_items w join enrollment_sales_reps r on r.code = w.sales_rep_code`,
    );
    expect(rows.length).toBe(items.length);
    expect(rows.filter((row) => row.name !== row.lookup || row.formName !== row.lookup)).toEqual([]);
    const found = await search(`salesRep=${rows[0]!.code}&isMyEnrollment=false`);
    expect(found.total).toBe(rows.filter((row) => row.code === rows[0]!.code).length);
  });

  it('an item the enrollment system accepted carries the member id it produced; the others have none yet', async () => {
    const accepted = items.filter((item) => item.accepted);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((item) => item.status === 'Completed')).toBe(true);
    expect(accepted.filter((item) => item.memberId !== `M${String(item.id).padStart(9, '0')}`)).toEqual([]);
    expect(items.filter((item) => !item.accepted && item.memberId !== null)).toEqual([]);
    // A produced id is not one of the reference members'.
    const clash = await t.database.pool.query('select 1 from members where member_id = any($1::text[])', [
      accepted.map((item) => item.memberId),
    ]);
    expect(clash.rowCount).toBe(0);

    const item = accepted[0]!;
    const found = await search(`memberId=${item.memberId!.toLowerCase()}&isMyEnrollment=false`);
    expect(found.items.map((row) => [row.avaWorkItemId, row.memberId])).toEqual([[item.id, item.memberId]]);
    const audit = await t.database.pool.query<{ details: { memberId: string } }>(
      `select details from audit_events where item_id = $1 and event_type = 'newMemberId'`,
      [String(item.id)],
    );
    expect(audit.rows.map((row) => row.details.memberId)).toEqual([item.memberId]);
  });
});
