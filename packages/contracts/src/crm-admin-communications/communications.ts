import { z } from 'zod';
import { zMemberId } from '../patient-360/member-record.ts';
import { listOf } from '../platform/paging.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * The communications manager (CRM admin, module 140, issue 13): letter, e-mail and SMS templates whose text carries
 * merge fields such as {{member.firstName}}, filled from a chosen member's record in the preview. The merge fields are
 * a fixed list (docs/decisions.md, Issue 13: communications); any other {{...}} is refused with the field's name.
 */

export const COMMUNICATION_CHANNELS = ['Letter', 'Email', 'SMS'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

/** The merge fields a template may use, with what each is filled with. */
export const MERGE_FIELDS = {
  'member.firstName': 'Member first name',
  'member.lastName': 'Member last name',
  'member.fullName': 'Member full name',
  'member.memberId': 'Member ID',
  'member.dateOfBirth': 'Date of birth (MM/dd/yyyy)',
  'member.phone': 'Member phone',
  'member.address': 'Home address on one line',
  'member.pcpName': 'Primary care provider',
  'plan.name': 'Plan name',
  'plan.contractCode': 'Contract code',
  'plan.pbpCode': 'PBP code',
  'plan.year': 'Plan year',
  today: 'Today (MM/dd/yyyy)',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];

/** SMS: two 160-character segments. */
export const SMS_MAX = 320;
export const BODY_MAX = 20_000;

export const COMMUNICATION_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: MESSAGES.atMostCharacters('Template name', 100),
  subjectRequired: 'Subject is required for letters and e-mails',
  subjectTooLong: MESSAGES.atMostCharacters('Subject', 200),
  bodyRequired: 'Template text is required',
  bodyTooLong: MESSAGES.atMostCharacters('Template text', BODY_MAX),
  smsTooLong: MESSAGES.atMostCharacters('An SMS', SMS_MAX),
  smsNoSubject: 'An SMS has no subject',
  unclosedMergeField: 'A merge field is not closed: write it as {{member.firstName}}',
  channelInvalid: 'Channel must be Letter, Email or SMS',
  templateNotFound: 'Template was not found',
  nameExists: 'A template of this channel with this name already exists',
  created: 'The template was created',
  saved: 'The template was saved',
  deleted: 'The template was deleted',
} as const;
const M = COMMUNICATION_MESSAGES;

/** The message for merge fields that are not in the list, naming them. */
export const unknownMergeFieldsMessage = (names: string[]): string =>
  `Unknown merge field${names.length > 1 ? 's' : ''}: ${names.map((name) => `{{${name}}}`).join(', ')}. Use one of the listed merge fields.`;

const MERGE_FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a text uses, in order of first use. */
export const mergeFieldsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(MERGE_FIELD)].map((match) => match[1] ?? '')),
];

/** Why a text's merge fields are wrong (unknown names, or an opening {{ never closed), or null when they are right. */
export function mergeFieldError(text: string): string | null {
  const unknown = mergeFieldsIn(text).filter((name) => !(MERGE_FIELD_NAMES as string[]).includes(name));
  if (unknown.length > 0) return unknownMergeFieldsMessage(unknown);
  if (text.replace(MERGE_FIELD, '').includes('{{')) return M.unclosedMergeField;
  return null;
}

/** Fills a text's merge fields with the values (every name is known: the text was checked when it was saved). */
export const fillMergeFields = (text: string, values: Record<MergeField, string>): string =>
  text.replace(MERGE_FIELD, (whole, name: string) => (name in values ? values[name as MergeField] : whole));

const templateShape = {
  channel: z.enum(COMMUNICATION_CHANNELS, { error: M.channelInvalid }),
  name: zText().trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  subject: zText().trim().max(200, M.subjectTooLong).default(''),
  body: zText({ multiline: true }).trim().min(1, M.bodyRequired).max(BODY_MAX, M.bodyTooLong),
  isActive: z.boolean().default(true),
};

/** The template's rules across fields: a subject for letters and e-mails, none for SMS, SMS length, merge fields. */
function checkTemplate(
  value: { channel: CommunicationChannel; subject: string; body: string },
  context: z.RefinementCtx,
): void {
  if (value.channel !== 'SMS' && value.subject === '')
    context.addIssue({ code: 'custom', message: M.subjectRequired, path: ['subject'] });
  if (value.channel === 'SMS' && value.subject !== '')
    context.addIssue({ code: 'custom', message: M.smsNoSubject, path: ['subject'] });
  if (value.channel === 'SMS' && value.body.length > SMS_MAX)
    context.addIssue({ code: 'custom', message: M.smsTooLong, path: ['body'] });
  for (const key of ['subject', 'body'] as const) {
    const error = mergeFieldError(value[key]);
    if (error) context.addIssue({ code: 'custom', message: error, path: [key] });
  }
}

/** POST default.createCommunicationTemplate. */
export const createTemplateSchema = z.object(templateShape).superRefine(checkTemplate);
export type TemplateForm = z.input<typeof createTemplateSchema>;

/** POST default.updateCommunicationTemplate: the whole template at the version read. */
export const updateTemplateSchema = z
  .object({ id: z.number().int().positive(), version: z.number().int().min(1), ...templateShape })
  .superRefine(checkTemplate);

/** POST default.deleteCommunicationTemplate {id, version}: a soft delete. */
export const deleteTemplateSchema = z.object({ id: z.number().int().positive(), version: z.number().int().min(1) });

export const templateSchema = z.object({
  id: z.number().int(),
  channel: z.enum(COMMUNICATION_CHANNELS),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  isActive: z.boolean(),
  /** The merge fields the template uses. */
  mergeFields: z.array(z.string()),
  version: z.number().int(),
  createdBy: z.string(),
  updatedBy: z.string(),
  /** The name of the user who saved it last (null when no user has the username): the grid names people. */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type CommunicationTemplate = z.infer<typeof templateSchema>;
export const templateListSchema = listOf(templateSchema);

export const templateListQuerySchema = z.object({
  channel: z.enum(COMMUNICATION_CHANNELS, { error: M.channelInvalid }).optional(),
});

/** POST default.previewCommunicationTemplate: a template (saved or being edited) filled with one member's data. */
export const previewSchema = z
  .object({
    memberId: zMemberId(),
    channel: templateShape.channel,
    subject: templateShape.subject,
    body: templateShape.body,
  })
  .superRefine(checkTemplate);
export type PreviewRequest = z.input<typeof previewSchema>;

export const previewResultSchema = z.object({
  memberId: z.string(),
  channel: z.enum(COMMUNICATION_CHANNELS),
  subject: z.string(),
  body: z.string(),
});
export type PreviewResult = z.infer<typeof previewResultSchema>;
