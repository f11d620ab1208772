import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AUTOMATION_MAX_RETRIES,
  FAILED_LOG_KINDS,
  type AutomationOperation,
  type FailedEnrollmentRow,
  type RequeueItem,
} from '@portal/contracts/enrollment/automation';
import type { Database, Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { outboundEnrollmentQueue } from '../../platform/integrations/enrollment-outbound.ts';
import { hasLiveJob } from '../../platform/jobs/job-queue.ts';
import { enrollmentSubmissions, enrollmentTransactionEvents, enrollmentWorkItems } from './enrollment.tables.ts';
import { recordEnrollmentAudit, SYSTEM_ACTOR } from './enrollment-audit.ts';
import type { SubmissionRow } from './enrollment-submission.service.ts';

/** Name of the outbound job (pg-boss queue). Its data is `{ submissionId }`. */
export const OUTBOUND_JOB = 'enrollment-outbound-submission';

export type OutboundJobOutcome = 'Completed' | 'Retry' | 'ExceededRetry' | 'ErrorAssigningRep' | 'AlreadyDone';

/**
 * What an attempt of the outbound job leaves: the submission's new status (at a new version) and the transaction event
 * that tells its history.
 */
async function recordAttempt(
  tx: DbOrTx,
  attempt: { submissionId: number; workItemId: number; requeueOrder: number },
  status: Pick<
    typeof enrollmentSubmissions.$inferInsert,
    'processingStatus' | 'automationStatus' | 'automationFailedReason' | 'retryCount'
  >,
  event: Pick<typeof enrollmentTransactionEvents.$inferInsert, 'automationStatus' | 'automationNotes'>,
): Promise<void> {
  await tx
    .update(enrollmentSubmissions)
    .set({ ...status, updatedAt: new Date(), version: sql`${enrollmentSubmissions.version} + 1` })
    .where(eq(enrollmentSubmissions.id, attempt.submissionId));
  await tx.insert(enrollmentTransactionEvents).values({ ...attempt, ...event });
}

/**
 * One attempt of the outbound job for a submission. Safe to run twice: a submission that is no longer Queued is left
 * alone. A transient failure counts a retry and asks to be tried again (the caller rethrows for pg-boss to retry)
 * until AUTOMATION_MAX_RETRIES, then the row is 'ExceededRetry' for the Automation Monitor.
 */
export async function processOutboundSubmission(db: Db, submissionId: number): Promise<OutboundJobOutcome> {
  const [submission] = await db.select().from(enrollmentSubmissions).where(eq(enrollmentSubmissions.id, submissionId));
  if (!submission || submission.processingStatus !== 'Queued') return 'AlreadyDone';
  const claimed = await db
    .update(enrollmentSubmissions)
    .set({ processingStatus: 'Processing', updatedAt: new Date() })
    .where(and(eq(enrollmentSubmissions.id, submissionId), eq(enrollmentSubmissions.processingStatus, 'Queued')))
    .returning({ id: enrollmentSubmissions.id });
  if (claimed.length === 0) return 'AlreadyDone';
  const [last] = await db
    .select({ requeueOrder: sql<number>`coalesce(max(${enrollmentTransactionEvents.requeueOrder}), 0)::int` })
    .from(enrollmentTransactionEvents)
    .where(eq(enrollmentTransactionEvents.submissionId, submissionId));
  const requeueOrder = last?.requeueOrder ?? 0;
  const result = await outboundEnrollmentQueue().send(db, {
    enrollmentID: submission.workItemId,
    instanceId: submission.instanceId,
    operation: submission.operation as AutomationOperation,
    attempt: submission.retryCount + 1,
    payload: submission.payload as Record<string, unknown>,
  });
  const attempt = { submissionId, workItemId: submission.workItemId, requeueOrder };
  return db.transaction(async (tx) => {
    if (result.ok) {
      await recordAttempt(
        tx,
        attempt,
        { processingStatus: 'Succeeded', automationStatus: 'Completed', automationFailedReason: null },
        { automationStatus: 'Completed', automationNotes: result.notes },
      );
      if (result.member) {
        // The item had no member id and the system of record answered one: spec §4 kind 10 newMemberId for a new
        // member; a plan change (an existing member) gets the member's own id back, which is no new member id.
        const { id: memberId, existing } = result.member;
        const [assigned] = await tx
          .update(enrollmentWorkItems)
          .set({ memberId, version: sql`${enrollmentWorkItems.version} + 1` })
          .where(and(eq(enrollmentWorkItems.id, submission.workItemId), isNull(enrollmentWorkItems.memberId)))
          .returning({ id: enrollmentWorkItems.id });
        if (assigned) {
          await recordEnrollmentAudit(
            tx,
            SYSTEM_ACTOR,
            assigned.id,
            existing ? 'ExistingMemberIdAssigned' : 'newMemberId',
            existing
              ? `Member ID ${memberId} of the existing member given by the enrollment system.`
              : `Member ID ${memberId} assigned by the enrollment system.`,
            { memberId },
            'EnrollmentAutomation',
          );
        }
      }
      return 'Completed' as const;
    }
    if (result.kind === 'assigningRep') {
      await recordAttempt(
        tx,
        attempt,
        { processingStatus: 'Failed', automationStatus: 'ErrorAssigningRep', automationFailedReason: result.reason },
        { automationStatus: 'ErrorAssigningRep', automationNotes: result.reason },
      );
      return 'ErrorAssigningRep' as const;
    }
    const retryCount = submission.retryCount + 1;
    const exceeded = retryCount >= AUTOMATION_MAX_RETRIES;
    await recordAttempt(
      tx,
      attempt,
      {
        processingStatus: exceeded ? 'Failed' : 'Queued',
        automationStatus: exceeded ? 'ExceededRetry' : 'Pending',
        automationFailedReason: result.reason,
        retryCount,
      },
      {
        automationStatus: exceeded ? 'ExceededRetry' : 'Retrying',
        automationNotes: `Attempt ${retryCount}: ${result.reason}`,
      },
    );
    return exceeded ? ('ExceededRetry' as const) : ('Retry' as const);
  });
}

/**
 * Requeues failed submissions (ResendEnrollmentToServiceBusQueue, served by the web-enrollment module):
 * each failed row goes back to Queued with its retries cleared and an isRequeued transaction event; the audit event
 * is written in the same transaction, and so is the outbound job when `enqueue` is given (called inside the
 * transaction: if it fails, nothing is requeued). Rows that are not failed, or whose instanceId does not match, are skipped.
 */
export async function requeueSubmissions(
  db: Db,
  actor: Actor,
  items: RequeueItem[],
  enqueue?: (submission: SubmissionRow) => Promise<void>,
): Promise<SubmissionRow[]> {
  return db.transaction(async (tx) => {
    const requeued: SubmissionRow[] = [];
    for (const item of items) {
      const [row] = await tx
        .select()
        .from(enrollmentSubmissions)
        .where(
          and(
            eq(enrollmentSubmissions.workItemId, item.enrollmentID),
            eq(enrollmentSubmissions.instanceId, item.instanceId),
          ),
        )
        .for('update');
      if (!row || !['ExceededRetry', 'ErrorAssigningRep'].includes(row.automationStatus)) continue;
      const [last] = await tx
        .select({ requeueOrder: sql<number>`coalesce(max(${enrollmentTransactionEvents.requeueOrder}), 0)::int` })
        .from(enrollmentTransactionEvents)
        .where(eq(enrollmentTransactionEvents.submissionId, row.id));
      const order = (last?.requeueOrder ?? 0) + 1;
      const [updated] = await tx
        .update(enrollmentSubmissions)
        .set({
          processingStatus: 'Queued',
          automationStatus: 'Pending',
          retryCount: 0,
          updatedAt: new Date(),
          version: sql`${enrollmentSubmissions.version} + 1`,
        })
        .where(eq(enrollmentSubmissions.id, row.id))
        .returning();
      await tx.insert(enrollmentTransactionEvents).values({
        submissionId: row.id,
        workItemId: row.workItemId,
        automationStatus: 'Pending',
        automationNotes: `Requeued by ${actor.user.name}`,
        isRequeued: true,
        requeueOrder: order,
      });
      await recordEnrollmentAudit(
        tx,
        actor,
        row.workItemId,
        'SubmissionRequeued',
        `Submission requeued (requeue ${order}) after ${row.automationStatus}.`,
        { instanceId: row.instanceId, previous: row.automationStatus },
        'EnrollmentAutomation',
      );
      if (updated) {
        if (enqueue) await enqueue(updated);
        requeued.push(updated);
      }
    }
    return requeued;
  });
}

/** A submission Queued (or Processing) this long without a live job is stuck: the sweeper queues it again. */
export const STUCK_SUBMISSION_MINUTES = 10;

/**
 * The safety net behind the in-transaction enqueue: submissions left Queued with no waiting, retrying or running job
 * (queued before this release, a job deleted by hand, a worker that died while sending and whose job pg-boss gave up on)
 * are put back to Queued and their outbound job is queued again. Sending is safe to repeat: the job claims the row
 * first and the outbound queue keys each message by its instance id. Returns the submission ids queued again.
 */
export async function sweepStuckSubmissions(
  database: Database,
  enqueue: (submissionId: number) => Promise<unknown>,
  olderThanMinutes: number = STUCK_SUBMISSION_MINUTES,
): Promise<number[]> {
  const { rows } = await database.pool.query<{ id: number; processing_status: string }>(
    `select id, processing_status from enrollment_submissions
      where processing_status in ('Queued', 'Processing') and updated_at < now() - make_interval(mins => $1)
      order by id limit 500`,
    [olderThanMinutes],
  );
  const swept: number[] = [];
  for (const row of rows) {
    if (await hasLiveJob(database, OUTBOUND_JOB, 'submissionId', String(row.id))) continue;
    const requeued = await database.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(enrollmentSubmissions)
        .set({ processingStatus: 'Queued', updatedAt: new Date(), version: sql`${enrollmentSubmissions.version} + 1` })
        .where(
          and(eq(enrollmentSubmissions.id, row.id), eq(enrollmentSubmissions.processingStatus, row.processing_status)),
        )
        .returning();
      if (!updated) return false;
      await tx.insert(enrollmentTransactionEvents).values({
        submissionId: row.id,
        workItemId: updated.workItemId,
        automationStatus: 'Pending',
        automationNotes: `Queued again: it was ${row.processing_status} with no outbound job`,
      });
      return true;
    });
    if (!requeued) continue;
    await enqueue(row.id);
    swept.push(row.id);
  }
  return swept;
}

