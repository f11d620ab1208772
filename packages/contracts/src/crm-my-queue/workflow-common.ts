import { z } from 'zod';
import { normalizeText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/** Field rules shared by the workflow and task bodies: CRM row ids, versions, notes. */
export const WORKFLOW_COMMON_MESSAGES = {
  idInvalid: 'The id must be a positive whole number.',
  versionInvalid: 'The version read is required (a positive whole number).',
  notesRequired: 'Notes are required.',
  notesTooLong: MESSAGES.atMostCharacters('Notes', 4000),
} as const;
const M = WORKFLOW_COMMON_MESSAGES;

/** A body record id (JSON number) of a bigserial CRM row. */
export const zCrmId = () =>
  z.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid).max(Number.MAX_SAFE_INTEGER, M.idInvalid);
export const zVersion = () => z.number({ error: M.versionInvalid }).int(M.versionInvalid).positive(M.versionInvalid);
/**
 * A required text (normalised as zText does): a value left out or not text says `required`, as an empty one does,
 * instead of zod's 'expected string, received undefined' (a form's blank box is left out of the body).
 */
export const zRequiredText = (required: string, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: (issue) => (typeof issue.input === 'string' ? undefined : required) })
    .overwrite((value) => normalizeText(value, options))
    .trim()
    .min(1, required);
export const zNotes = () => zRequiredText(M.notesRequired, { multiline: true }).max(4000, M.notesTooLong);

/**
 * A note on a case, a workflow or a task (crm_notes), newest first; times are ISO 8601 instants in UTC. createdAt and
 * createdDate are the same instant: the case screens read the first, the workflow and task screens the second.
 */
export const crmNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  createdDate: z.string(),
});
export type CrmNote = z.infer<typeof crmNoteSchema>;
