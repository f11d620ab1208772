import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BulkStickyNoteRow } from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';

/**
 * The bulk uploads of sticky notes (CRM Admin > Sticky Notes, getCrmAdminBulkStickyNotes): one row per file uploaded,
 * with each of its rows' results. The notes themselves are crm_sticky_notes rows like any other.
 */
export const crmStickyNoteBatches = pgTable(
  'crm_sticky_note_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    /** Imported, Partially imported, Rejected (contracts: BULK_BATCH_STATUSES). */
    status: text('status').notNull(),
    importValidOnly: boolean('import_valid_only').notNull(),
    totalRows: integer('total_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull(),
    importedRows: integer('imported_rows').notNull(),
    rows: jsonb('rows').$type<BulkStickyNoteRow[]>().notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_sticky_note_batches_uploaded_idx').on(t.uploadedAt.desc())],
);
