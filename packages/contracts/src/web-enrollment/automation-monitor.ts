import { z } from 'zod';
import { zQueryInt } from '../platform/rules/integers.ts';
import { FAILED_LOG_KINDS, failedEnrollmentRowSchema, requeueItemSchema } from '../enrollment/automation.ts';
import { WEB_ENROLLMENT_MESSAGES } from './messages.ts';
import { listOf } from '../platform/paging.ts';

/**
 * Automation Monitor (shell spec §2.5): failed outbound submissions, 5 per page, requeued with confirmation.
 * GET  /api/MemberEnrollment/LoadFailedEnrollments?getLogsFor=1|2&skip=&take=   -> FailedEnrollmentPage  (web-enrollment 173 read)
 * POST /api/MemberEnrollment/ResendEnrollmentToServiceBusQueue  [{ enrollmentID, instanceId }]  -> RequeueResult (173 write)
 */
export const AUTOMATION_MONITOR_PAGE_SIZE = 5;
export { FAILED_LOG_KINDS };

export const loadFailedEnrollmentsQuerySchema = z.object({
  getLogsFor: zQueryInt()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  skip: zQueryInt().min(0).default(0),
  take: zQueryInt().min(1).max(100).default(AUTOMATION_MONITOR_PAGE_SIZE),
});
export type LoadFailedEnrollmentsQuery = z.input<typeof loadFailedEnrollmentsQuerySchema>;

export const failedEnrollmentPageSchema = listOf(failedEnrollmentRowSchema);
export type FailedEnrollmentPage = z.infer<typeof failedEnrollmentPageSchema>;

/** The spec's body: a list of { enrollmentID, instanceId }; an empty list is 'No enrollment was selected'. */
export const requeueRequestSchema = z
  .array(requeueItemSchema, { error: WEB_ENROLLMENT_MESSAGES.noEnrollmentSelected })
  .min(1, WEB_ENROLLMENT_MESSAGES.noEnrollmentSelected)
  .max(100);
export type RequeueRequest = z.infer<typeof requeueRequestSchema>;

export const requeueResultSchema = z.object({ requeued: z.number().int(), message: z.string() });
export type RequeueResult = z.infer<typeof requeueResultSchema>;
