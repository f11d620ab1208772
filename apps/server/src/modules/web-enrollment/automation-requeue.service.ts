import type { RequeueItem } from '@portal/contracts/enrollment/automation';
import { ENROLLMENT_FEATURE_FLAGS } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import type { Database } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { conflict, forbidden } from '../../platform/errors/errors.ts';
import { isFlagOn } from '../../platform/flags/flags.ts';
import { requeueAndSend, type RequeueEnqueue } from '../enrollment/enrollment-requeue.service.ts';

/**
 * Requeue from the Automation Monitor (ResendEnrollmentToServiceBusQueue): the enrollment service moves each failed
 * submission back to Queued with an isRequeued transaction event, its audit row and its outbound job, all in one
 * transaction (pg-boss sends on the transaction's connection): a requeue whose job cannot be queued changes nothing,
 * so no submission is left Queued without a job. The enrollment automation flag can turn it off.
 */
export async function requeueFailedEnrollments(
  database: Database,
  actor: Actor,
  items: RequeueItem[],
  enqueue?: RequeueEnqueue,
): Promise<{ requeued: number; message: string }> {
  if (!(await isFlagOn(database.db, ENROLLMENT_FEATURE_FLAGS.automationRequeue)))
    throw forbidden(WEB_ENROLLMENT_MESSAGES.automationOff);
  const submissions = await requeueAndSend(database, actor, items, enqueue);
  // None of the selected rows is still failed: someone requeued them already, or the list is stale.
  if (submissions.length === 0) throw conflict(WEB_ENROLLMENT_MESSAGES.notFailed);
  return { requeued: submissions.length, message: WEB_ENROLLMENT_MESSAGES.requeued(submissions.length) };
}
