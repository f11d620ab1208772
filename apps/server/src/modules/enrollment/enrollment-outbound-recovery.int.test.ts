import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { loadCurrentUser } from '../../platform/access/current-user.ts';
import { closeJobQueuesOf, startJobQueue } from '../../platform/jobs/job-queue.ts';
import { requeueFailedEnrollments } from '../web-enrollment/automation-requeue.service.ts';
import { readyItem } from './enrollment-test-helpers.ts';
import { OUTBOUND_JOB, processOutboundSubmission, sweepStuckSubmissions } from './enrollment-outbound.service.ts';
import { enqueueOutbound } from './enrollment-outbound.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

const submit = (id: number, version: number) =>
  t.as('enroll.processor', { method: 'POST', url: '/api/MemberEnrollment/SubmitEnrollment', payload: { id, version } });
const submissionOf = async (workItemId: number) =>
  (
    await t.database.pool.query<{
      id: number;
      instance_id: string;
      processing_status: string;
      automation_status: string;
    }>(
      'select id, instance_id::text, processing_status, automation_status from enrollment_submissions where work_item_id = $1',
      [workItemId],
    )
  ).rows[0]!;
const liveJobs = async (submissionId: number) =>
  (
    await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'submissionId' = $2 and state in ('created', 'retry', 'active')`,
      [OUTBOUND_JOB, String(submissionId)],
    )
  ).rows[0]?.n;
/** The job is lost after commit: what the old enqueue-after-commit left behind when the enqueue failed. */
const loseJob = async (submissionId: number) => {
  await t.database.pool.query(`delete from pgboss.job where name = $1 and data->>'submissionId' = $2`, [
    OUTBOUND_JOB,
    String(submissionId),
  ]);
  await t.database.pool.query(
    `update enrollment_submissions set updated_at = now() - interval '11 minutes' where id = $1`,
    [submissionId],
  );
};

async function failedSubmission() {
  const item = await readyItem(t, { lastName: 'Timeoutsson' });
  await submit(item.id, item.version);
  const row = await submissionOf(item.id);
  for (let attempt = 0; attempt < 3; attempt += 1) await processOutboundSubmission(t.database.db, row.id);
  expect((await submissionOf(item.id)).automation_status).toBe('ExceededRetry');
  return { workItemId: item.id, ...row };
}

describe('work handed to the outbound job is never lost', () => {
  it('a requeue whose job cannot be queued changes nothing: the submission stays failed, not Queued without a job', async () => {
    const failed = await failedSubmission();
    const manager = actorOf({ user: await loadCurrentUser(t.database.db, 'enroll.manager'), ip: '127.0.0.1' } as never);
    const jobsBefore = await liveJobs(failed.id);
    const brokenQueue = async () => {
      throw new Error('job queue unavailable');
    };
    await expect(
      requeueFailedEnrollments(
        t.database,
        manager,
        [{ enrollmentID: failed.workItemId, instanceId: failed.instance_id }],
        brokenQueue,
      ),
    ).rejects.toThrow('job queue unavailable');
    expect(await submissionOf(failed.workItemId)).toMatchObject({
      processing_status: 'Failed',
      automation_status: 'ExceededRetry',
    });
    const requeueEvents = await t.database.pool.query(
      'select 1 from enrollment_transaction_events where submission_id = $1 and is_requeued',
      [failed.id],
    );
    expect(requeueEvents.rowCount).toBe(0);
    expect(await liveJobs(failed.id)).toBe(jobsBefore);

    // With the queue back, the same requeue commits together with its job.
    const response = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollment/ResendEnrollmentToServiceBusQueue',
      payload: [{ enrollmentID: failed.workItemId, instanceId: failed.instance_id }],
    });
    expect(response.statusCode).toBe(200);
    expect(await submissionOf(failed.workItemId)).toMatchObject({
      processing_status: 'Queued',
      automation_status: 'Pending',
    });
    expect(await liveJobs(failed.id)).toBe((jobsBefore ?? 0) + 1);
  });

  it('the sweeper queues a submission stuck in Queued without a job again, and the worker then sends it', async () => {
    const item = await readyItem(t);
    await submit(item.id, item.version);
    const stuck = await submissionOf(item.id);
    await loseJob(stuck.id);
    expect(await liveJobs(stuck.id)).toBe(0);

    // One with its job still waiting is left alone, however old.
    const waiting = await readyItem(t);
    await submit(waiting.id, waiting.version);
    const healthy = await submissionOf(waiting.id);
    await t.database.pool.query(
      `update enrollment_submissions set updated_at = now() - interval '11 minutes' where id = $1`,
      [healthy.id],
    );

    const swept = await sweepStuckSubmissions(t.database, (submissionId) => enqueueOutbound(t.database, submissionId));
    expect(swept).toContain(stuck.id);
    expect(swept).not.toContain(healthy.id);
    expect(await liveJobs(stuck.id)).toBe(1);
    expect(await liveJobs(healthy.id)).toBe(1);

    await startJobQueue(t.database);
    let status = '';
    for (let poll = 0; poll < 120 && status !== 'Succeeded'; poll += 1) {
      status = (await submissionOf(item.id)).processing_status;
      if (status !== 'Succeeded') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await submissionOf(item.id)).toMatchObject({
      processing_status: 'Succeeded',
      automation_status: 'Completed',
    });
  });
});
