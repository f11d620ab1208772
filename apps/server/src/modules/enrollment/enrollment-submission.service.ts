import { eq } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { type AutomationOperation } from '@portal/contracts/enrollment/automation';
import type { SubmitResult } from '@portal/contracts/enrollment/enrollment-detail';
import { enrollmentFormSchema, missingForSubmission } from '@portal/contracts/enrollment/enrollment-form';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import type { Database, Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { withJobConnection } from '../../platform/jobs/job-queue.ts';
import {
  enrollmentChangeHistory,
  enrollmentSubmissions,
  enrollmentTransactionEvents,
  enrollmentWorkItems,
} from './enrollment.tables.ts';
import { recordEnrollmentAudit } from './enrollment-audit.ts';
import {
  formOf,
  isDsnpPlan,
  assertNotLockedByOther,
  updateWorkItem,
  workItemForChange,
  type WorkItemRow,
} from './enrollment-work-item.ts';

/** Statuses from which an item can be submitted. */
const SUBMITTABLE: readonly EnrollmentStatus[] = ['New', 'InProgress', 'WaitingForInfo', 'RequestForInfo'];

export type SubmissionRow = typeof enrollmentSubmissions.$inferSelect;

const resultOf = (submission: SubmissionRow, created: boolean): SubmitResult => ({
  enrollmentID: submission.workItemId,
  instanceId: submission.instanceId,
  created,
  processingStatus: submission.processingStatus,
  automationStatus: submission.automationStatus,
});

/**
 * The blocking rules of enrollment spec §5, in the order the processor meets them; the first that fails is the
 * answer (word for word). Returns nothing when the item may be submitted.
 */
export async function blockingRule(db: DbOrTx, row: WorkItemRow): Promise<string | null> {
  const parsed = enrollmentFormSchema.safeParse(row.form ?? {});
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.dateInvalid;
  const form = parsed.data;
  if (row.managerApproval === 'Pending' || row.processingStatus === 'ManagerApprovalRequired') return M.approvalPending;
  if (row.cmsVerificationStatus === 'NotVerified') return M.verifyCms;
  if (row.cmsVerificationStatus === 'NotEligible') return M.notEligible;
  if (row.duplicateCheckStatus === 'NotRun') return M.runDuplicateCheck;
  if (row.duplicateCheckStatus === 'DuplicatesFound') return M.duplicatesFound;
  if ((await isDsnpPlan(db, form)) && !['Verified', 'Overridden'].includes(row.medicaidVerificationStatus))
    return M.medicaidNotVerified;
  // Spec §5: an application signed by an authorised representative needs a primary POA.
  if ((form.isSignedByAuthorisedRep || form.poas.length > 0) && !form.poas.some((poa) => poa.isPrimary))
    return M.primaryPoaRequired;
  return missingForSubmission(form);
}

/**
 * POST MemberEnrollment/SubmitEnrollment (operation 'SubmitEnrollment', the item becomes Completed) and
 * POST MemberEnrollment/SaveInvalidMemberPortal (the item becomes InvalidMember).
 * Idempotent per work item: the unique submission row is created once under the work item's row lock; a second
 * call (concurrent or later) gets the same submission back with created=false and nothing is sent twice.
 * The outbound job is queued in the same transaction (pg-boss on the transaction's connection).
 */
export async function submitWorkItem(
  database: Database,
  actor: Actor,
  input: { id: number; version: number },
  operation: AutomationOperation,
  enqueue: (submission: SubmissionRow, client: PoolClient) => Promise<void>,
): Promise<SubmitResult> {
  // One pooled connection for the transaction, so the outbound job is queued on it: the job exists only if the
  // submission commits, and a rolled-back submission sends nothing (no lost or orphaned submissions).
  return withJobConnection(database, async (db, client) => {
    const outcome = await submitInTransaction(db, actor, input, operation, (submission) => enqueue(submission, client));
    return resultOf(outcome.submission, outcome.created);
  });
}

async function submitInTransaction(
  db: Db,
  actor: Actor,
  input: { id: number; version: number },
  operation: AutomationOperation,
  enqueue: (submission: SubmissionRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(enrollmentWorkItems)
      .where(eq(enrollmentWorkItems.id, input.id))
      .for('update');
    if (!locked) throw notFound();
    const [existing] = await tx
      .select()
      .from(enrollmentSubmissions)
      .where(eq(enrollmentSubmissions.workItemId, input.id));
    if (existing) return { submission: existing, created: false };
    assertNotLockedByOther(locked, actor);
    const row = await workItemForChange(tx, actor, input.id, input.version);
    if (!SUBMITTABLE.includes(row.processingStatus as EnrollmentStatus))
      throw badRequest(
        M.statusMoveNotAllowed(row.processingStatus, operation === 'SubmitEnrollment' ? 'Completed' : 'InvalidMember'),
      );
    if (operation === 'SubmitEnrollment') {
      const blocked = await blockingRule(tx, row);
      if (blocked) throw badRequest(blocked);
    } else if (row.cmsVerificationStatus === 'NotVerified') {
      throw badRequest(M.verifyCms);
    }
    const form = formOf(row);
    const [submission] = await tx
      .insert(enrollmentSubmissions)
      .values({
        workItemId: row.id,
        operation,
        processingStatus: 'Queued',
        automationStatus: 'Pending',
        payload: { ...form, avaWorkItemId: row.id, requestType: row.requestType, receivedVia: row.receivedVia },
        submittedByName: actor.user.name,
      })
      .returning();
    if (!submission) throw notFound();
    await tx.insert(enrollmentTransactionEvents).values({
      submissionId: submission.id,
      workItemId: row.id,
      automationStatus: 'Pending',
      automationNotes: `${operation} queued for the enrollment service bus`,
    });
    const to: EnrollmentStatus = operation === 'SubmitEnrollment' ? 'Completed' : 'InvalidMember';
    await finishWorkItem(tx, actor, row, to);
    const kind = operation === 'SubmitEnrollment' ? 'newEnrollment' : 'EnrollmentSubmitted';
    await recordEnrollmentAudit(
      tx,
      actor,
      row.id,
      kind,
      `${operation} sent to the outbound queue (instance ${submission.instanceId}).`,
      { instanceId: submission.instanceId, operation },
    );
    await enqueue(submission);
    return { submission, created: true };
  });
}

async function finishWorkItem(tx: Tx, actor: Actor, row: WorkItemRow, to: EnrollmentStatus): Promise<void> {
  await updateWorkItem(tx, actor, row.id, {
    processingStatus: to,
    submittedAt: new Date(),
    lockedBy: null,
    lockedByName: null,
    lockedAt: null,
  });
  await tx.insert(enrollmentChangeHistory).values({
    workItemId: row.id,
    name: 'processingStatus',
    currentValue: row.processingStatus,
    newValue: to,
    lastUpdatedByName: actor.user.name,
  });
  await recordEnrollmentAudit(
    tx,
    actor,
    row.id,
    'EnrollmentStatusChanged',
    `Status changed from ${row.processingStatus} to ${to} by submission.`,
    { from: row.processingStatus, to },
  );
}