/** Failed submissions for the Automation Monitor (getLogsFor 1 Exceeded Retry, 2 Error - Assigning Rep), newest first. */
export async function listFailedSubmissions(db: DbOrTx, getLogsFor: 1 | 2): Promise<FailedEnrollmentRow[]> {
  const status = FAILED_LOG_KINDS.find((kind) => kind.value === getLogsFor)?.automationStatus ?? 'ExceededRetry';
  const { rows } = await db.execute<{
    id: number;
    work_item_id: number;
    instance_id: string;
    last_name: string | null;
    birthdate: string | null;
    medicare_id: string | null;
    received_via: string;
    assigned_to_name: string | null;
    processing_status: string;
    automation_failed_reason: string | null;
    automation_status: string;
    retry_count: number;
  }>(sql`
    select s.id, s.work_item_id, s.instance_id::text, w.last_name, w.birthdate, w.medicare_id, w.received_via, w.assigned_to_name, s.processing_status, s.automation_failed_reason, s.automation_status, s.retry_count
      from enrollment_submissions s join enrollment_work_items w on w.id = s.work_item_id
     where s.automation_status = ${status}
     order by s.updated_at desc limit 1000`);
  const ids = rows.map((row) => row.id);
  const events = ids.length
    ? (
        await db.execute<{
          submission_id: number;
          automation_status: string;
          automation_notes: string | null;
          created_on: string;
          is_requeued: boolean;
          requeue_order: number;
        }>(
          sql`select submission_id, automation_status, automation_notes, to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_on, is_requeued, requeue_order
                from enrollment_transaction_events where submission_id in (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )}) order by created_on desc, id desc`,
        )
      ).rows
    : [];
  return rows.map((row) => ({
    enrollmentID: row.work_item_id,
    instanceId: row.instance_id,
    lastName: row.last_name,
    dateOfBirth: row.birthdate,
    medicareId: row.medicare_id,
    enrollmentSource: row.received_via,
    assignedMemberRep: row.assigned_to_name,
    processingStatus: row.processing_status,
    automationFailedReason: row.automation_failed_reason,
    automationStatus: row.automation_status,
    retryCount: row.retry_count,
    transactionEvents: events
      .filter((event) => event.submission_id === row.id)
      .map((event) => ({
        automationStatus: event.automation_status,
        automationNotes: event.automation_notes,
        createdOn: event.created_on,
        isRequeued: event.is_requeued,
        requeueOrder: event.requeue_order,
      })),
  }));
}
