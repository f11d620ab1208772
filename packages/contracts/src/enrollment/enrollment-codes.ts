/**
 * Codes of enrollment processing (enrollment spec §2, §4) and the CMS lists the spec leaves out
 * (election types and SEP reason codes from CMS's Plan Communications User Guide and election-period guidance).
 */

/** Enrollment request statuses (spec §4), in the spec's order. */
export const ENROLLMENT_STATUSES = [
  'New',
  'InProgress',
  'WaitingForInfo',
  'RequestForInfo',
  'Completed',
  'RejectedAsDuplicate',
  'InvalidMember',
  'ManagerApprovalRequired',
  'Void',
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  New: 'New',
  InProgress: 'In Progress',
  WaitingForInfo: 'Waiting For Info',
  RequestForInfo: 'Request For Info',
  Completed: 'Completed',
  RejectedAsDuplicate: 'Rejected As Duplicate',
  InvalidMember: 'Invalid Member',
  ManagerApprovalRequired: 'Manager Approval Required',
  Void: 'Void',
};

export const isEnrollmentStatus = (status: string): status is EnrollmentStatus =>
  (ENROLLMENT_STATUSES as readonly string[]).includes(status);

/** The label of a stored status; a status the portal does not know (an older code) is shown as stored. */
export const enrollmentStatusLabel = (status: string): string =>
  isEnrollmentStatus(status) ? ENROLLMENT_STATUS_LABELS[status] : status;

/** Enrollment request types (spec §4). */
export const ENROLLMENT_REQUEST_TYPES = [
  'ContractChange',
  'PbpChange',
  'MultipleTransaction',
  'NewMember',
  'DuplicateEnrollment',
  'NewEnrollment',
] as const;
export type EnrollmentRequestType = (typeof ENROLLMENT_REQUEST_TYPES)[number];
export const ENROLLMENT_REQUEST_TYPE_LABELS: Record<EnrollmentRequestType, string> = {
  ContractChange: 'Contract Change',
  PbpChange: 'PBP Change',
  MultipleTransaction: 'Multiple Transaction',
  NewMember: 'New Member',
  DuplicateEnrollment: 'Duplicate Enrollment',
  NewEnrollment: 'New Enrollment',
};
/** A request type in words ('PbpChange' -> 'PBP Change'); an unknown one as it is. */
export const requestTypeLabel = (requestType: string): string =>
  (ENROLLMENT_REQUEST_TYPE_LABELS as Record<string, string>)[requestType] ?? requestType;
/** Request types of an existing member moving to another plan (of their contract, or another contract). */
export const PLAN_CHANGE_REQUEST_TYPES: readonly EnrollmentRequestType[] = ['ContractChange', 'PbpChange'];
export const isPlanChange = (requestType: string | null): boolean =>
  (PLAN_CHANGE_REQUEST_TYPES as readonly string[]).includes(requestType ?? '');

/**
 * Where an application came from. 'Paper Enrollment' is the default (spec §2: "The default source is Paper Enrollment");
 * 'Web Enrollment' is an online application; Form, Phone, Email and Other are the spec's source options.
 */
export const ENROLLMENT_SOURCES = ['Paper Enrollment', 'Web Enrollment', 'Form', 'Phone', 'Email', 'Other'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];
export const DEFAULT_ENROLLMENT_SOURCE: EnrollmentSource = 'Paper Enrollment';

/** Enrollment audit event kinds, numbered 0 to 19 in the spec's order (spec §4). */
export const ENROLLMENT_AUDIT_EVENT_KINDS = [
  'none',
  'autoPcpAssignment',
  'cmsVerificationSuccess',
  'cmsVerificationFailure',
  'medicalVerificationSuccess',
  'medicalVerificationFailure',
  'marxOverride',
  'medicalOverride',
  'duplicateFound',
  'newEnrollment',
  'newMemberId',
  'pcpAssignmentOverride',
  'duplicateOptionOverride',
  'homeAddressVerified',
  'mailingAddressVerified',
  'currentHomeAddressSelected',
  'currentMailingAddressSelected',
  'homeAddressAutomated',
  'mailingAddressAutomated',
  'lowConfidenceOverride',
] as const;
export type EnrollmentAuditEventKind = (typeof ENROLLMENT_AUDIT_EVENT_KINDS)[number];

/** The overrides a processor asks a manager for, in words (the kinds are audit event kinds of spec §4). */
export const OVERRIDE_KIND_LABELS = {
  marxOverride: 'CMS eligibility check failed',
  medicalOverride: 'State Medicaid (DSNP) check failed',
  duplicateOptionOverride: 'Possible duplicate is not a duplicate',
  lowConfidenceOverride: 'Low-confidence duplicate match',
} as const;
/**
 * A stored approval request ('marxOverride: Beneficiary has Part A') as a manager reads it ('CMS eligibility check
 * failed: Beneficiary has Part A'); text that does not start with a known kind is shown as it is.
 */
export const approvalRequestLabel = (request: string): string => {
  const at = request.indexOf(':');
  const kind = at < 0 ? '' : request.slice(0, at);
  const label = (OVERRIDE_KIND_LABELS as Record<string, string>)[kind];
  return label ? `${label}${request.slice(at)}` : request;
};

/** PCP assignment outcomes (spec §4). */
export const PCP_ASSIGNMENT_OUTCOMES = [
  'Allowed',
  'NotAllowedClosedPanel',
  'Conditional',
  'NotAllowedAddressType',
] as const;
export type PcpAssignmentOutcome = (typeof PCP_ASSIGNMENT_OUTCOMES)[number];
export const PCP_ASSIGNMENT_OUTCOME_LABELS: Record<PcpAssignmentOutcome, string> = {
  Allowed: 'Allowed',
  NotAllowedClosedPanel: 'Not allowed for closed panel',
  Conditional: 'Conditional',
  NotAllowedAddressType: 'Not allowed for address type',
};

