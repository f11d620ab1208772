import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { isFutureInLosAngeles, isIsoDate } from '../platform/rules/dates.ts';
import { normalizeText } from '../platform/rules/text.ts';
import { memberGridRowSchema, MEMBER_PAGE_MAX } from '../platform/lookups/members.ts';
import { MEMBER_ID_PATTERN, MEMBER_RECORD_MESSAGES, zMemberId } from '../patient-360/member-record.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * The CRM member workspace (enrollment-crm-virtual-care spec §3, §5, §7): the inbound member search an agent runs when
 * a call comes in, the member's sticky notes, next best actions, the agent's reminders and the member's portal
 * messages. Functions are GET `${CRM_ODATA}/default.{name}` with query parameters, actions POST with a JSON body;
 * GetMyOpenReminders is GET `${CRM_API}/GetMyOpenReminders`. Marking portal messages read is
 * markMemberPortalMessagesRead (interactions' contract).
 */

export const MEMBER_WORKSPACE_MESSAGES = {
  searchTermRequired: 'Enter at least 2 characters of a name or member id to search',
  inboundCriteria: 'Enter a name, phone number, member id or birth date to search',
  /** Shell spec §8 (telephony): the phone number is not one. */
  phoneInvalid: 'Invalid phone number',
  tooManyMemberIds: 'At most 50 member ids can be searched at once',
  memberIdInvalid: MEMBER_RECORD_MESSAGES.memberIdInvalid,
  birthDateInvalid: 'Birth date must be a date from 01/01/1900 to today',
  noteRequired: 'Enter the note',
  noteTooLong: MESSAGES.atMostCharacters('A sticky note', 2000),
  stickyNoteNotFound: 'The sticky note was not found.',
  nbaNotFound: 'The next best action was not found.',
  nbaAlreadyComplete: 'The next best action is already complete.',
  reminderNotFound: 'The reminder was not found.',
  reminderAlreadyComplete: 'The reminder is already complete.',
  reminderNoteRequired: 'Enter what to be reminded of',
  reminderNoteTooLong: MESSAGES.atMostCharacters('A reminder', 500),
  remindAtInvalid: 'Enter the date and time to be reminded at',
  reminderCaseOfAnotherMember: 'The case belongs to another member.',
  caseOfAnotherMember: (caseId: number) =>
    `Case ${caseId} belongs to another member: choose one of this member's cases.`,
  pageSize: 'At most 50 members can be read per page',
  messagesPageSize: 'At most 100 messages can be read per page',
} as const;

const M = MEMBER_WORKSPACE_MESSAGES;

export const STICKY_NOTE_MAX = 2000;
export const REMINDER_NOTE_MAX = 500;

// ---------------------------------------------------------------------------------------------------------------
// Inbound member search
// ---------------------------------------------------------------------------------------------------------------

const memberPage = {
  $top: zQueryInt().min(1, M.pageSize).max(MEMBER_PAGE_MAX, M.pageSize).default(MEMBER_PAGE_MAX),
  $skip: zQueryInt().min(0).max(100000).default(0),
};

/** GET default.searchmembers?searchterm= : a name ("last first", "first last", a prefix) or a member id (prefix). */
export const searchMembersQuerySchema = z.object({
  searchterm: z.string({ error: M.searchTermRequired }).trim().min(2, M.searchTermRequired).max(100),
  ...memberPage,
});
export type SearchMembersQuery = z.infer<typeof searchMembersQuerySchema>;

/** Spec §5: the phone number with its non-word characters stripped; a leading country code 1 is dropped. */
export function inboundPhoneDigits(value: string): string {
  const stripped = value.replace(/\W/g, '').replace(/_/g, '');
  return stripped.length === 11 && stripped.startsWith('1') ? stripped.slice(1) : stripped;
}

const zInboundPhone = () =>
  z
    .string({ error: M.phoneInvalid })
    .transform(inboundPhoneDigits)
    .refine((digits) => /^\d{10}$/.test(digits), M.phoneInvalid);

/** GET default.SearchMembersByPhoneNumber?phoneNumber= : any punctuation ("(555) 123-4567", "+1 555.123.4567"). */
export const searchMembersByPhoneQuerySchema = z.object({ phoneNumber: zInboundPhone(), ...memberPage });
export type SearchMembersByPhoneQuery = z.infer<typeof searchMembersByPhoneQuerySchema>;

/** Member ids as a list: repeated (`memberIds=a&memberIds=b`) or comma separated, upper-cased (spec §5). */
const zMemberIdList = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      [
        ...new Set(
          (Array.isArray(value) ? value : [value ?? ''])
            .flatMap((part) => part.split(','))
            .map((id) => id.trim().toUpperCase())
            .filter((id) => id.length > 0),
        ),
      ].sort(),
    )
    .refine((ids) => ids.length <= MEMBER_PAGE_MAX, M.tooManyMemberIds)
    .refine((ids) => ids.every((id) => MEMBER_ID_PATTERN.test(id)), M.memberIdInvalid);

