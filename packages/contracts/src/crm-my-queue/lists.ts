import { z } from 'zod';
import { lookupRowSchema, odataAnswerOf, odataQueryShape } from '../platform/odata.ts';
import { CRM_MAX_TOP } from './crm-constants.ts';

/**
 * The CRM's GET lists (spec §7 "GET lists (optional $filter, $orderby, $skip, $top)") at `${CRM_ODATA}/<entityset>`:
 * cases, interactions, workflows, workflow tasks and outbound surveys, and their lookup lists answering
 * `{ value: [{ Value, Text }] }`. Field names in $filter and $orderby are the row's own field names, matched without
 * regard to case (the spec writes CreatedDateTime and CreatedDate; both `CreatedDate` and `createdDate` work). Times are
 * ISO instants (UTC); the web shows them in the user's time zone.
 */

/** The query of every CRM list: $filter, $orderby, $skip, $top (1 to CRM_MAX_TOP, default 50), $count. */
export const crmListQuerySchema = z.object(odataQueryShape(CRM_MAX_TOP));
export type CrmListQuery = z.infer<typeof crmListQuerySchema>;

const instant = z.string();
const nullableInstant = z.string().nullable();

/** A person column's display name (null or absent: no user has that username; screens then show the username). */
const personName = z.string().nullable().optional();
/** The display names of who created, last changed and closed an item. */
const authorNames = { createdByName: personName, modifiedByName: personName, closedByName: personName };

/** A case as the lists answer it; each person column has its name beside it (ownerName, createdByName, ...). */
export const crmCaseRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  queueId: z.number().int().nullable(),
  caseType: z.string(),
  subject: z.string(),
  priority: z.string(),
  status: z.string(),
  isClosed: z.boolean(),
  owner: z.string(),
  originInteractionId: z.number().int().nullable(),
  reopenedCount: z.number().int(),
  slaDueAt: instant,
  createdBy: z.string(),
  createdDate: instant,
  modifiedBy: z.string(),
  modifiedDate: instant,
  closedBy: z.string().nullable(),
  closedDate: nullableInstant,
  version: z.number().int(),
  ownerName: personName,
  ...authorNames,
});
export type CrmCaseRow = z.infer<typeof crmCaseRowSchema>;

/** An interaction as the list answers it, with the ids of the cases it touched (CaseIds). */
export const crmInteractionRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string().nullable(),
  caseIds: z.array(z.number().int()),
  talkdeskId: z.string().nullable(),
  callDirection: z.string(),
  interactionType: z.string(),
  callOutcome: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  agentName: z.string(),
  notes: z.string().nullable(),
  startedAt: instant,
  endedAt: nullableInstant,
  createdBy: z.string(),
  createdDateTime: instant,
  modifiedBy: z.string(),
  modifiedDateTime: instant,
  version: z.number().int(),
});
export type CrmInteractionRow = z.infer<typeof crmInteractionRowSchema>;

/** A workflow as the lists answer it; workflowTypeString is the type's label. */
export const crmWorkflowRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  caseId: z.number().int(),
  workflowType: z.string(),
  workflowTypeString: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  owner: z.string(),
  slaDueAt: instant,
  escalatedTo: z.string().nullable(),
  createdBy: z.string(),
  createdDate: instant,
  modifiedBy: z.string(),
  modifiedDate: instant,
  closedBy: z.string().nullable(),
  closedDate: nullableInstant,
  version: z.number().int(),
  /** The form template's answers as "Label: value; Label: value" (the form builder's templates). */
  formAnswersText: z.string().nullable().optional(),
  ownerName: personName,
  ...authorNames,
});
export type CrmWorkflowRow = z.infer<typeof crmWorkflowRowSchema>;

