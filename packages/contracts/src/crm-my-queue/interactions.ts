import { z } from 'zod';
import { zBodyRecordId, zRecordId } from '../platform/ids.ts';
import { listOf } from '../platform/paging.ts';
import { MESSAGES } from '../platform/messages.ts';
import { PG_INTEGER_MAX, zQueryInt } from '../platform/rules/integers.ts';
import { zPhone } from '../platform/rules/phone-schemas.ts';
import { zText } from '../platform/rules/text.ts';
import { TALKDESK_CTI_SOURCE } from '../platform/telephony.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { CRM_LOOKUP_TOP_MAX, crmLookupPageShape } from './cases.ts';
import {
  CALL_DIRECTIONS,
  CRM_MEMBER_LOOKUP_PAGE,
  CRM_MESSAGES,
  DISENROLLMENT_CONTACT_OUTCOMES,
  DISENROLLMENT_REASON_CATEGORIES,
  DISENROLLMENT_REQUESTER_SOURCES,
  INTERACTION_OUTCOMES,
  INTERACTION_TYPES,
} from './crm-constants.ts';

/**
 * Interactions: a member's contacts with the plan (calls with their CTI id, portal messages, mail...), linked to cases
 * (spec §3 "Interaction: memberId, CaseIds, CreatedDateTime, talkdesk id, notes, agent name, call direction, call
 * outcome, type"; §7 createinteraction, UpdateInteraction, upsertCallNotes {talkdeskId, notes, agentName},
 * markMemberPortalMessagesRead {interactionId, memberId}, getMemberCallLogs, GetTalkdeskRecordingUrls,
 * GetFileContentForInteraction; shell spec §3 call note, §7 the TalkdeskCTISource setting, §9 the retention lists).
 */

export const INTERACTION_MESSAGES = {
  interactionNotFound: CRM_MESSAGES.interactionNotFound,
  caseNotFound: CRM_MESSAGES.caseNotFound,
  memberNotFound: MESSAGES.memberNotFound,
  directionInvalid: `Call direction must be ${CALL_DIRECTIONS.join(' or ')}`,
  typeInvalid: `Interaction type must be one of: ${INTERACTION_TYPES.join(', ')}`,
  outcomeInvalid: `Outcome must be one of: ${INTERACTION_OUTCOMES.join(', ')}`,
  ctiIdInvalid: 'The telephony interaction id must be 1 to 100 letters, digits, hyphens or underscores',
  ctiIdTaken: 'Another interaction already has this telephony interaction id.',
  notesTooLong: MESSAGES.atMostCharacters('Notes', 8000),
  agentNameTooLong: MESSAGES.atMostCharacters('Agent name', 100),
  caseIdsInvalid: 'Case ids must be at most 50 case ids',
  caseOfOtherMember: 'A linked case belongs to another member.',
  interactionOfOtherMember: 'The interaction belongs to another member.',
  casesNeedMember: 'An interaction linked to cases must name its member.',
  endBeforeStart: 'The end time must be after the start time.',
  dateTimeInvalid: 'The time must be an ISO 8601 date and time with its offset',
  contactOutcomeInvalid: `Disenrollment contact outcome must be one of: ${DISENROLLMENT_CONTACT_OUTCOMES.join(', ')}`,
  requesterSourceInvalid: `Disenrollment requester source must be one of: ${DISENROLLMENT_REQUESTER_SOURCES.join(', ')}`,
  reasonNotFound: 'The disenrollment reason was not found.',
  versionRequired: 'Version is required',
  callNotesRequired: 'Notes are required',
  agentNameRequired: 'Agent name is required',
  callNotesNotFound: 'No notes were saved for this call.',
  fileNotFound: 'The file was not found.',
  recordingNotFound: 'No recording was found for this call.',
  appSettingNotFound: 'The app setting was not found.',
  /** Shell spec §8, word for word: the overlay shows it when saving the call's notes fails. */
  callNotesSaveFailed: 'An error occurred while saving the notes for this call.',
  /** The audit's reason when the server ends a call whose agent's browser went away mid-call. */
  callEndedAgentGone: (agentName: string, graceSeconds: number) =>
    `Ended by the server: ${agentName}'s browser had no live connection for ${graceSeconds} seconds during the call.`,
  /** The audit's reason when the server ends a call whose agent's sign-in session was over (why: signed out, ...). */
  callEndedSessionOver: (agentName: string, why: string) =>
    `Ended by the server: ${agentName}'s session was over (${why}) during the call.`,
} as const;
const M = INTERACTION_MESSAGES;

// ---- Rows as returned ------------------------------------------------------------------------------------------------

