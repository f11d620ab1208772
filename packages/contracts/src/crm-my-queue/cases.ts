import { z } from 'zod';
import { zBodyRecordId, zRecordId } from '../platform/ids.ts';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { crmNoteSchema, zRequiredText } from './workflow-common.ts';
import {
  CASE_PRIORITIES,
  CASE_STATUSES,
  CASE_TYPE_NAMES,
  CRM_MEMBER_LOOKUP_PAGE,
  CRM_MESSAGES,
  USER_CASE_TYPE_NAMES,
  type CaseType,
} from './crm-constants.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * A member's cases in the CRM (enrollment-crm-virtual-care spec §3 "Case: id, memberId, owner, modified-by, status,
 * closed flag, notes, actions taken", §4 "closed or reopened (a switch), reassigned, and given notes and actions taken",
 * §7 getallmembercases, CreateCase, SwitchIsCaseClosed, ReassignCase, AddNoteToCase {caseId, notes},
 * AddActionTakenToCase, CreateOutboundSurvey) and the outbound surveys made about a case. Functions answer plain
 * camelCase JSON; lists as `{ items, total }`.
 */

export const CASE_MESSAGES = {
  ...CRM_MESSAGES,
  caseTypeRequired: 'Case type is required',
  caseTypeInvalid: `Case type must be one of: ${CASE_TYPE_NAMES.join(', ')}`,
  caseTypeCampaignOnly: 'Campaign Outreach cases are created by campaigns only.',
  priorityInvalid: `Priority must be one of: ${CASE_PRIORITIES.join(', ')}`,
  subjectRequired: 'Subject is required',
  subjectTooLong: MESSAGES.atMostCharacters('Subject', 200),
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 4000),
  noteRequired: 'Notes are required',
  noteTooLong: MESSAGES.atMostCharacters('Notes', 4000),
  actionRequired: 'Action taken is required',
  actionTooLong: MESSAGES.atMostCharacters('Action taken', 1000),
  ownerRequired: 'Owner is required',
  versionRequired: 'Version is required',
  memberNotFound: MESSAGES.memberNotFound,
  queueNotFound: 'The queue was not found or is not active.',
  interactionOfOtherMember: 'The interaction belongs to another member.',
  alreadyOwner: 'The case is already owned by this user.',
  surveyTypeInvalid: 'Survey type is not one of the outbound survey types',
  satisfactionInvalid: 'Satisfaction must be a whole number from 1 to 5',
  answersInvalid: 'Answers must be at most 50 questions, each answered with text of at most 1000 characters',
  surveyNoAnswers: "Enter at least one answer: the member's satisfaction (1 to 5) or an answer to a question",
} as const;
const M = CASE_MESSAGES;

/** The page of a lookup by member or by case (spec §9: $skip=0 and $top=50 by default; at most 100). */
export const CRM_LOOKUP_TOP_MAX = 100;
export const crmLookupPageShape = {
  $skip: zQueryInt().min(0).default(CRM_MEMBER_LOOKUP_PAGE.skip),
  $top: zQueryInt().min(1).max(CRM_LOOKUP_TOP_MAX).default(CRM_MEMBER_LOOKUP_PAGE.top),
};

// ---- Rows as returned ------------------------------------------------------------------------------------------------

export const caseActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseAction = z.infer<typeof caseActionSchema>;

export const caseSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  queueId: z.number().int().nullable(),
  queueName: z.string().nullable(),
  caseType: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  priority: z.enum(CASE_PRIORITIES),
  status: z.enum(CASE_STATUSES),
  isClosed: z.boolean(),
  /** Username of the agent who owns the case, and their display name. */
  owner: z.string(),
  ownerName: z.string().nullable(),
  /** The interaction the case was opened in (first-call resolution compares the others to it). */
  originInteractionId: z.number().int().nullable(),
  reopenedCount: z.number().int(),
  /** The SLA due time: the case type's working hours on the business calendar from when it was opened (or reopened). */
  slaDueAt: z.string(),
  /** Usernames of who opened, last changed and closed the case, and their display names (null: no such user). */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedByName: z.string().nullable(),
  modifiedAt: z.string(),
  closedBy: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  version: z.number().int(),
});
export type CrmCase = z.infer<typeof caseSchema>;
export const caseListSchema = listOf(caseSchema);
export type CaseList = z.infer<typeof caseListSchema>;

