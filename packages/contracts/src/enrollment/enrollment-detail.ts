import { z } from 'zod';
import { PG_INTEGER_MAX } from '../platform/rules/integers.ts';
import { zBodyRecordId } from '../platform/ids.ts';
import { MESSAGES } from '../platform/messages.ts';
import { ENROLLMENT_STATUSES } from './enrollment-codes.ts';
import { ENROLLMENT_MESSAGES as M } from './enrollment-messages.ts';

/** Who holds a work item's lock (null when nobody holds a live one). POST MemberEnrollment/RenewWorkItemLock answers with it. */
export const workItemLockSchema = z.object({
  lockedByName: z.string().nullable(),
  lockedAt: z.string().nullable(),
  heldByMe: z.boolean(),
});
export type WorkItemLock = z.infer<typeof workItemLockSchema>;

/** GET MemberEnrollment/GetMemberEnrollmentDetailsById?id= : the work item with its form and processing state. */
export const enrollmentDetailSchema = z.object({
  id: z.number().int(),
  receivedVia: z.string(),
  fileName: z.string().nullable(),
  memberId: z.string().nullable(),
  processingStatus: z.string(),
  requestType: z.string().nullable(),
  onlineEnrollReferenceNo: z.string().nullable(),
  assignedToId: z.number().int().nullable(),
  assignedTo: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  /** The six pages (EnrollmentForm). */
  form: z.record(z.string(), z.unknown()),
  /** The stored form failed to parse: `form` is then empty, the stored data is kept and no save may replace it. */
  formUnreadable: z.boolean(),
  cmsVerificationStatus: z.string(),
  cmsVerifiedAt: z.string().nullable(),
  cmsVerificationResult: z.unknown().nullable(),
  medicaidVerificationStatus: z.string(),
  medicaidDetails: z.unknown().nullable(),
  duplicateCheckStatus: z.string(),
  duplicateCheckedAt: z.string().nullable(),
  duplicateMatches: z.unknown().nullable(),
  isDsnpPlan: z.boolean(),
  pcpProviderId: z.number().int().nullable(),
  pcpAssignmentOutcome: z.string().nullable(),
  pcpNotAssignableReason: z.string().nullable(),
  pcpDistanceMiles: z.number().nullable(),
  managerApproval: z.string().nullable(),
  managerApprovalReason: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** Who requested the pending override, and whether that is the signed-in user (who then cannot decide it). */
  approvalRequestedBy: z.string().nullable(),
  approvalRequestedByMe: z.boolean(),
  submittedAt: z.string().nullable(),
  lock: workItemLockSchema,
  /** What the signed-in user may do with this item now (the server checks again on every call). */
  canEdit: z.boolean(),
  canApprove: z.boolean(),
  version: z.number().int(),
});
export type EnrollmentDetail = z.infer<typeof enrollmentDetailSchema>;

export const versionedIdSchema = z.object({
  id: zBodyRecordId(),
  version: z.number().int().positive().max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange),
});

/** PUT MemberEnrollment/UpdateEnrollmentProcessingStatus */
export const updateStatusSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  status: z.enum(ENROLLMENT_STATUSES, { error: M.statusRequired }),
  reason: z.string().trim().max(500).optional().default(''),
});
export type UpdateStatusInput = z.input<typeof updateStatusSchema>;

/** POST MemberEnrollment/ResetEnrollmentStatus (manager). */
/** POST RenewWorkItemLock: the holder keeps the lock alive while editing (no version: it changes no data). */
export const renewWorkItemLockSchema = versionedIdSchema.pick({ id: true });
export const resetStatusSchema = versionedIdSchema.extend({
  reason: z.string().trim().min(1, M.resetReasonRequired).max(500),
});

/** Manager approval of an item in ManagerApprovalRequired (approve or reject, with a reason). */
export const managerDecisionSchema = versionedIdSchema.extend({
  decision: z.enum(['Approved', 'Rejected']),
  reason: z.string().trim().min(1, M.overrideReasonRequired).max(500),
});

/** A processor asks a manager to approve an override (CMS not eligible, duplicate, Medicaid not verified). */
export const requestApprovalSchema = versionedIdSchema.extend({
  overrideKind: z.enum(['marxOverride', 'medicalOverride', 'duplicateOptionOverride', 'lowConfidenceOverride'], {
    error: M.overrideRequired,
  }),
  reason: z.string().trim().min(1, M.overrideReasonRequired).max(500),
});

/** POST MemberEnrollment/SubmitEnrollment and SaveInvalidMemberPortal */
export const submitEnrollmentSchema = versionedIdSchema;
export const submitResultSchema = z.object({
  enrollmentID: z.number().int(),
  instanceId: z.string(),
  /** False when the item had already been submitted (the same submission is returned, nothing is sent twice). */
  created: z.boolean(),
  processingStatus: z.string(),
  automationStatus: z.string(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/** Change history row (spec §3). */
export const changeHistoryRowSchema = z.object({
  name: z.string(),
  currentValue: z.string().nullable(),
  newValue: z.string().nullable(),
  lastUpdatedByName: z.string(),
  lastUpdatedAt: z.string(),
});
/** Audit event row (spec §3) with the rendered template. */
export const auditRowSchema = z.object({
  itemId: z.string().nullable(),
  timestamp: z.string(),
  userId: z.string(),
  eventType: z.string(),
  clientIp: z.string().nullable(),
  companyIds: z.array(z.string()).nullable(),
  details: z.unknown().nullable(),
  message: z.string(),
});
/** Voice recording row (spec §3). */
export const voiceRecordingRowSchema = z.object({
  recordingURL: z.string(),
  potentialMemberId: z.string().nullable(),
  userID: z.string(),
  userName: z.string(),
  callerPhoneNo: z.string().nullable(),
  startTime: z.string(),
  timeInSec: z.object({ totalCallTime: z.number().int(), holdTime: z.number().int() }),
  attendingPhoneNo: z.string().nullable(),
  callId: z.string(),
});
export const faxRowSchema = z.object({
  id: z.number().int(),
  receivedTime: z.string(),
  fileName: z.string(),
  pagesReceived: z.number().int(),
  faxStatus: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  avaProcessingDate: z.string().nullable(),
  avaProcessingStatus: z.string(),
});
export const documentRowSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
});
export const lockedRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  processingStatus: z.string(),
  lockedByName: z.string().nullable(),
  lockedAt: z.string().nullable(),
});

/** POST MemberEnrollment/CloseEnrollment: the user leaves the work item (its lock is released). */
export const closeEnrollmentSchema = versionedIdSchema.pick({ id: true });

/** POST MemberEnrollment/SendEnrollmentsToServiceBus: the work items selected on the submission queue, at their versions. */
export const bulkSubmitSchema = z.object({
  items: z.array(versionedIdSchema).min(1, 'No enrollment was selected').max(100),
});