/** PCP not-assignable reasons (spec §4). */
export const PCP_NOT_ASSIGNABLE_REASONS = [
  'NotAvailable',
  'Terminated',
  'NonContracted',
  'ClosedPanel',
  'NotInNetwork',
  'NotInMemberServiceArea',
  'Over35Miles',
  'ClosedPanelOverride',
  'NoPcpAssigned',
] as const;
export type PcpNotAssignableReason = (typeof PCP_NOT_ASSIGNABLE_REASONS)[number];
export const PCP_NOT_ASSIGNABLE_REASON_LABELS: Record<PcpNotAssignableReason, string> = {
  NotAvailable: 'Not Available',
  Terminated: 'Terminated',
  NonContracted: 'Non Contracted',
  ClosedPanel: 'Closed Panel',
  NotInNetwork: 'Not In Network',
  NotInMemberServiceArea: 'Not In Member Service Area',
  // Spec §9: "Maximum PCP distance reason: Over 35 Miles".
  Over35Miles: 'Over 35 Miles',
  ClosedPanelOverride: 'Closed Panel Override',
  NoPcpAssigned: 'No PCP Assigned',
};
/** Spec §9: a PCP office farther than this from the member's home ZIP is 'Over 35 Miles'. */
export const MAX_PCP_DISTANCE_MILES = 35;

/** CMS election types (Plan Communications User Guide, election period identifier). */
export const ELECTION_TYPES = [
  { code: 'A', label: 'AEP - Annual Election Period' },
  { code: 'E', label: 'IEP - Initial Enrollment Period' },
  { code: 'F', label: 'IEP2 - Second Initial Enrollment Period' },
  { code: 'I', label: 'ICEP - Initial Coverage Election Period' },
  { code: 'M', label: 'MA OEP - Medicare Advantage Open Enrollment Period' },
  { code: 'N', label: 'OEPNEW - Open Enrollment Period for Newly Eligible' },
  { code: 'T', label: 'OEPI - Open Enrollment Period for Institutionalized' },
  { code: 'S', label: 'SEP - Special Election Period (other)' },
  { code: 'U', label: 'SEP - Duals and individuals with LIS' },
  { code: 'V', label: 'SEP - Permanent move' },
  { code: 'W', label: 'SEP - Employer group health plan' },
  { code: 'X', label: 'Administrative action' },
] as const;
export const ELECTION_TYPE_CODES = ELECTION_TYPES.map((type) => type.code) as readonly string[];
/** Election types that are special election periods and therefore need a SEP reason code. */
export const SEP_ELECTION_TYPES: readonly string[] = ['S', 'U', 'V', 'W'];

/** CMS SEP reason codes written on the application (election-period guidance). */
export const SEP_REASON_CODES = [
  { code: 'MOV', label: 'Permanent change in residence' },
  { code: 'RUS', label: 'Returned to the United States' },
  { code: 'INC', label: 'Released from incarceration' },
  { code: 'LAW', label: 'Obtained lawful presence' },
  { code: 'MCD', label: 'Gain, lose or change in Medicaid' },
  { code: 'NLS', label: 'Gain, lose or change in Extra Help (LIS)' },
  { code: 'DIF', label: 'Dual or LIS, once per quarter' },
  { code: 'MDE', label: 'Medicaid or Extra Help: enrolled by state' },
  { code: 'LEC', label: 'Loss of employer or union coverage' },
  { code: 'LCC', label: 'Involuntary loss of creditable drug coverage' },
  { code: 'INS', label: 'Moves into, lives in or leaves an institution' },
  { code: '5ST', label: 'Enroll in a 5-star plan' },
  { code: 'DST', label: 'Emergency or major disaster' },
  { code: 'ACC', label: 'Accessible materials not received timely' },
  { code: 'SNP', label: 'Loss of special needs plan eligibility' },
  { code: 'CSN', label: 'Chronic condition special needs plan' },
  { code: 'PAC', label: 'Leaving PACE' },
  { code: 'NON', label: 'Plan contract non-renewal or termination' },
  { code: 'EOC', label: 'Employer or union coverage (EGHP)' },
  { code: 'MYT', label: 'Medicare Advantage trial period' },
  { code: 'PLE', label: 'Plan error or marketing misrepresentation' },
] as const;
export const SEP_REASON_CODE_VALUES = SEP_REASON_CODES.map((reason) => reason.code) as readonly string[];

/** What the CMS, State Medicaid and duplicate checks answered, in words for the badges of the work item. */
export const CHECK_STATUS_LABELS: Record<string, string> = {
  NotVerified: 'Not Verified',
  Verified: 'Verified',
  NotEligible: 'Not Eligible',
  NotVerifiedFailed: 'Failed',
  Overridden: 'Overridden',
  NotRun: 'Not Run',
  NoDuplicates: 'No Duplicates',
  DuplicatesFound: 'Duplicates Found',
};
export const checkStatusLabel = (status: string): string => CHECK_STATUS_LABELS[status] ?? status;
/** A PCP assignment outcome in words; an unknown code as it is. */
export const pcpOutcomeLabel = (outcome: string): string =>
  (PCP_ASSIGNMENT_OUTCOME_LABELS as Record<string, string>)[outcome] ?? outcome;
/** A PCP not-assignable reason in words; an unknown code as it is. */
export const pcpReasonLabel = (reason: string): string =>
  (PCP_NOT_ASSIGNABLE_REASON_LABELS as Record<string, string>)[reason] ?? reason;
