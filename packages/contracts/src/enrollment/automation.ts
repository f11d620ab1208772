import { z } from 'zod';

/**
 * The outbound automation of a submitted enrollment (SubmitEnrollment / SaveInvalidMemberPortal), as the
 * Web Enrollment Portal's Automation Monitor reads it (shell spec §2.5, §3 "Failed enrollment row").
 *
 * Storage (owned by the enrollment module; other modules read it, never write it):
 * - table `enrollment_submissions`: one row per work item (unique work_item_id = enrollmentID), columns
 *   instance_id (uuid = instanceId), operation, processing_status, automation_status, automation_failed_reason,
 *   retry_count, payload, submitted_by_name, submitted_at, updated_at, version;
 * - table `enrollment_transaction_events`: one row per attempt or requeue (submission_id, work_item_id,
 *   automation_status, automation_notes, created_on, is_requeued, requeue_order);
 * - the applicant's lastName, dateOfBirth, medicareId, source and assigned rep come from `enrollment_work_items`
 *   (last_name, birthdate, medicare_id, received_via, assigned_to_name).
 * Drizzle tables: apps/server/src/modules/enrollment/enrollment.tables.ts.
 *
 * A failed row is one whose automation_status is 'ExceededRetry' (getLogsFor=1) or 'ErrorAssigningRep'
 * (getLogsFor=2). Requeueing goes through the enrollment service `requeueSubmissions(db, actor, items)` in
 * apps/server/src/modules/enrollment/enrollment-submission.service.ts, which enqueues the same outbound job
 * again, adds an isRequeued transaction event and moves the row back to 'Pending'.
 */

/** How many times the outbound job is tried before the row is 'ExceededRetry'. */
export const AUTOMATION_MAX_RETRIES = 3;

export const AUTOMATION_OPERATIONS = ['SubmitEnrollment', 'SaveInvalidMemberPortal'] as const;
export type AutomationOperation = (typeof AUTOMATION_OPERATIONS)[number];

/** Where the submission is in the outbound queue. */
export const AUTOMATION_PROCESSING_STATUSES = ['Queued', 'Processing', 'Succeeded', 'Failed'] as const;
export type AutomationProcessingStatus = (typeof AUTOMATION_PROCESSING_STATUSES)[number];

/** Outcome of the automation; the last two are the Automation Monitor's failure kinds. */
export const AUTOMATION_STATUSES = ['Pending', 'Completed', 'ExceededRetry', 'ErrorAssigningRep'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** The automation status in words, as the Automation Monitor's Status list names the failed ones (shell spec §2.5). */
export const AUTOMATION_STATUS_LABELS: Record<AutomationStatus, string> = {
  Pending: 'Pending',
  Completed: 'Completed',
  ExceededRetry: 'Exceeded Retry',
  ErrorAssigningRep: 'Error - Assigning Rep',
};
/** The label of a stored automation status; one the portal does not know is shown as stored. */
export const automationStatusLabel = (status: string): string =>
  (AUTOMATION_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** getLogsFor of LoadFailedEnrollments: 1 Exceeded Retry (default), 2 Error - Assigning Rep (shell spec §2.5). */
export const FAILED_LOG_KINDS = [
  { value: 1, label: 'Exceeded Retry', automationStatus: 'ExceededRetry' },
  { value: 2, label: 'Error - Assigning Rep', automationStatus: 'ErrorAssigningRep' },
] as const satisfies readonly { value: number; label: string; automationStatus: AutomationStatus }[];

export const transactionEventSchema = z.object({
  automationStatus: z.string(),
  automationNotes: z.string().nullable(),
  createdOn: z.string(),
  isRequeued: z.boolean(),
  /** 0 for the first attempt; the grid shows '-' when 0. */
  requeueOrder: z.number().int(),
});
export type TransactionEvent = z.infer<typeof transactionEventSchema>;

export const failedEnrollmentRowSchema = z.object({
  enrollmentID: z.number().int(),
  instanceId: z.string(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  medicareId: z.string().nullable(),
  enrollmentSource: z.string(),
  assignedMemberRep: z.string().nullable(),
  processingStatus: z.string(),
  automationFailedReason: z.string().nullable(),
  automationStatus: z.string(),
  retryCount: z.number().int(),
  transactionEvents: z.array(transactionEventSchema),
});
export type FailedEnrollmentRow = z.infer<typeof failedEnrollmentRowSchema>;

/** One item of POST api/MemberEnrollment/ResendEnrollmentToServiceBusQueue. */
export const requeueItemSchema = z.object({ enrollmentID: z.number().int().positive(), instanceId: z.uuid() });
export type RequeueItem = z.infer<typeof requeueItemSchema>;

/**
 * Audit rows of enrollment (platform `audit_events`): module_id 164 (upload) or 165 (work list), item_id = work item id,
 * event_type one of ENROLLMENT_AUDIT_EVENT_KINDS (enrollment-audit.ts) or an action name such as 'EnrollmentSaved',
 * details.feature = 'PaperEnrollment' | 'EnrollmentAutomation' (the Audit History tiles), details.message = the
 * rendered audit message template.
 */
export const AUDIT_FEATURES = ['PaperEnrollment', 'EnrollmentAutomation'] as const;
export type AuditFeature = (typeof AUDIT_FEATURES)[number];