/** GetCase: the case with its notes and actions taken, newest first. */
export const caseDetailSchema = caseSchema.extend({
  /** The notes without createdDate: the case screens read createdAt. */
  notes: z.array(crmNoteSchema.omit({ createdDate: true })),
  actionsTaken: z.array(caseActionSchema),
  /** Ids of the interactions linked to the case (newest first; the interactions are read with GetInteractionsByCase). */
  interactionIds: z.array(z.number().int()),
  /**
   * How many of the case's workflows are open: the screen refuses to close a case with one at once, also when the open
   * one is beyond the workflows it has read (the case lookups read 50).
   */
  openWorkflowCount: z.number().int(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

// ---- Queries ---------------------------------------------------------------------------------------------------------

/** getallmembercases?memberId= (spec §9 paging). */
export const memberCasesQuerySchema = z.object({ memberId: zMemberId(), ...crmLookupPageShape });
export type MemberCasesQuery = z.infer<typeof memberCasesQuerySchema>;
/** GetCase?id= */
export const caseQuerySchema = z.object({ id: zRecordId() });

// ---- Inputs ----------------------------------------------------------------------------------------------------------

/** A case type left empty is "required"; any other value not in the list is "must be one of". */
const caseTypeEnum = z.enum(CASE_TYPE_NAMES as [CaseType, ...CaseType[]], {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.caseTypeRequired : M.caseTypeInvalid),
});
const zNotes = (required: string, tooLong: string, max = 4000) =>
  zRequiredText(required, { multiline: true }).max(max, tooLong);
const zVersion = () => z.number({ error: M.versionRequired }).int().min(1, M.versionRequired);

/**
 * CreateCase. With a queue the owner is the queue's next active member in turn (round-robin); without one, the creator.
 * An interaction id links the case to the interaction it was opened in (its originInteractionId).
 */
export const createCaseSchema = z.strictObject({
  memberId: zMemberId(),
  caseType: caseTypeEnum.refine(
    (type) => (USER_CASE_TYPE_NAMES as readonly string[]).includes(type),
    M.caseTypeCampaignOnly,
  ),
  subject: zRequiredText(M.subjectRequired).max(200, M.subjectTooLong),
  description: zText({ multiline: true }).trim().max(4000, M.descriptionTooLong).optional(),
  priority: z.enum(CASE_PRIORITIES, { error: M.priorityInvalid }).default('Normal'),
  queueId: zBodyRecordId().optional(),
  interactionId: zBodyRecordId().optional(),
});
export type CreateCaseInput = z.input<typeof createCaseSchema>;

/** SwitchIsCaseClosed: closes an open case, reopens a closed one (at the version read). */
export const switchCaseClosedSchema = z.strictObject({ id: zBodyRecordId(), version: zVersion() });
export type SwitchCaseClosedInput = z.input<typeof switchCaseClosedSchema>;

/** ReassignCase: an agent may reassign only their own cases; a supervisor any. The new owner is an active user. */
export const reassignCaseSchema = z.strictObject({
  id: zBodyRecordId(),
  version: zVersion(),
  owner: z.string({ error: M.ownerRequired }).trim().min(1, M.ownerRequired).max(100),
});
export type ReassignCaseInput = z.input<typeof reassignCaseSchema>;

/** AddNoteToCase {caseId, notes} (spec §7). */
export const addNoteToCaseSchema = z.strictObject({
  caseId: zBodyRecordId(),
  notes: zNotes(M.noteRequired, M.noteTooLong),
});
export type AddNoteToCaseInput = z.input<typeof addNoteToCaseSchema>;

/** AddActionTakenToCase {caseId, action}. */
export const addActionTakenToCaseSchema = z.strictObject({
  caseId: zBodyRecordId(),
  action: zNotes(M.actionRequired, M.actionTooLong, 1000),
});
export type AddActionTakenToCaseInput = z.input<typeof addActionTakenToCaseSchema>;

// ---- Outbound surveys ------------------------------------------------------------------------------------------------

/** The plan's outbound surveys (the spec names none): calls back to a member about a case. */
export const OUTBOUND_SURVEY_TYPES = [
  'Post-Call Satisfaction',
  'Case Resolution Follow-up',
  'New Member Welcome',
  'Retention Follow-up',
] as const;
export type OutboundSurveyType = (typeof OUTBOUND_SURVEY_TYPES)[number];

/** A survey's answers: question -> answer (text, a number or yes/no). */
const answersSchema = z
  .record(z.string().min(1).max(200), z.union([z.string().max(1000), z.number(), z.boolean()]), {
    error: M.answersInvalid,
  })
  .refine((answers) => Object.keys(answers).length <= 50, M.answersInvalid);

export const outboundSurveySchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  memberId: z.string(),
  surveyType: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** 1 (very dissatisfied) to 5 (very satisfied), or null when the member did not say. */
  satisfaction: z.number().int().nullable(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  /** The spec's CreatedDateTime. */
  createdAt: z.string(),
});
export type OutboundSurvey = z.infer<typeof outboundSurveySchema>;
export const outboundSurveyListSchema = listOf(outboundSurveySchema);

export const createOutboundSurveySchema = z
  .strictObject({
    caseId: zBodyRecordId(),
    surveyType: z.enum(OUTBOUND_SURVEY_TYPES, { error: M.surveyTypeInvalid }),
    answers: answersSchema.default({}),
    satisfaction: z
      .number({ error: M.satisfactionInvalid })
      .int(M.satisfactionInvalid)
      .min(1, M.satisfactionInvalid)
      .max(5, M.satisfactionInvalid)
      .nullable()
      .optional(),
  })
  // A survey records what the member said: one with no answers at all (no satisfaction, every answer blank) is refused.
  .refine(
    (survey) =>
      (survey.satisfaction !== null && survey.satisfaction !== undefined) ||
      Object.values(survey.answers).some((answer) => typeof answer !== 'string' || answer.trim() !== ''),
    { message: M.surveyNoAnswers, path: ['satisfaction'] },
  );
export type CreateOutboundSurveyInput = z.input<typeof createOutboundSurveySchema>;

/** GetOutboundSurveysByCase?caseId=&$skip=0&$top=50 (spec §9), newest first. */
export const caseSurveysQuerySchema = z.object({ caseId: zRecordId(), ...crmLookupPageShape });
