import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** File bytes live in PostgreSQL: no outside storage (enrollment brief). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An enrollment application being processed (the spec's work item, avaWorkItemId = id).
 * The searchable columns are copied out of the detail form (`form`, the six pages) on every save so the
 * work list filters on indexed columns; the form itself is kept whole in jsonb.
 * Read by the Reports and Admin modules (read-only); writes go through enrollment.service.ts only.
 */
export const enrollmentWorkItems = pgTable(
  'enrollment_work_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Source: 'Paper Enrollment' | 'Web Enrollment' | 'Form' | 'Phone' | 'Email' | 'Other' (ENROLLMENT_SOURCES). */
    receivedVia: text('received_via').notNull(),
    fileName: text('file_name'),
    /** The plan's member id once known (existing member or assigned at submission). */
    memberId: text('member_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthdate: date('birthdate'),
    medicareId: text('medicare_id'),
    medicalId: text('medical_id'),
    proposedEffectiveDate: date('proposed_effective_date'),
    coverageYear: integer('coverage_year'),
    contractCode: text('contract_code'),
    pbpCode: text('pbp_code'),
    companyCode: text('company_code'),
    salesRepCode: text('sales_rep_code'),
    salesRepName: text('sales_rep_name'),
    brokerCode: text('broker_code'),
    /** users.id of the processor the item is assigned to. */
    assignedTo: integer('assigned_to'),
    assignedToName: text('assigned_to_name'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** ENROLLMENT_STATUSES; changed only through the transition table (enrollment-status.ts). */
    processingStatus: text('processing_status').notNull().default('New'),
    /** ENROLLMENT_REQUEST_TYPES; null until identified. */
    requestType: text('request_type'),
    /** Confirmation number of an online application. */
    onlineEnrollReferenceNo: text('online_enroll_reference_no'),
    /** The six-page detail form (EnrollmentForm in contracts), trimmed. */
    form: jsonb('form')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'NotVerified' | 'Verified' | 'NotEligible' | 'Overridden' */
    cmsVerificationStatus: text('cms_verification_status').notNull().default('NotVerified'),
    cmsVerifiedAt: timestamp('cms_verified_at', { withTimezone: true }),
    cmsVerificationResult: jsonb('cms_verification_result'),
    /** 'NotVerified' | 'Verified' | 'NotVerifiedFailed' | 'Overridden'; DSNP plans need 'Verified' or 'Overridden'. */
    medicaidVerificationStatus: text('medicaid_verification_status').notNull().default('NotVerified'),
    medicaidDetails: jsonb('medicaid_details'),
    /** 'NotRun' | 'NoDuplicates' | 'DuplicatesFound' | 'Overridden' */
    duplicateCheckStatus: text('duplicate_check_status').notNull().default('NotRun'),
    duplicateCheckedAt: timestamp('duplicate_checked_at', { withTimezone: true }),
    duplicateMatches: jsonb('duplicate_matches'),
    pcpProviderId: integer('pcp_provider_id'),
    /** PCP_ASSIGNMENT_OUTCOMES */
    pcpAssignmentOutcome: text('pcp_assignment_outcome'),
    /** PCP_NOT_ASSIGNABLE_REASONS */
    pcpNotAssignableReason: text('pcp_not_assignable_reason'),
    pcpDistanceMiles: doublePrecision('pcp_distance_miles'),
    /** Manager approval: null (not needed) | 'Pending' | 'Approved' | 'Rejected'. */
    managerApproval: text('manager_approval'),
    managerApprovalReason: text('manager_approval_reason'),
    /** Who asked for the override (users.id): four eyes, that person cannot decide it (issue 9). */
    approvalRequestedBy: integer('approval_requested_by'),
    approvalRequestedByName: text('approval_requested_by_name'),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Lock: the processor who has the item open; others see it read-only with this name. */
    lockedBy: integer('locked_by'),
    lockedByName: text('locked_by_name'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** users.id of the holder whose idle lock was taken over by the current holder: their late save is told so. */
    lockTakenFrom: integer('lock_taken_from'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('enrollment_work_items_status_created_idx').on(t.processingStatus, t.createdAt),
    index('enrollment_work_items_assigned_status_idx').on(t.assignedTo, t.processingStatus),
    index('enrollment_work_items_assigned_created_idx').on(t.assignedTo, t.createdAt),
    index('enrollment_work_items_created_idx').on(t.createdAt),
    // The names ride along in the name indexes so the capped count of a one-word name search reads the indexes alone
    // (index-only scans), not the 10,001 rows of a common surname (enrollment-worklist.repository.ts, nameCountSql).
    index('enrollment_work_items_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`, t.lastName),
    index('enrollment_work_items_first_name_idx').on(
      sql`lower(${t.firstName}) text_pattern_ops`,
      t.firstName,
      t.lastName,
    ),
    index('enrollment_work_items_medicare_idx').on(t.medicareId),
    // The work list finds member ids and confirmation numbers by their start, in any case (the worklist filters).
    index('enrollment_work_items_member_prefix_idx').on(sql`upper(${t.memberId}) text_pattern_ops`),
    // The plain index serves the web sync's exact look-up of a confirmation number, the other the work list's prefix.
    index('enrollment_work_items_reference_idx').on(t.onlineEnrollReferenceNo),
    index('enrollment_work_items_reference_prefix_idx').on(sql`upper(${t.onlineEnrollReferenceNo}) text_pattern_ops`),
    index('enrollment_work_items_contract_pbp_idx').on(t.contractCode, t.pbpCode),
    index('enrollment_work_items_source_idx').on(t.receivedVia, t.createdAt),
    index('enrollment_work_items_locked_idx')
      .on(t.lockedBy)
      .where(sql`${t.lockedBy} is not null`),
  ],
);

/** Documents of a work item (application PDFs and later uploads); bytes in bytea. */
export const enrollmentDocuments = pgTable(
  'enrollment_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentWorkItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_documents_item_idx').on(t.workItemId)],
);

/** Field-level change history (spec §3 change history row). */
export const enrollmentChangeHistory = pgTable(
  'enrollment_change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentWorkItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currentValue: text('current_value'),
    newValue: text('new_value'),
    lastUpdatedByName: text('last_updated_by_name').notNull(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_change_history_item_idx').on(t.workItemId, t.lastUpdatedAt)],
);

/**
 * One submission per work item (unique): the outbound automation record the Automation Monitor reads.
 * Shape documented in packages/contracts/src/enrollment/automation.ts.
 */
export const enrollmentSubmissions = pgTable(
  'enrollment_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentWorkItems.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull().defaultRandom(),
    /** 'SubmitEnrollment' | 'SaveInvalidMemberPortal' */
    operation: text('operation').notNull(),
    /** AUTOMATION_PROCESSING_STATUSES: 'Queued' | 'Processing' | 'Succeeded' | 'Failed' */
    processingStatus: text('processing_status').notNull(),
    /** AUTOMATION_STATUSES: 'Pending' | 'Completed' | 'ExceededRetry' | 'ErrorAssigningRep' */
    automationStatus: text('automation_status').notNull(),
    automationFailedReason: text('automation_failed_reason'),
    retryCount: integer('retry_count').notNull().default(0),
    payload: jsonb('payload').notNull(),
    submittedByName: text('submitted_by_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('enrollment_submissions_item_idx').on(t.workItemId),
    index('enrollment_submissions_automation_idx').on(t.automationStatus, t.submittedAt),
    index('enrollment_submissions_submitted_idx').on(t.submittedAt),
  ],
);

/** Each attempt/requeue of a submission (the Automation Monitor's Transaction History). */
export const enrollmentTransactionEvents = pgTable(
  'enrollment_transaction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentSubmissions.id, { onDelete: 'cascade' }),
    workItemId: bigint('work_item_id', { mode: 'number' }).notNull(),
    automationStatus: text('automation_status').notNull(),
    automationNotes: text('automation_notes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    isRequeued: boolean('is_requeued').notNull().default(false),
    /** 0 for the first attempt, 1.. for each requeue (shown as '-' when 0). */
    requeueOrder: integer('requeue_order').notNull().default(0),
  },
  (t) => [index('enrollment_transaction_events_submission_idx').on(t.submissionId, t.createdOn)],
);

/** Faxed applications received from the fax server (fax simulator in demo mode). */
export const enrollmentFaxTransactions = pgTable(
  'enrollment_fax_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' }),
    receivedTime: timestamp('received_time', { withTimezone: true }).notNull(),
    fileName: text('file_name').notNull(),
    pagesReceived: integer('pages_received').notNull(),
    /** FaxServerFileStatus partition code (the grid shows its description, so a renamed description still finds old rows) */
    faxStatus: text('fax_status').notNull(),
    fromNumber: text('from_number'),
    toNumber: text('to_number'),
    avaProcessingDate: timestamp('ava_processing_date', { withTimezone: true }),
    /** FaxFileProcessingStatus partition code (shown as its description) */
    avaProcessingStatus: text('ava_processing_status').notNull(),
  },
  (t) => [
    index('enrollment_fax_transactions_received_idx').on(t.receivedTime),
    index('enrollment_fax_transactions_item_idx').on(t.workItemId),
    index('enrollment_fax_transactions_file_idx').on(sql`lower(${t.fileName}) text_pattern_ops`),
  ],
);

/** Recorded calls with the applicant (spec §3 voice recording row). */
export const enrollmentVoiceRecordings = pgTable(
  'enrollment_voice_recordings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentWorkItems.id, { onDelete: 'cascade' }),
    recordingUrl: text('recording_url').notNull(),
    potentialMemberId: text('potential_member_id'),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    callerPhoneNo: text('caller_phone_no'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    totalCallTime: integer('total_call_time').notNull(),
    holdTime: integer('hold_time').notNull().default(0),
    attendingPhoneNo: text('attending_phone_no'),
    callId: text('call_id').notNull(),
  },
  (t) => [index('enrollment_voice_recordings_item_idx').on(t.workItemId)],
);

/** Members whose PCP could not be assigned automatically, with the reason (PCP Assignment Tasks). */
export const enrollmentPcpAssignmentTasks = pgTable(
  'enrollment_pcp_assignment_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workItemId: bigint('work_item_id', { mode: 'number' })
      .notNull()
      .references(() => enrollmentWorkItems.id, { onDelete: 'cascade' }),
    memberName: text('member_name').notNull(),
    medicareId: text('medicare_id'),
    requestedProviderId: integer('requested_provider_id'),
    /** PCP_NOT_ASSIGNABLE_REASONS */
    reason: text('reason').notNull(),
    distanceMiles: doublePrecision('distance_miles'),
    /** 'Open' | 'Resolved' */
    status: text('status').notNull().default('Open'),
    resolvedProviderId: integer('resolved_provider_id'),
    resolvedByName: text('resolved_by_name'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('enrollment_pcp_tasks_status_idx').on(t.status, t.createdAt),
    index('enrollment_pcp_tasks_item_idx').on(t.workItemId),
  ],
);