/** A workflow task as the lists answer it. */
export const crmTaskRowSchema = z.object({
  id: z.number().int(),
  workflowId: z.number().int(),
  caseId: z.number().int(),
  memberId: z.string(),
  taskType: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  assignedTo: z.string(),
  slaDueAt: instant,
  createdBy: z.string(),
  createdDate: instant,
  modifiedBy: z.string(),
  modifiedDate: instant,
  closedBy: z.string().nullable(),
  closedDate: nullableInstant,
  version: z.number().int(),
  assignedToName: personName,
  ...authorNames,
});
export type CrmTaskRow = z.infer<typeof crmTaskRowSchema>;

/** An outbound survey made about a case. */
export const crmOutboundSurveyRowSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  memberId: z.string(),
  surveyType: z.string(),
  satisfaction: z.number().int().nullable(),
  createdBy: z.string(),
  createdDateTime: instant,
});
export type CrmOutboundSurveyRow = z.infer<typeof crmOutboundSurveyRowSchema>;

export const crmCaseListSchema = odataAnswerOf(crmCaseRowSchema);
export const crmInteractionListSchema = odataAnswerOf(crmInteractionRowSchema);
export const crmWorkflowListSchema = odataAnswerOf(crmWorkflowRowSchema);
export const crmTaskListSchema = odataAnswerOf(crmTaskRowSchema);
export const crmOutboundSurveyListSchema = odataAnswerOf(crmOutboundSurveyRowSchema);
export const crmLookupListSchema = odataAnswerOf(lookupRowSchema);
export type CrmLookupList = z.infer<typeof crmLookupListSchema>;

/** The record entity sets (member data: every read is audited). */
export const CRM_RECORD_SETS = ['cases', 'interactions', 'workflows', 'workflowtasks', 'outboundsurveys'] as const;
export type CrmRecordSet = (typeof CRM_RECORD_SETS)[number];

/**
 * The lookup entity sets: the users (caseowners, ...createdby, ...modifiedby, ...closedby, workflowtaskassignedto: each
 * the same list of every active CRM user, whoever holds My Queue read or is an administrator, not only those who did
 * that; Value the username, Text the person's name), and the fixed lists (statuses, types, directions, outcomes,
 * reasons, languages, queues). Each is filterable and sortable by Value and Text, and ordered by Text unless $orderby
 * says otherwise (spec §7: case owners by Text). ezmemberlanguages are the member system's language codes (Value the
 * code, Text its name: the enrollment's Language list); memberreimbursementstatuses the statuses of a member
 * reimbursement workflow.
 */
export const CRM_LOOKUP_SETS = [
  'caseowners',
  'casemodifiedby',
  'casestatuses',
  'interactioncalldirections',
  'interactionoutcomes',
  'interactioncreatedby',
  'interactiontypes',
  'workflowcreatedby',
  'workflowmodifiedby',
  'workflowclosedby',
  'workflowstatuses',
  'workflowreasons',
  'workflowtypes',
  'workflowtaskclosedby',
  'workflowtaskcreatedby',
  'workflowtaskassignedto',
  'workflowtaskstatuses',
  'workflowtasktypes',
  'outboundsurveycreatedby',
  'languages',
  'ezmemberlanguages',
  'queues',
  'memberreimbursementstatuses',
] as const;
export type CrmLookupSet = (typeof CRM_LOOKUP_SETS)[number];

/** The languages a member may be served in (the plan's list; the spec names the list only). */
export const CRM_LANGUAGES = [
  'English',
  'Spanish',
  'Chinese (Cantonese)',
  'Chinese (Mandarin)',
  'Vietnamese',
  'Korean',
  'Tagalog',
  'Russian',
  'Armenian',
  'Farsi',
  'Arabic',
  'Japanese',
  'Khmer',
  'Hmong',
  'Other',
] as const;

/**
 * The workflow reasons offered (the reason is free text on the workflow; these are the plan's usual ones, answered by
 * the workflowreasons lookup).
 */
export const CRM_WORKFLOW_REASONS = [
  'Member request',
  'Address change',
  'Provider left network',
  'Plan change',
  'Missing information',
  'Grievance follow-up',
  'Supervisor request',
  'Other',
] as const;
