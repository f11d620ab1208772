import type { RequeueItem } from '@portal/contracts/enrollment/automation';
import { ENROLLMENT_FEATURE_FLAGS } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import type { Database } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { conflict, forbidden } from '../../platform/errors/errors.ts';
import { isFlagOn } from '../../platform/flags/flags.ts';
import { requeueSubmissions } from '../enrollment/enrollment-submission.service.ts';
import { enqueueOutbound } from '../enrollment/enrollment-outbound.job.ts';

/**
 * Requeue from the Automation Monitor (ResendEnrollmentToServiceBusQueue): the enrollment service moves each failed
 * submission back to Queued with an isRequeued transaction event and its audit row (one transaction); after commit the
 * outbound job is queued again through the platform job queue (pg-boss). The enrollment automation flag can turn it off.
 */
export async function requeueFailedEnrollments(database: Database, actor: Actor, items: RequeueItem[]): Promise<{ requeued: number; message: string }> {
  if (!(await isFlagOn(database.db, ENROLLMENT_FEATURE_FLAGS.automationRequeue))) throw forbidden(WEB_ENROLLMENT_MESSAGES.automationOff);
  const submissions = await requeueSubmissions(database.db, actor, items);
  // None of the selected rows is still failed: someone requeued them already, or the list is stale.
  if (submissions.length === 0) throw conflict(WEB_ENROLLMENT_MESSAGES.notFailed);
  for (const submission of submissions) await enqueueOutbound(database, submission.id, actor.user);
  return { requeued: submissions.length, message: WEB_ENROLLMENT_MESSAGES.requeued(submissions.length) };
}
