/**
 * The CRM's shared vocabulary (enrollment-crm-virtual-care spec §3, §4, §9; shell spec §9): the types and statuses of
 * cases, interactions, workflows and tasks, each type's SLA in working hours, the paging of lookups by member, and the
 * retention-call lists. The spec shows no status enumerations for the CRM; these are the plan's lists.
 */

/** The data layer's OData prefix: lists under it, functions and actions as `default.{name}` (spec §7). */
export const CRM_ODATA = '/odata/crm/myqueue';
/** Configuration, lookup and worklist calls (spec §7: api/crm/myqueue/...). */
export const CRM_API = '/api/crm/myqueue';

/** Spec §9: lookups by member (interactions, cases, workflows by case, tasks, surveys) take $skip=0 and $top=50. */
export const CRM_MEMBER_LOOKUP_PAGE = { skip: 0, top: 50 } as const;
/** Spec §9: workflows by member and by service action take $top=1000. */
export const CRM_WORKFLOWS_BY_MEMBER_TOP = 1000;
/** The largest page any CRM list answers. */
export const CRM_MAX_TOP = 1000;

export const CASE_STATUSES = ['Open', 'Pending', 'Closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_PRIORITIES = ['Urgent', 'High', 'Normal', 'Low'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/** Each case type with its SLA in working hours (8-hour days, Monday to Friday, US federal holidays off). */
export const CASE_TYPES = {
  'General Inquiry': { slaHours: 16 },
  'Benefits Question': { slaHours: 16 },
  'Claims Inquiry': { slaHours: 24 },
  'PCP Change': { slaHours: 24 },
  'Demographic Update': { slaHours: 16 },
  'Plan Materials': { slaHours: 24 },
  Grievance: { slaHours: 40 },
  Appeal: { slaHours: 40 },
  Retention: { slaHours: 8 },
  'Supplemental Benefits': { slaHours: 24 },
  Reimbursement: { slaHours: 40 },
  /** Created by an active campaign for each eligible member (issue 13, crm-admin-campaigns). */
  'Campaign Outreach': { slaHours: 40 },
} as const satisfies Record<string, { slaHours: number }>;
export type CaseType = keyof typeof CASE_TYPES;
export const CASE_TYPE_NAMES = Object.keys(CASE_TYPES) as CaseType[];
/** The case types a user may create: only an active campaign's outreach makes "Campaign Outreach" cases. */
export const USER_CASE_TYPE_NAMES = CASE_TYPE_NAMES.filter((type) => type !== 'Campaign Outreach');

export const CALL_DIRECTIONS = ['Inbound', 'Outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

export const INTERACTION_TYPES = ['Phone', 'Portal Message', 'Email', 'Mail', 'Walk-in'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const INTERACTION_OUTCOMES = [
  'Resolved',
  'Case Opened',
  'Transferred',
  'Callback Scheduled',
  'Left Voicemail',
  'No Answer',
  'Dropped',
] as const;
export type InteractionOutcome = (typeof INTERACTION_OUTCOMES)[number];

/** Spec §7: the workflow types, each with its own form and rules, and its SLA in working hours. */
export const WORKFLOW_TYPES = {
  DemographicChange: { label: 'Demographic Change', slaHours: 16 },
  PcpChange: { label: 'PCP Change', slaHours: 24 },
  RequestPlanMaterial: { label: 'Request Plan Material', slaHours: 24 },
  ProcessSSBCI: { label: 'Process SSBCI', slaHours: 40 },
  PoaValidation: { label: 'POA Validation', slaHours: 40 },
  MemberReimbursement: { label: 'Member Reimbursement', slaHours: 80 },
} as const satisfies Record<string, { label: string; slaHours: number }>;
export type WorkflowType = keyof typeof WORKFLOW_TYPES;
export const WORKFLOW_TYPE_NAMES = Object.keys(WORKFLOW_TYPES) as WorkflowType[];

export const WORKFLOW_STATUSES = ['Open', 'In Progress', 'Escalated', 'Closed'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** Task types with their SLA in working hours. */
export const TASK_TYPES = {
  'Follow-up Call': { slaHours: 8 },
  'Verify Information': { slaHours: 8 },
  'Update Member Record': { slaHours: 16 },
  'Send Letter': { slaHours: 24 },
  'Provider Outreach': { slaHours: 24 },
  'Review Documents': { slaHours: 16 },
  'Supervisor Review': { slaHours: 8 },
  'Issue Payment': { slaHours: 40 },
} as const satisfies Record<string, { slaHours: number }>;
export type TaskType = keyof typeof TASK_TYPES;
export const TASK_TYPE_NAMES = Object.keys(TASK_TYPES) as TaskType[];

/** A task is closed as Closed (done) or Rejected; the queue lists recently closed and recently closed rejected tasks. */
export const TASK_STATUSES = ['Open', 'In Progress', 'Closed', 'Rejected'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Item kinds of notes and files, and of the workspace route `/crm/myqueue/:crmItem/:crmItemId`. */
export const CRM_ITEMS = ['case', 'workflow', 'task', 'interaction', 'member'] as const;
export type CrmItem = (typeof CRM_ITEMS)[number];

/** The working day the SLA counts in: 8 working hours, 09:00 to 17:00 in the plan's time zone. */
export const CRM_BUSINESS_DAY = { timeZone: 'America/Los_Angeles', startHour: 9, endHour: 17 } as const;

/** Shell spec §9: retention calls record the contact outcome and who asked to disenroll. */
export const DISENROLLMENT_CONTACT_OUTCOMES = [
  'Successful Contact',
  'Request call back',
  'Left voicemail or message',
  'Busy/Line just rings/No VM',
  'Phone line disconnected',
  'Wrong Number',
  'Other',
] as const;
export const DISENROLLMENT_REQUESTER_SOURCES = [
  'Sales Agent on Record',
  'New Sales Agent',
  'PCP or Specialist Office',
  'Friend/Family',
  'Self',
  'Refused/Unable to Obtain',
] as const;
/** Shell spec §9: the seven categories of the 36 disenrollment reasons (the reasons are seeded plan data). */
export const DISENROLLMENT_REASON_CATEGORIES = [
  'Error',
  'Part D',
  'Network',
  'Health Plan Operations',
  'Benefit Dissatisfaction',
  'Other',
  'No Reason',
] as const;

/** The CRM's messages (the spec shows none beyond the shell's telephony ones; these are the portal's wording). */
export const CRM_MESSAGES = {
  caseNotFound: 'The case was not found.',
  workflowNotFound: 'The workflow was not found.',
  taskNotFound: 'The task was not found.',
  interactionNotFound: 'The interaction was not found.',
  caseClosed: 'The case is closed. Reopen it first.',
  workflowClosed: 'The workflow is closed.',
  notYourCase: 'Only a supervisor can reassign a case owned by someone else.',
  openWorkflows: 'The case has open workflows. Close them first.',
  openTasks: 'The workflow has open tasks. Close them first.',
  unknownUser: 'The user was not found or is not active.',
  noQueueMembers: 'The queue has no active members to assign the case to.',
} as const;
