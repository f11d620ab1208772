import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHANGE_REQUEST_TYPES } from '@portal/contracts/enrollment/enrollment-codes';
import { newMemberIdFor, simulatedOutboundQueue } from '../platform/integrations/enrollment-outbound.ts';
import { processOutboundSubmission } from '../modules/enrollment/enrollment-outbound.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

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
  requestType: string | null;
  accepted: boolean;
}

const PLAN_CHANGES: readonly string[] = PLAN_CHANGE_REQUEST_TYPES;

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
                w.member_id as "memberId", w.request_type as "requestType",
                exists (select 1 from enrollment_submissions s where s.work_item_id = w.id and s.operation = 'SubmitEnrollment'
                          and s.processing_status = 'Succeeded') as accepted
           from enrollment_work_items w where w.file_name is not null or w.online_enroll_reference_no is not null order by w.id`,
      )
    ).rows;
  });

  it('items are numbered in the order they were generated (deterministic ids: a paper file name ends in its id)', async () => {
    const { rows } = await t.database.pool.query<{ id: number; fileName: string }>(
      `select id::int, file_name as "fileName" from enrollment_work_items where file_name like 'APP\\_%' order by id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.fileName.endsWith(`_${String(row.id).padStart(7, '0')}.pdf`))).toEqual([]);
  });

  it('no item was received or signed later than today in Los Angeles, so each can be saved as it is', async () => {
    const { rows } = await t.database.pool.query<{ id: number; received: string; signed: string }>(
      `select id::int, form->>'applicationReceiptDate' as received, form->>'applicationSignatureDate' as signed
         from enrollment_work_items where file_name is not null or online_enroll_reference_no is not null`,
    );
    expect(rows.length).toBe(items.length);
    const today = todayInLosAngeles();
    expect(rows.filter((row) => row.received > today || row.signed > row.received)).toEqual([]);
  });

  it("each item's Home County is the one the form's ZIP look-up gives its home ZIP", async () => {
    const { rows } = await t.database.pool.query<{ id: number; zip: string; county: string | null }>(
      `select id::int, form->>'homeZipCode' as zip, form->>'homeCounty' as county from enrollment_work_items
        where file_name is not null or online_enroll_reference_no is not null order by id`,
    );
    expect(rows.length).toBe(items.length);
    const countyOf = new Map<string, string | null>();
    for (const zip of new Set(rows.map((row) => row.zip))) {
      const answer = await t.as('enroll.processor', {
        method: 'GET',
        url: `/api/MemberEnrollmentLookup/GetZipCodeCity?zipCode=${zip}`,
      });
      expect(answer.statusCode, zip).toBe(200);
      countyOf.set(zip, answer.json<{ county: string | null }>().county);
    }
    expect(rows.filter((row) => !row.county || row.county !== countyOf.get(row.zip))).toEqual([]);
  });

  it("each item's Gender and Language are codes of the lists the form's boxes offer, so the boxes name them", async () => {
    const codes = async (url: string) =>
      (await t.as('enroll.processor', { method: 'GET', url }))
        .json<{ items: { code: string }[] }>()
        .items.map((item) => item.code);
    const genders = await codes('/api/MemberEnrollmentLookup/Gender');
    const languages = await codes(
      '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=Language',
    );
    const { rows } = await t.database.pool.query<{ id: number; gender: string | null; language: string | null }>(
      `select id::int, form->>'gender' as gender, form->>'mainLanguage' as language from enrollment_work_items
        where file_name is not null or online_enroll_reference_no is not null order by id`,
    );
    expect(rows.length).toBe(items.length);
    expect(
      rows.filter((row) => !genders.includes(row.gender ?? '') || !languages.includes(row.language ?? '')),
    ).toEqual([]);
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

  it("a plan change is an existing member's: their id, MBI, name, birth date and address, a plan of their company", async () => {
    const { rows } = await t.database.pool.query<{
      id: number;
      requestType: string;
      memberId: string | null;
      found: boolean;
      sameMember: boolean;
      sameAddress: boolean;
      sameCompany: boolean;
      sameContract: boolean;
      samePlan: boolean;
      company: string;
    }>(
      `select w.id::int, w.request_type as "requestType", w.member_id as "memberId", m.id is not null as found,
              (m.mbi, m.first_name, m.last_name, m.date_of_birth) = (w.medicare_id, w.first_name, w.last_name, w.birthdate)
                and (w.form->>'medicareId', w.form->>'firstName', w.form->>'lastName', w.form->>'birthdate')
                  = (m.mbi, m.first_name, m.last_name, m.date_of_birth::text) as "sameMember",
              (w.form->>'homeStreet1', coalesce(w.form->>'homeStreet2', ''), w.form->>'homeCity', w.form->>'homeState',
               w.form->>'homeZipCode', w.form->>'homePhone')
                = (m.address1, coalesce(m.address2, ''), m.city, m.state_code, m.zip5, m.phone) as "sameAddress",
              m.company_code as company, p.company_code = m.company_code as "sameCompany", w.contract_code = m.contract_code as "sameContract",
              (w.contract_code, w.pbp_code) = (m.contract_code, m.pbp_code) as "samePlan"
         from enrollment_work_items w
         left join members m on m.member_id = w.member_id
         left join plans p on p.plan_year = extract(year from now())::int and (p.contract_code, p.pbp_code) = (w.contract_code, w.pbp_code)
        where w.request_type = any($1::text[]) order by w.id`,
      [PLAN_CHANGES],
    );
    expect(rows.length).toBeGreaterThan(10);
    const wrong = rows.filter(
      (row) =>
        !row.found ||
        !row.sameMember ||
        !row.sameAddress ||
        !row.sameCompany ||
        row.samePlan ||
        row.sameContract !== (row.requestType === 'PbpChange'),
    );
    expect(wrong).toEqual([]);
    // From across the plan's companies, not one company's block of members.
    expect(new Set(rows.map((row) => row.company)).size).toBeGreaterThan(2);

    // Member Search finds the member a plan change names.
    const item = rows[0]!;
    const found = await t.as('member.services', { method: 'GET', url: `/odata/members?searchTerm=${item.memberId!}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ items: { memberId: string }[] }>().items.map((member) => member.memberId)).toContain(
      item.memberId,
    );
  });

  it('member ids tell the live story: a new member accepted gets the id the system of record produced, a plan change keeps its own', async () => {
    const accepted = items.filter((item) => item.accepted);
    expect(accepted.every((item) => item.status === 'Completed')).toBe(true);
    const newMembers = accepted.filter((item) => !PLAN_CHANGES.includes(item.requestType ?? ''));
    expect(newMembers.length).toBeGreaterThan(0);
    for (const item of newMembers) {
      const { rows } = await t.database.pool.query<{ payload: Record<string, unknown> }>(
        `select payload from enrollment_submissions where work_item_id = $1 and operation = 'SubmitEnrollment'`,
        [item.id],
      );
      const answer = await simulatedOutboundQueue.send(t.database.db, {
        enrollmentID: item.id,
        instanceId: 'demo',
        operation: 'SubmitEnrollment',
        attempt: 1,
        payload: rows[0]!.payload,
      });
      expect(answer.ok && answer.member).toEqual({ id: item.memberId, existing: false });
    }
    // Nothing else has a member id but a plan change (its member's own).
    expect(
      items.filter(
        (item) => item.memberId !== null && !item.accepted && !PLAN_CHANGES.includes(item.requestType ?? ''),
      ),
    ).toEqual([]);
    expect(items.filter((item) => PLAN_CHANGES.includes(item.requestType ?? '') && item.memberId === null)).toEqual([]);
    // The live flow writes no member record for a produced id (the system of record holds the member).
    const clash = await t.database.pool.query('select 1 from members where member_id = any($1::text[])', [
      newMembers.map((item) => item.memberId),
    ]);
    expect(clash.rowCount).toBe(0);
    // newMemberId is audited for a produced id only, as the outbound job does.
    const audited = await t.database.pool.query<{ itemId: string; memberId: string }>(
      `select item_id as "itemId", details->>'memberId' as "memberId" from audit_events where event_type = 'newMemberId' order by item_id::int`,
    );
    expect(audited.rows).toEqual(newMembers.map((item) => ({ itemId: String(item.id), memberId: item.memberId })));

    const item = newMembers[0]!;
    const found = await search(`memberId=${item.memberId!.toLowerCase()}&isMyEnrollment=false`);
    expect(found.items.map((row) => [row.avaWorkItemId, row.memberId])).toEqual([[item.id, item.memberId]]);
  });

  it('the live outbound job, run on demo items, does what the demo shows: a new id for a new member, none for a plan change', async () => {
    const open = async (planChange: boolean) =>
      (
        await t.database.pool.query<{ id: number; memberId: string | null }>(
          `select id::int, member_id as "memberId" from enrollment_work_items
            where processing_status in ('InProgress', 'WaitingForInfo', 'RequestForInfo') and (request_type = any($1::text[])) = $2
              and not exists (select 1 from enrollment_submissions s where s.work_item_id = enrollment_work_items.id)
            order by id limit 1`,
          [PLAN_CHANGES, planChange],
        )
      ).rows[0]!;
    for (const item of [await open(false), await open(true)]) {
      const submission = await t.database.pool.query<{ id: number }>(
        `insert into enrollment_submissions (work_item_id, operation, processing_status, automation_status, payload, submitted_by_name)
         select id, 'SubmitEnrollment', 'Queued', 'Pending', form, 'test' from enrollment_work_items where id = $1 returning id::int`,
        [item.id],
      );
      expect(await processOutboundSubmission(t.database.db, submission.rows[0]!.id)).toBe('Completed');
      const after = await t.database.pool.query<{ memberId: string; events: number }>(
        `select member_id as "memberId", (select count(*)::int from audit_events
                  where event_type = 'newMemberId' and item_id = $2) as events
           from enrollment_work_items where id = $1`,
        [item.id, String(item.id)],
      );
      expect(after.rows[0]).toEqual(
        item.memberId === null
          ? { memberId: newMemberIdFor(item.id), events: 1 }
          : { memberId: item.memberId, events: 0 },
      );
    }
  });
  it('a plan change submitted without a member id: the live job gives the member their own id back, not a new one', async () => {
    const { rows } = await t.database.pool.query<{ id: number; memberId: string; medicareId: string }>(
      `select id::int, member_id as "memberId", medicare_id as "medicareId" from enrollment_work_items
        where processing_status in ('InProgress', 'WaitingForInfo', 'RequestForInfo') and request_type = any($1::text[])
          and not exists (select 1 from enrollment_submissions s where s.work_item_id = enrollment_work_items.id)
        order by id limit 2`,
      [PLAN_CHANGES],
    );
    expect(rows).toHaveLength(2);
    const [byMbi, byName] = rows as [(typeof rows)[0], (typeof rows)[0]];
    // The first carries its MBI; the second was keyed with no MBI (the member is found by name and birth date).
    await t.database.pool.query(
      `update enrollment_work_items set member_id = null,
              form = case when id = $2 then form - 'medicareId' else form end where id = any($1::int[])`,
      [[byMbi.id, byName.id], byName.id],
    );
    for (const item of [byMbi, byName]) {
      const submission = await t.database.pool.query<{ id: number }>(
        `insert into enrollment_submissions (work_item_id, operation, processing_status, automation_status, payload, submitted_by_name)
         select id, 'SubmitEnrollment', 'Queued', 'Pending', form || jsonb_build_object('requestType', request_type), 'test'
           from enrollment_work_items where id = $1 returning id::int`,
        [item.id],
      );
      expect(await processOutboundSubmission(t.database.db, submission.rows[0]!.id)).toBe('Completed');
      const after = await t.database.pool.query<{ memberId: string; events: string[] }>(
        `select member_id as "memberId", array(select event_type from audit_events where item_id = $2 and user_id = 'system'
                  and event_type in ('newMemberId', 'ExistingMemberIdAssigned') order by id) as events
           from enrollment_work_items where id = $1`,
        [item.id, String(item.id)],
      );
      expect(after.rows[0], `item ${item.id}`).toEqual({
        memberId: item.memberId,
        events: ['ExistingMemberIdAssigned'],
      });
    }
  });
});