/** A birth date as a JSON date ('1950-02-03' or '1950-02-03T00:00:00.000Z'): its calendar date, 1900 to today. */
const zBirthDate = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value),
    z
      .string({ error: M.birthDateInvalid })
      .refine((value) => isIsoDate(value) && value >= '1900-01-01' && !isFutureInLosAngeles(value), M.birthDateInvalid),
  );

/**
 * GET default.SearchMembersForInbound: name (upper-cased; empty is null), phone number, member ids, birth date. Every
 * criterion given must match (a caller who gives a name and a birth date is the member with both).
 */
export const searchMembersForInboundQuerySchema = z
  .object({
    name: z
      .string()
      .optional()
      .transform((value) => {
        const name = (value ?? '').trim().toUpperCase();
        return name.length > 0 ? name : null;
      }),
    phoneNumber: blankAsMissing(zInboundPhone()),
    memberIds: zMemberIdList(),
    birthDate: blankAsMissing(zBirthDate()),
    ...memberPage,
  })
  .refine(
    (query) =>
      query.name !== null ||
      query.phoneNumber !== undefined ||
      query.memberIds.length > 0 ||
      query.birthDate !== undefined,
    { message: M.inboundCriteria, path: ['name'] },
  );
export type SearchMembersForInboundQuery = z.infer<typeof searchMembersForInboundQuerySchema>;
export type SearchMembersForInboundInput = z.input<typeof searchMembersForInboundQuerySchema>;

/** The members found (the shared member grid row), paged, with the number of matches. */
export const inboundMemberListSchema = listOf(memberGridRowSchema);
export type InboundMemberList = z.infer<typeof inboundMemberListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sticky notes
// ---------------------------------------------------------------------------------------------------------------

const zId = () => z.number({ error: 'A record id is required' }).int().positive();
const zVersion = () => z.number({ error: 'The version read is required' }).int().min(1);
/** Required text, normalised like every text field (shell spec §5), trimmed, within its length. */
const zRequiredText = (options: { required: string; tooLong: string; max: number; multiline: boolean }) =>
  z
    .string({ error: options.required })
    .overwrite((value) => normalizeText(value, { multiline: options.multiline }))
    .trim()
    .min(1, options.required)
    .max(options.max, options.tooLong);
const zStickyNoteText = () =>
  zRequiredText({ required: M.noteRequired, tooLong: M.noteTooLong, max: STICKY_NOTE_MAX, multiline: true });

export const stickyNoteSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  note: z.string(),
  /** An active note pops up when the member is opened. */
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number().int(),
});
export type StickyNote = z.infer<typeof stickyNoteSchema>;
/** GetStickyNotes?memberId= : the member's notes, active first, newest first. */
export const stickyNoteListSchema = listOf(stickyNoteSchema);

export const createStickyNoteSchema = z.strictObject({
  memberId: zMemberId(),
  note: zStickyNoteText(),
  active: z.boolean().default(true),
});
export type CreateStickyNoteInput = z.input<typeof createStickyNoteSchema>;

export const updateStickyNoteSchema = z.strictObject({
  id: zId(),
  version: zVersion(),
  note: zStickyNoteText(),
  active: z.boolean(),
});
export type UpdateStickyNoteInput = z.input<typeof updateStickyNoteSchema>;

/** dismissStickyNote {id, active} at the version read: sets the active flag (false dismisses, true brings back). */
export const dismissStickyNoteSchema = z.strictObject({ id: zId(), version: zVersion(), active: z.boolean() });
export type DismissStickyNoteInput = z.input<typeof dismissStickyNoteSchema>;

/** deleteStickyNote {id} at the version read; answers the deleted note as it was. */
export const deleteStickyNoteSchema = z.strictObject({ id: zId(), version: zVersion() });
export type DeleteStickyNoteInput = z.input<typeof deleteStickyNoteSchema>;

/**
 * upsertStickyNote {memberId, note, active}: the member's latest note is changed, or a first one created. A client that
 * read a note sends its version; one that saw none sends no version, and finds a 409 when a note was added since.
 */
export const upsertStickyNoteSchema = z.strictObject({
  memberId: zMemberId(),
  note: zStickyNoteText(),
  active: z.boolean().default(true),
  version: zVersion().optional(),
});
export type UpsertStickyNoteInput = z.input<typeof upsertStickyNoteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Next best actions
// ---------------------------------------------------------------------------------------------------------------

