import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { odataQueryShape } from '../platform/odata.ts';
import { createStickyNoteSchema, stickyNoteSchema } from '../crm-my-queue/member-workspace.ts';

/**
 * CRM Admin > Sticky Notes (module 139, enrollment-crm-virtual-care spec §3 "Sticky note: id, memberId, note, active"
 * and §7 getCrmAdminStickyNotes, getCrmAdminBulkStickyNotes): every member's notes for an administrator, and the bulk
 * upload of a CSV or Excel file of member ids and notes. A file with an invalid row imports nothing, unless the user
 * chooses to import only the valid rows; each row is reported.
 */

/** CRM Admin > Sticky Notes in the module catalogue. */
export const STICKY_NOTES_ADMIN_MODULE_ID = 139;

export const STICKY_NOTES_ADMIN_MESSAGES = {
  fileRequired: 'Choose a CSV or Excel (.xlsx) file to upload.',
  fileType: 'Only CSV (.csv) and Excel (.xlsx) files can be uploaded.',
  fileUnreadable: 'The file could not be read as CSV or Excel.',
  columnsMissing: 'The first row must name the columns Member ID and Note (Active is optional).',
  noRows: 'The file has no rows under its column names.',
  tooManyRows: (max: number) => `A file can have at most ${max} rows.`,
  memberIdRequired: 'Enter the member id.',
  memberUnknown: 'No member has this member id.',
  activeInvalid: 'Active must be Yes or No.',
  duplicateRow: (line: number) => `The same member and note as row ${line}.`,
  rejected: (invalid: number) =>
    `${invalid} ${invalid === 1 ? 'row is' : 'rows are'} invalid: nothing was imported. Correct the file, or choose to import only the valid rows.`,
} as const;

/** The most rows a bulk upload file may have (one transaction imports them all). */
export const BULK_STICKY_NOTES_MAX_ROWS = 5000;
/** The largest bulk upload file. */
export const BULK_STICKY_NOTES_MAX_BYTES = 2 * 1024 * 1024;

/** getCrmAdminStickyNotes: every member's notes, with $filter (memberId, active, createdBy...), $orderby, paging. */
export const adminStickyNotesQuerySchema = z.object(odataQueryShape(200));
export type AdminStickyNotesQuery = z.infer<typeof adminStickyNotesQuerySchema>;
/** A note of the admin list, with the names of its author and of who changed it last (null: no user has the username). */
export const adminStickyNoteSchema = stickyNoteSchema.extend({
  createdByName: z.string().nullable(),
  modifiedByName: z.string().nullable(),
});
export type AdminStickyNote = z.infer<typeof adminStickyNoteSchema>;
export const adminStickyNoteListSchema = listOf(adminStickyNoteSchema);
export type AdminStickyNoteList = z.infer<typeof adminStickyNoteListSchema>;

/**
 * The administrator's sticky note form: createStickyNote's fields (member, note, active), and for a note opened the id
 * and version read (null when adding), with which the screen calls updateStickyNote instead.
 */
export const adminStickyNoteFormSchema = createStickyNoteSchema.extend({
  id: z.number().int().positive().nullable(),
  version: z.number().int().min(1).nullable(),
  active: z.boolean(),
});
export type AdminStickyNoteForm = z.input<typeof adminStickyNoteFormSchema>;
export type AdminStickyNoteInput = z.output<typeof adminStickyNoteFormSchema>;

/** Valid (not imported: the file was rejected), Invalid (with its errors), Imported (the note's id is given). */
export const BULK_ROW_STATUSES = ['Valid', 'Invalid', 'Imported'] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];
export const BULK_BATCH_STATUSES = ['Imported', 'Partially imported', 'Rejected'] as const;
export type BulkBatchStatus = (typeof BULK_BATCH_STATUSES)[number];

export const bulkStickyNoteRowSchema = z.object({
  /** The row's line in the file (the column names are line 1). */
  line: z.number().int(),
  memberId: z.string(),
  note: z.string(),
  active: z.boolean().nullable(),
  status: z.enum(BULK_ROW_STATUSES),
  errors: z.array(z.string()),
  stickyNoteId: z.number().int().nullable(),
});
export type BulkStickyNoteRow = z.infer<typeof bulkStickyNoteRowSchema>;

export const bulkStickyNoteBatchSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(BULK_BATCH_STATUSES),
  importValidOnly: z.boolean(),
  totalRows: z.number().int(),
  invalidRows: z.number().int(),
  importedRows: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  rows: z.array(bulkStickyNoteRowSchema),
});
export type BulkStickyNoteBatch = z.infer<typeof bulkStickyNoteBatchSchema>;

/** getCrmAdminBulkStickyNotes: the uploads, newest first, each with its rows' results. */
export const bulkStickyNoteBatchesQuerySchema = z.object({
  $skip: odataQueryShape(50).$skip,
  $top: odataQueryShape(50).$top,
});
export const bulkStickyNoteBatchListSchema = listOf(bulkStickyNoteBatchSchema);
export type BulkStickyNoteBatchList = z.infer<typeof bulkStickyNoteBatchListSchema>;

/** UploadBulkStickyNotes?importValidOnly=true imports the valid rows even when some are not (the file is multipart). */
export const bulkUploadQuerySchema = z.object({
  importValidOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** A cell of the Active column: blank is active; yes/no, true/false, y/n, 1/0, active/inactive. */
export function parseActiveCell(value: string): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || ['yes', 'y', 'true', '1', 'active'].includes(text)) return true;
  if (['no', 'n', 'false', '0', 'inactive'].includes(text)) return false;
  return undefined;
}
