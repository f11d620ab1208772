import { sql } from 'drizzle-orm';
import type { BulkStickyNoteBatch } from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import type { DbOrTx } from '../../platform/db/client.ts';
import { odataField } from '../../platform/odata/odata-compile.ts';
import { crmStickyNotes } from './crm-workspace.tables.ts';
import { userNameOf } from '../../platform/db/user-name.ts';
import { crmStickyNoteBatches } from './sticky-notes-admin.tables.ts';
import type { ListSource } from '../../platform/db/list-page.ts';

/** The SQL of CRM Admin > Sticky Notes: every member's notes as an OData list, and the bulk uploads. */

export const ADMIN_STICKY_NOTES_SOURCE: ListSource = {
  from: sql`crm_sticky_notes s`,
  columns: sql`s.id, s.member_id as "memberId", s.note, s.active, s.created_by as "createdBy",
    s.created_at as "createdAt", s.modified_by as "modifiedBy", s.modified_at as "modifiedAt", s.version,
    ${userNameOf(sql`s.created_by`)} as "createdByName", ${userNameOf(sql`s.modified_by`)} as "modifiedByName"`,
  fields: {
    id: odataField(sql`s.id`, 'number'),
    memberId: odataField(sql`s.member_id`, 'string'),
    note: odataField(sql`s.note`, 'string', false),
    active: odataField(sql`s.active`, 'boolean'),
    createdBy: odataField(sql`s.created_by`, 'string'),
    // The Author filter matches the name the screen shows as well as the username.
    createdByName: odataField(userNameOf(sql`s.created_by`), 'string'),
    createdAt: odataField(sql`s.created_at`, 'datetime'),
    modifiedBy: odataField(sql`s.modified_by`, 'string'),
    modifiedAt: odataField(sql`s.modified_at`, 'datetime'),
  },
  defaultOrder: [{ field: 'createdAt', direction: 'desc' }],
  tieBreaker: sql`s.id`,
};

export interface NewStickyNote {
  memberId: string;
  note: string;
  active: boolean;
}

/** Inserts the notes of a bulk upload in one statement; their ids in the order given. */
export async function insertStickyNotes(tx: DbOrTx, notes: NewStickyNote[], username: string): Promise<number[]> {
  if (notes.length === 0) return [];
  const rows = await tx
    .insert(crmStickyNotes)
    .values(notes.map((note) => ({ ...note, createdBy: username, modifiedBy: username })))
    .returning({ id: crmStickyNotes.id });
  return rows.map((row) => row.id);
}

export type BatchRow = typeof crmStickyNoteBatches.$inferSelect;

export async function insertBatch(
  tx: DbOrTx,
  values: Omit<BulkStickyNoteBatch, 'id' | 'uploadedAt'>,
): Promise<BatchRow> {
  const [row] = await tx.insert(crmStickyNoteBatches).values(values).returning();
  if (!row) throw new Error('the batch was not inserted');
  return row;
}

/** A batch as the list reads it (its upload time an ISO instant). */
export type BatchListRow = Omit<BatchRow, 'uploadedAt'> & { uploadedAt: string };

/** The uploads, newest first (getCrmAdminBulkStickyNotes). */
export const BATCHES_SOURCE = {
  from: sql`crm_sticky_note_batches b`,
  columns: sql`b.id::int as id, b.file_name as "fileName", b.status, b.import_valid_only as "importValidOnly",
    b.total_rows as "totalRows", b.invalid_rows as "invalidRows", b.imported_rows as "importedRows", b.rows,
    b.uploaded_by as "uploadedBy", b.uploaded_at as "uploadedAt"`,
  orderBy: sql`b.uploaded_at desc, b.id desc`,
};