/** The plan's next best actions (the demo's catalogue; the real list comes from the plan's analytics). */
export const NEXT_BEST_ACTIONS = {
  AWV: 'Schedule the annual wellness visit',
  HRA: 'Complete the health risk assessment',
  FLU: 'Offer a flu shot at a network pharmacy',
  MAMMO: 'Remind about the breast cancer screening',
  A1C: 'Schedule the diabetes A1c test',
  EYE: 'Schedule the diabetic eye exam',
  ADH: 'Discuss medication adherence and 90-day fills',
  OTC: 'Explain the over-the-counter allowance',
  RIDE: 'Offer transportation to medical appointments',
  PORTAL: 'Invite to register on the member portal',
} as const;
export type NextBestActionCode = keyof typeof NEXT_BEST_ACTIONS;

export const nextBestActionSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  actionCode: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** 1 is the most important. */
  priority: z.number().int(),
  createdAt: z.string(),
  completedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type NextBestAction = z.infer<typeof nextBestActionSchema>;
/** GetNextBestActions?memberId= : the open ones, most important first. */
export const nextBestActionListSchema = listOf(nextBestActionSchema);

/** MarkNbaComplete {id}: an action completed before is a 409 with nbaAlreadyComplete. */
export const markNbaCompleteSchema = z.strictObject({ id: zId() });
export type MarkNbaCompleteInput = z.input<typeof markNbaCompleteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reminders
// ---------------------------------------------------------------------------------------------------------------

export const reminderSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  memberId: z.string().nullable(),
  caseId: z.number().int().nullable(),
  note: z.string(),
  remindAt: z.string(),
  /** remindAt has passed. */
  isDue: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;
/** GET `${CRM_API}/GetMyOpenReminders`: the signed-in user's open reminders, soonest first. */
export const reminderListSchema = listOf(reminderSchema);

/** POST default.CreateReminder: for the signed-in user, about a member and/or a case (optional). */
export const createReminderSchema = z.strictObject({
  memberId: zMemberId().nullish(),
  caseId: zId().nullish(),
  note: zRequiredText({
    required: M.reminderNoteRequired,
    tooLong: M.reminderNoteTooLong,
    max: REMINDER_NOTE_MAX,
    multiline: false,
  }),
  /** An ISO date-time with its offset ('2026-11-27T16:00:00.000Z'). */
  remindAt: z.iso.datetime({ offset: true, error: M.remindAtInvalid }),
});
export type CreateReminderInput = z.input<typeof createReminderSchema>;

/** POST default.CompleteReminder {id}: only the user's own reminder; completed before is a 409. */
export const completeReminderSchema = z.strictObject({ id: zId() });
export type CompleteReminderInput = z.input<typeof completeReminderSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Member portal messages
// ---------------------------------------------------------------------------------------------------------------

/** The member portal's message categories (the plan's list; the spec names the list, not its values). */
export const PORTAL_MESSAGE_CATEGORIES = [
  'Benefits',
  'Claims',
  'Pharmacy',
  'Appointments',
  'ID Card',
  'Billing and Premiums',
  'Find a Provider',
  'Grievance',
  'Technical Support',
  'General',
] as const;
export type PortalMessageCategory = (typeof PORTAL_MESSAGE_CATEGORIES)[number];

export const PORTAL_MESSAGE_DIRECTIONS = ['FromMember', 'ToMember'] as const;

export const portalMessageSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  interactionId: z.number().int().nullable(),
  category: z.string(),
  subject: z.string(),
  body: z.string(),
  direction: z.enum(PORTAL_MESSAGE_DIRECTIONS),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  readBy: z.string().nullable(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

/**
 * GET default.GetMemberPortalMessages?memberId=[&interactionId=][&unreadOnly=true]: newest first, paged ($skip 0,
 * $top 50 by default, spec §9); `unread` counts the member's unread messages from the member.
 */
export const portalMessagesQuerySchema = z.object({
  memberId: zMemberId(),
  interactionId: blankAsMissing(zQueryInt().positive()),
  unreadOnly: blankAsMissing(z.enum(['true', 'false']).transform((value) => value === 'true')),
  $skip: zQueryInt().min(0).max(100000).default(0),
  $top: zQueryInt().min(1, M.messagesPageSize).max(100, M.messagesPageSize).default(50),
});
export type PortalMessagesQuery = z.infer<typeof portalMessagesQuerySchema>;
export const portalMessageListSchema = z.object({
  items: z.array(portalMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type PortalMessageList = z.infer<typeof portalMessageListSchema>;

/** GET `${CRM_ODATA}/memberportalmessagecategories`: the lookup list, OData style. */
export const portalMessageCategoryListSchema = z.object({
  value: z.array(z.object({ Value: z.string(), Text: z.string() })),
});
export type PortalMessageCategoryList = z.infer<typeof portalMessageCategoryListSchema>;