export const interactionSchema = z.object({
  id: z.number().int(),
  /** Null while an inbound caller is not yet identified. */
  memberId: z.string().nullable(),
  /** The telephony integration's interaction id (the spec's talkdesk id). */
  ctiId: z.string().nullable(),
  direction: z.enum(CALL_DIRECTIONS),
  interactionType: z.enum(INTERACTION_TYPES),
  outcome: z.enum(INTERACTION_OUTCOMES).nullable(),
  phoneNumber: z.string().nullable(),
  agentName: z.string(),
  notes: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  disenrollmentContactOutcome: z.enum(DISENROLLMENT_CONTACT_OUTCOMES).nullable(),
  disenrollmentRequesterSource: z.enum(DISENROLLMENT_REQUESTER_SOURCES).nullable(),
  disenrollmentReasonId: z.number().int().nullable(),
  /** The reason's text, for display. */
  disenrollmentReason: z.string().nullable(),
  /** The spec's CaseIds: the cases the interaction touched. */
  caseIds: z.array(z.number().int()),
  createdBy: z.string(),
  /** The spec's CreatedDateTime (ISO 8601 instant). */
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type Interaction = z.infer<typeof interactionSchema>;
export const interactionListSchema = listOf(interactionSchema);
export type InteractionList = z.infer<typeof interactionListSchema>;

// ---- Inputs ----------------------------------------------------------------------------------------------------------

const zCtiId = () =>
  z
    .string({ error: M.ctiIdInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, M.ctiIdInvalid);
const zDateTime = () => z.iso.datetime({ offset: true, error: M.dateTimeInvalid });
const zNotes = () => zText({ multiline: true }).max(8000, M.notesTooLong);

/** The fields of an interaction a client sets (create and update). Nullable ones clear with null on update. */
const interactionFields = {
  memberId: zMemberId().nullable(),
  direction: z.enum(CALL_DIRECTIONS, { error: M.directionInvalid }),
  interactionType: z.enum(INTERACTION_TYPES, { error: M.typeInvalid }),
  outcome: z.enum(INTERACTION_OUTCOMES, { error: M.outcomeInvalid }).nullable(),
  ctiId: zCtiId().nullable(),
  phoneNumber: zPhone().nullable(),
  notes: zNotes().nullable(),
  /** Defaults to the signed-in user's name. */
  agentName: zText().trim().min(1, M.agentNameRequired).max(100, M.agentNameTooLong),
  caseIds: z.array(zBodyRecordId(), { error: M.caseIdsInvalid }).max(50, M.caseIdsInvalid),
  startedAt: zDateTime(),
  endedAt: zDateTime().nullable(),
  disenrollmentContactOutcome: z.enum(DISENROLLMENT_CONTACT_OUTCOMES, { error: M.contactOutcomeInvalid }).nullable(),
  disenrollmentRequesterSource: z.enum(DISENROLLMENT_REQUESTER_SOURCES, { error: M.requesterSourceInvalid }).nullable(),
  /** A row of GetDisenrollmentReasons. */
  disenrollmentReasonId: zBodyRecordId().nullable(),
};

const endsAfterStart = (value: { startedAt?: string | undefined; endedAt?: string | null | undefined }) =>
  !value.startedAt || !value.endedAt || Date.parse(value.endedAt) >= Date.parse(value.startedAt);

/** createinteraction: direction and type are required; the rest optional (startedAt defaults to now). */
export const createInteractionSchema = z
  .strictObject({
    ...interactionFields,
    memberId: interactionFields.memberId.optional(),
    outcome: interactionFields.outcome.optional(),
    ctiId: interactionFields.ctiId.optional(),
    phoneNumber: interactionFields.phoneNumber.optional(),
    notes: interactionFields.notes.optional(),
    agentName: interactionFields.agentName.optional(),
    caseIds: interactionFields.caseIds.default([]),
    startedAt: interactionFields.startedAt.optional(),
    endedAt: interactionFields.endedAt.optional(),
    disenrollmentContactOutcome: interactionFields.disenrollmentContactOutcome.optional(),
    disenrollmentRequesterSource: interactionFields.disenrollmentRequesterSource.optional(),
    disenrollmentReasonId: interactionFields.disenrollmentReasonId.optional(),
  })
  .refine(endsAfterStart, { message: M.endBeforeStart, path: ['endedAt'] });
export type CreateInteractionInput = z.input<typeof createInteractionSchema>;
export type CreateInteraction = z.output<typeof createInteractionSchema>;

/**
 * UpdateInteraction at the version read: only the fields given change (null clears a nullable one); `caseIds`, when
 * given, is the full set of linked cases.
 */
export const updateInteractionSchema = z
  .strictObject(interactionFields)
  .partial()
  .extend({
    id: zBodyRecordId(),
    version: z.number({ error: M.versionRequired }).int().min(1, M.versionRequired),
  })
  .refine(endsAfterStart, { message: M.endBeforeStart, path: ['endedAt'] });
export type UpdateInteractionInput = z.input<typeof updateInteractionSchema>;
export type UpdateInteraction = z.output<typeof updateInteractionSchema>;

// ---- Queries ---------------------------------------------------------------------------------------------------------

/** GetInteraction?id= */
export const interactionQuerySchema = z.object({ id: zRecordId() });
/** GetInteractionsByCase?caseId=&$skip=0&$top=50, ordered by CreatedDateTime descending (spec §9). */
export const caseInteractionsQuerySchema = z.object({ caseId: zRecordId(), ...crmLookupPageShape });
/** getMemberCallLogs (POST): the member's phone interactions, newest first. */
export const memberCallLogsSchema = z.strictObject({
  memberId: zMemberId(),
  $skip: z.number().int().min(0).max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange).default(0),
  $top: z.number().int().min(1).max(CRM_LOOKUP_TOP_MAX).default(CRM_MEMBER_LOOKUP_PAGE.top),
});
export type MemberCallLogsInput = z.input<typeof memberCallLogsSchema>;

// ---- Call notes (shell spec §3: talkdeskId, notes) -------------------------------------------------------------------

export const upsertCallNotesSchema = z.strictObject({
  talkdeskId: zCtiId(),
  notes: zNotes(),
  agentName: zText().trim().min(1, M.agentNameRequired).max(100, M.agentNameTooLong),
});
export type UpsertCallNotesInput = z.input<typeof upsertCallNotesSchema>;

export const callNotesSchema = z.object({
  talkdeskId: z.string(),
  notes: z.string(),
  agentName: z.string(),
  userId: z.string(),
  updatedAt: z.string(),
  /** The interaction with this CTI id, whose notes were set to the call's notes (null when there is none yet). */
  interactionId: z.number().int().nullable(),
});
export type CallNotes = z.infer<typeof callNotesSchema>;
/** GetCallNotes's answer when no notes were saved for the call: 204, no content (spec §8). */
export const noCallNotesSchema = z.null();
/** GetCallNotes?talkdeskId= (204 when no notes were saved for the call). */
export const callNotesQuerySchema = z.object({ talkdeskId: zCtiId() });

// ---- Recordings and files --------------------------------------------------------------------------------------------

/** GetTalkdeskRecordingUrls?talkDeskInteractionId= */
export const recordingUrlsQuerySchema = z.object({ talkDeskInteractionId: zCtiId() });
export const recordingSchema = z.object({
  /** A download of the portal (signed-in), audio/wav. */
  url: z.string(),
  durationSeconds: z.number(),
  /** True when the telephony simulator made the recording up (a short tone, no one's voice). */
  simulated: z.boolean(),
  source: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;
export const recordingUrlsSchema = z.object({ talkDeskInteractionId: z.string(), items: z.array(recordingSchema) });
export type RecordingUrls = z.infer<typeof recordingUrlsSchema>;
/** A recording's download (its `url`): GetTalkdeskRecording?talkDeskInteractionId=&index= */
export const recordingQuerySchema = recordingUrlsQuerySchema.extend({ index: zQueryInt().min(0).max(100).default(0) });

/** GetFileContentForInteraction?fileId= (a file of crm_files on an interaction). */
export const interactionFileQuerySchema = z.object({ fileId: zRecordId() });

// ---- Member portal messages ------------------------------------------------------------------------------------------

/** markMemberPortalMessagesRead {interactionId, memberId}: the member's unread messages read in this interaction. */
export const markPortalMessagesReadSchema = z.strictObject({
  interactionId: zBodyRecordId(),
  memberId: zMemberId(),
});
export type MarkPortalMessagesReadInput = z.input<typeof markPortalMessagesReadSchema>;
export const markPortalMessagesReadResultSchema = z.object({
  interactionId: z.number().int(),
  memberId: z.string(),
  markedRead: z.number().int(),
});

// ---- Settings and lists ----------------------------------------------------------------------------------------------

/** The app settings the shell reads one by one (GetAppSetting?name=); the rest are issue 13's getAppSettings. */
export const APP_SETTING_NAMES = [TALKDESK_CTI_SOURCE] as const;
export const appSettingQuerySchema = z.object({
  name: z.enum(APP_SETTING_NAMES, { error: INTERACTION_MESSAGES.appSettingNotFound }),
});
export const appSettingSchema = z.object({ name: z.string(), value: z.string() });
export type AppSetting = z.infer<typeof appSettingSchema>;

/** GetDisenrollmentReasons: the plan's 36 reasons in their seven categories (shell spec §9). */
export const disenrollmentReasonSchema = z.object({
  id: z.number().int(),
  category: z.enum(DISENROLLMENT_REASON_CATEGORIES),
  reason: z.string(),
  sortOrder: z.number().int(),
});
export type DisenrollmentReason = z.infer<typeof disenrollmentReasonSchema>;
export const disenrollmentReasonListSchema = listOf(disenrollmentReasonSchema);
