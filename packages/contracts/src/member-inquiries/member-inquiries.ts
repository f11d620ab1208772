import { z } from 'zod';
import { isPageSize, itemsOf, listOf, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { DATE_MESSAGES } from '../platform/rules/dates.ts';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Member Inquiries (module 47, /memberinquiries): questions members send the plan by phone, portal, mail or e-mail,
 * worked by member services from New to In Progress (assigned), Responded (the response is required) and Closed.
 * Distinct from Patient 360's claims and authorizations inquiry screens.
 */

export const MEMBER_INQUIRIES_API = '/api/memberInquiries';

export const INQUIRY_CHANNELS = ['Phone', 'Portal', 'Mail', 'Email'] as const;
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number];
export const INQUIRY_CATEGORIES = ['Benefits', 'Claims', 'Billing', 'Provider', 'Pharmacy', 'Other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_STATUSES = ['New', 'In Progress', 'Responded', 'Closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_SORT_FIELDS = ['receivedAt', 'memberName', 'status', 'category', 'channel', 'assignedTo'] as const;

export const INQUIRY_SUBJECT_MAX = 200;
export const INQUIRY_TEXT_MAX = 4000;

export const MEMBER_INQUIRY_MESSAGES = {
  notFound: 'The member inquiry was not found',
  closed: 'A closed inquiry cannot be changed',
  responseRequired: 'A response is required to mark the inquiry Responded',
  responseTooLong: MESSAGES.atMostCharacters('The response', INQUIRY_TEXT_MAX),
  respondOnlyOpen: 'Only a New or In Progress inquiry can be responded to',
  assigneeRequired: 'Choose the user to assign the inquiry to',
  assigneeNotFound: 'The user was not found or does not work member inquiries',
  statusInvalid: `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`,
  channelInvalid: `Channel must be one of: ${INQUIRY_CHANNELS.join(', ')}`,
  categoryInvalid: `Category must be one of: ${INQUIRY_CATEGORIES.join(', ')}`,
  memberRequired: 'Member is required',
  channelRequired: 'Channel is required',
  categoryRequired: 'Category is required',
  receivedAtInvalid: 'Received at must be a valid date and time',
  receivedAtFuture: 'Received at cannot be in the future',
  subjectRequired: 'Subject is required',
  subjectTooLong: MESSAGES.atMostCharacters('Subject', INQUIRY_SUBJECT_MAX),
  detailRequired: 'Detail is required',
  detailTooLong: MESSAGES.atMostCharacters('Detail', INQUIRY_TEXT_MAX),
  memberNotFound: 'The member was not found',
  versionRequired: 'The version read is required',
  sortInvalid: `Sort by must be one of: ${INQUIRY_SORT_FIELDS.join(', ')}`,
} as const;
const M = MEMBER_INQUIRY_MESSAGES;

const csvOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  blankAsMissing(
    z
      .union([z.string(), z.array(z.string())])
      .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
      .pipe(z.array(z.enum(values, { error: message }))),
  );

/** The list's filters (the grid's search and its Excel export use the same ones). */
const inquiryFilterShape = {
  status: csvOf(INQUIRY_STATUSES, M.statusInvalid),
  category: csvOf(INQUIRY_CATEGORIES, M.categoryInvalid),
  channel: csvOf(INQUIRY_CHANNELS, M.channelInvalid),
  receivedFrom: blankAsMissing(zDate()),
  receivedTo: blankAsMissing(zDate()),
  /** Member id or member name contains the text. */
  search: blankAsMissing(z.string().trim().max(100)),
  /** Only inquiries assigned to this username. */
  assignedTo: blankAsMissing(z.string().trim().max(100)),
  sortBy: z.enum(INQUIRY_SORT_FIELDS, { error: M.sortInvalid }).default('receivedAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
};
const receivedInOrder = (filter: { receivedFrom?: string | undefined; receivedTo?: string | undefined }) =>
  !filter.receivedFrom || !filter.receivedTo || filter.receivedFrom <= filter.receivedTo;
const receivedOrderIssue = () => ({
  message: DATE_MESSAGES.rangeOrder,
  path: ['receivedTo'],
  ...whenFieldsValid(['receivedFrom', 'receivedTo']),
});
export const inquiryFilterSchema = z.object(inquiryFilterShape).refine(receivedInOrder, receivedOrderIssue());
export type InquiryFilter = z.infer<typeof inquiryFilterSchema>;

/** GET api/memberInquiries: a page of inquiries. */
export const inquiriesQuerySchema = z
  .object({
    ...inquiryFilterShape,
    skip: zQueryInt().min(0).max(100_000).default(0),
    take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
  })
  .refine(receivedInOrder, receivedOrderIssue());
export type InquiriesQuery = z.infer<typeof inquiriesQuerySchema>;
export type InquiriesQueryInput = z.input<typeof inquiriesQuerySchema>;

export const inquiryRowSchema = z.object({
  id: z.number().int(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  channel: z.enum(INQUIRY_CHANNELS),
  category: z.enum(INQUIRY_CATEGORIES),
  subject: z.string(),
  detail: z.string(),
  receivedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  respondedBy: z.string().nullable(),
  /** Who recorded the response, by name (the username stays for the hover). */
  respondedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type InquiryRow = z.infer<typeof inquiryRowSchema>;
export const inquiryListSchema = listOf(inquiryRowSchema);
export type InquiryList = z.infer<typeof inquiryListSchema>;

export const inquiryIdParamsSchema = z.object({ id: zQueryInt().positive(M.notFound) });
const versionField = z.number({ error: M.versionRequired }).int().min(1, M.versionRequired);

/** A missing or empty choice is "required"; any other value not in the list is "must be one of". */
const zChoice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid) });

/** Clocks of browser and server differ a little: "now" from the form is not refused as future. */
export const RECEIVED_AT_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * POST api/memberInquiries: logs an inquiry received (a call, a letter) for a member; received at is when it arrived
 * (an ISO date-time with offset, not in the future; now when left out).
 */
export const createInquirySchema = z.object({
  memberId: z.string({ error: M.memberRequired }).trim().min(1, M.memberRequired).pipe(zMemberId()),
  channel: zChoice(INQUIRY_CHANNELS, M.channelRequired, M.channelInvalid),
  category: zChoice(INQUIRY_CATEGORIES, M.categoryRequired, M.categoryInvalid),
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, M.subjectRequired)
    .max(INQUIRY_SUBJECT_MAX, M.subjectTooLong),
  detail: z.string({ error: M.detailRequired }).trim().min(1, M.detailRequired).max(INQUIRY_TEXT_MAX, M.detailTooLong),
  receivedAt: z.iso
    .datetime({ offset: true, error: M.receivedAtInvalid })
    .refine((value) => Date.parse(value) <= Date.now() + RECEIVED_AT_CLOCK_SKEW_MS, M.receivedAtFuture)
    .optional(),
});
export type CreateInquiry = z.infer<typeof createInquirySchema>;
export type CreateInquiryInput = z.input<typeof createInquirySchema>;

/** POST api/memberInquiries/:id/Assign: a New inquiry assigned moves to In Progress. */
export const assignInquirySchema = z.object({
  assignedTo: z.string({ error: M.assigneeRequired }).trim().min(1, M.assigneeRequired).max(100),
  version: versionField,
});
export type AssignInquiry = z.infer<typeof assignInquirySchema>;

/** POST api/memberInquiries/:id/Respond: the response (required) moves it to Responded. */
export const respondInquirySchema = z.object({
  response: z
    .string({ error: M.responseRequired })
    .trim()
    .min(1, M.responseRequired)
    .max(INQUIRY_TEXT_MAX, M.responseTooLong),
  version: versionField,
});
export type RespondInquiry = z.infer<typeof respondInquirySchema>;

/** POST api/memberInquiries/:id/Close */
export const closeInquirySchema = z.object({ version: versionField });

/** GET api/memberInquiries/Assignees: the staff who work member inquiries. */
export const inquiryAssigneesSchema = itemsOf(z.object({ username: z.string(), name: z.string() }));
export type InquiryAssignees = z.infer<typeof inquiryAssigneesSchema>;
