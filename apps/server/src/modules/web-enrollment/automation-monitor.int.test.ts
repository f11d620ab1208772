import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_FEATURE_FLAGS } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import { OUTBOUND_JOB } from '../enrollment/enrollment-outbound.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Six more failed submissions of our own (with their attempts), so paging is exercised whatever the demo data holds.
  await t.database.pool.query(
    `with items as (
       insert into enrollment_work_items (received_via, last_name, birthdate, medicare_id, created_by_name, processing_status)
       select 'Web Enrollment', 'Monitor' || i, date '1950-01-01' + i, '1EG4TE5MK7' || i, 'Paula Processor', 'Completed' from generate_series(1, 6) as i
       returning id),
     subs as (
       insert into enrollment_submissions (work_item_id, operation, processing_status, automation_status, automation_failed_reason, retry_count, payload, submitted_by_name)
       select id, 'SubmitEnrollment', 'Failed', 'ExceededRetry', 'Outbound queue timed out after 3 attempts', 3, '{}', 'Paula Processor' from items
       returning id, work_item_id)
     insert into enrollment_transaction_events (submission_id, work_item_id, automation_status, automation_notes, requeue_order)
     select id, work_item_id, 'ExceededRetry', 'Attempt 3: giving up', 0 from subs`,
  );
});
afterAll(async () => t.close());

interface Row {
  enrollmentID: number;
  instanceId: string;
  automationStatus: string;
  transactionEvents: { requeueOrder: number; isRequeued: boolean }[];
}
const load = async (user: string, query = '') =>
  t.as(user, { method: 'GET', url: `/api/MemberEnrollment/LoadFailedEnrollments${query}` });
const requeue = async (user: string, payload: unknown) =>
  t.as(user, {
    method: 'POST',
    url: '/api/MemberEnrollment/ResendEnrollmentToServiceBusQueue',
    payload: payload as object,
  });
const failedCount = async (status: string) =>
  (
    await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from enrollment_submissions where automation_status = $1',
      [status],
    )
  ).rows[0]!.n;

describe('Automation Monitor', () => {
  it('lists Exceeded Retry rows by default, 5 a page, with their transaction history', async () => {
    const response = await load('enroll.viewer');
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: Row[]; total: number }>();
    expect(page.total).toBe(await failedCount('ExceededRetry'));
    expect(page.total).toBeGreaterThan(5);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((row) => row.automationStatus === 'ExceededRetry')).toBe(true);
    expect(page.items[0]!.transactionEvents.length).toBeGreaterThan(0);
    const second = (await load('enroll.viewer', '?getLogsFor=1&skip=5&take=5')).json<{ items: Row[] }>();
    expect(second.items.map((row) => row.enrollmentID)).not.toContain(page.items[0]!.enrollmentID);
    const audit = await t.database.pool.query(
      "select details from audit_events where event_type = 'FailedEnrollmentsViewed' and user_id = 'enroll.viewer'",
    );
    expect(audit.rows[0].details.enrollmentIds).toEqual(page.items.map((row) => row.enrollmentID));
  });

  it('lists Error - Assigning Rep rows for getLogsFor=2', async () => {
    const page = (await load('enroll.processor', '?getLogsFor=2')).json<{ items: Row[]; total: number }>();
    expect(page.total).toBe(await failedCount('ErrorAssigningRep'));
    expect(page.items.every((row) => row.automationStatus === 'ErrorAssigningRep')).toBe(true);
    expect((await load('enroll.processor', '?getLogsFor=3')).statusCode).toBe(400);
  });

  it("refuses a requeue with nothing selected: 'No enrollment was selected'", async () => {
    const response = await requeue('enroll.processor', []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No enrollment was selected');
  });

  it('requeues the selected rows: the outbound job is queued again and the reloaded list no longer has them', async () => {
    const before = (await load('enroll.processor')).json<{ items: Row[]; total: number }>();
    const selected = before.items.slice(0, 2).map(({ enrollmentID, instanceId }) => ({ enrollmentID, instanceId }));
    const response = await requeue('enroll.processor', selected);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requeued: 2, message: WEB_ENROLLMENT_MESSAGES.requeued(2) });

    const after = (await load('enroll.processor')).json<{ items: Row[]; total: number }>();
    expect(after.total).toBe(before.total - 2);
    expect(after.items.map((row) => row.enrollmentID)).not.toContain(selected[0]!.enrollmentID);

    const submissions = await t.database.pool.query<{
      id: number;
      automation_status: string;
      processing_status: string;
    }>(
      'select id, automation_status, processing_status from enrollment_submissions where work_item_id = any($1::bigint[]) order by work_item_id',
      [selected.map((item) => item.enrollmentID)],
    );
    expect(submissions.rows.map((row) => row.processing_status)).toEqual(['Queued', 'Queued']);
    const jobs = await t.database.pool.query<{ data: { submissionId: number } }>(
      'select data from pgboss.job where name = $1',
      [OUTBOUND_JOB],
    );
    expect(jobs.rows.map((row) => row.data.submissionId).sort()).toEqual(submissions.rows.map((row) => row.id).sort());
    const events = await t.database.pool.query(
      'select requeue_order from enrollment_transaction_events where submission_id = $1 and is_requeued and automation_status = $2',
      [submissions.rows[0]!.id, 'Pending'],
    );
    expect(events.rows[0].requeue_order).toBeGreaterThanOrEqual(1);
    const audit = await t.database.pool.query(
      "select item_id from audit_events where event_type = 'SubmissionRequeued' and user_id = 'enroll.processor'",
    );
    expect(audit.rows.map((row) => Number(row.item_id)).sort()).toEqual(
      selected.map((item) => item.enrollmentID).sort(),
    );

    // The same rows again: nothing is failed any more (409, reload).
    const again = await requeue('enroll.processor', selected);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WEB_ENROLLMENT_MESSAGES.notFailed);
  });

  it('a viewer cannot requeue and a user without the module cannot look (403)', async () => {
    const row = (await load('enroll.viewer')).json<{ items: Row[] }>().items[0]!;
    const response = await requeue('enroll.viewer', [{ enrollmentID: row.enrollmentID, instanceId: row.instanceId }]);
    expect(response.statusCode).toBe(403);
    expect((await load('no.modules')).statusCode).toBe(403);
    expect((await load('network.manager')).statusCode).toBe(403);
    const status = await t.database.pool.query(
      'select automation_status from enrollment_submissions where work_item_id = $1',
      [row.enrollmentID],
    );
    expect(status.rows[0].automation_status).toBe('ExceededRetry');
  });

  it('with the automation requeue flag off the server refuses the requeue', async () => {
    await t.database.pool.query('update feature_flags set is_active = false where name = $1', [
      ENROLLMENT_FEATURE_FLAGS.automationRequeue,
    ]);
    const row = (await load('enroll.manager')).json<{ items: Row[] }>().items[0]!;
    const response = await requeue('enroll.manager', [{ enrollmentID: row.enrollmentID, instanceId: row.instanceId }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(WEB_ENROLLMENT_MESSAGES.automationOff);
    await t.database.pool.query('update feature_flags set is_active = true where name = $1', [
      ENROLLMENT_FEATURE_FLAGS.automationRequeue,
    ]);
  });
});
