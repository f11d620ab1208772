import { sql } from 'drizzle-orm';
import {
  parseActiveCell,
  STICKY_NOTES_ADMIN_MODULE_ID,
  STICKY_NOTES_ADMIN_MESSAGES as M,
  type AdminStickyNote,
  type AdminStickyNoteList,
  type AdminStickyNotesQuery,
  type BulkBatchStatus,
  type BulkStickyNoteBatch,
  type BulkStickyNoteBatchList,
  type BulkStickyNoteRow,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { createStickyNoteSchema } from '@portal/contracts/crm-my-queue/member-workspace';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { Db } from '../../platform/db/client.ts';
import { recordAudit, recordAuditMany, type Actor } from '../../platform/audit/audit.ts';
import { requireFlag } from '../../platform/flags/flags.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { membersByIds, type Queryable } from '../../platform/reference/reference.service.ts';
import { listPage } from '../../platform/db/list-page.ts';
import * as repository from './sticky-notes-admin.repository.ts';
import { readBulkFile, type FileRow } from './sticky-notes-bulk-file.ts';

/**
 * CRM Admin > Sticky Notes (spec §3, §7 getCrmAdminStickyNotes, getCrmAdminBulkStickyNotes): every member's notes, and
 * the bulk upload of a file of member ids and notes. Each row is checked (member id, a known member, the note as the
 * sticky note form checks it, Active, the same member and note twice); a file with an invalid row imports nothing
 * unless the user asked to import only the valid rows. The notes, their audit rows and the upload's record are
 * written in one transaction.
 */

/** The admin list's total stops counting past this many notes. */
const ADMIN_COUNT_CAP = 10_000;

export async function adminStickyNotes(db: Db, query: AdminStickyNotesQuery): Promise<AdminStickyNoteList> {
  const source = repository.ADMIN_STICKY_NOTES_SOURCE;
  const where = compileFilter(query.$filter, source.fields);
  const orderBy = compileOrderBy(query.$orderby, source.fields, source.defaultOrder, source.tieBreaker);
  const page = await listPage(db, source, where, orderBy, {
    skip: query.$skip,
    top: query.$top,
    count: true,
    countCap: ADMIN_COUNT_CAP,
  });
  return { items: page.rows as AdminStickyNote[], total: page.count ?? 0 };
}

const batchOf = (row: repository.BatchRow | repository.BatchListRow): BulkStickyNoteBatch => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status as BulkBatchStatus,
  importValidOnly: row.importValidOnly,
  totalRows: row.totalRows,
  invalidRows: row.invalidRows,
  importedRows: row.importedRows,
  uploadedBy: row.uploadedBy,
  uploadedAt: typeof row.uploadedAt === 'string' ? row.uploadedAt : row.uploadedAt.toISOString(),
  rows: row.rows,
});

export async function bulkStickyNoteBatches(
  db: Db,
  page: { $skip: number; $top: number },
): Promise<BulkStickyNoteBatchList> {
  const source = repository.BATCHES_SOURCE;
  const { rows, count } = await listPage(db, source, sql`true`, source.orderBy, {
    skip: page.$skip,
    top: page.$top,
    count: true,
  });
  return { items: (rows as repository.BatchListRow[]).map(batchOf), total: count ?? 0 };
}

/** Checks every row of the file; the rows as reported, valid or with their errors. */
async function checkRows(pool: Queryable, fileRows: FileRow[]): Promise<BulkStickyNoteRow[]> {
  const checked = fileRows.map((fileRow) => {
    const errors: string[] = [];
    const active = parseActiveCell(fileRow.active);
    if (active === undefined) errors.push(M.activeInvalid);
    const parsed = createStickyNoteSchema.safeParse({ memberId: fileRow.memberId, note: fileRow.note, active: true });
    if (fileRow.memberId === '') errors.push(M.memberIdRequired);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'memberId' && fileRow.memberId === '') continue;
        errors.push(issue.message);
      }
    }
    return {
      line: fileRow.line,
      memberId: parsed.success ? parsed.data.memberId : fileRow.memberId,
      note: parsed.success ? parsed.data.note : fileRow.note,
      active: active ?? null,
      status: 'Valid',
      errors,
      stickyNoteId: null,
      memberIdValid: parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === 'memberId'),
    };
  });
  const candidateIds = [
    ...new Set(checked.filter((row) => row.memberIdValid && row.memberId !== '').map((row) => row.memberId)),
  ];
  const known = new Set((await membersByIds(pool, candidateIds)).map((member) => member.memberId));
  const firstLineOf = new Map<string, number>();
  return checked.map(({ memberIdValid, ...row }) => {
    if (memberIdValid && row.memberId !== '' && !known.has(row.memberId)) row.errors.push(M.memberUnknown);
    const key = `${row.memberId}\u0000${row.note.trim().toLowerCase()}`;
    const first = firstLineOf.get(key);
    if (first === undefined) firstLineOf.set(key, row.line);
    else row.errors.push(M.duplicateRow(first));
    return { ...row, status: row.errors.length > 0 ? 'Invalid' : 'Valid' };
  });
}

/**
 * The bulk upload (behind the flag enable-sticky-note-bulk-upload). A file with an invalid row is recorded as Rejected
 * and imports nothing, unless `importValidOnly`: then the valid rows are imported and the batch is Partially imported.
 */
export async function uploadBulkStickyNotes(
  db: Db,
  pool: Queryable,
  actor: Actor,
  upload: { fileName: string; content: Buffer; importValidOnly: boolean },
): Promise<BulkStickyNoteBatch> {
  await requireFlag(db, FEATURE_FLAGS.stickyNoteBulkUpload);
  const rows = await checkRows(pool, await readBulkFile(upload.fileName, upload.content));
  const invalid = rows.filter((row) => row.status === 'Invalid').length;
  const importing = invalid === 0 || upload.importValidOnly;
  const status: BulkBatchStatus = invalid === 0 ? 'Imported' : importing ? 'Partially imported' : 'Rejected';
  const username = actor.user.username;
  return db.transaction(async (tx) => {
    const valid = importing ? rows.filter((row) => row.status === 'Valid') : [];
    const ids = await repository.insertStickyNotes(
      tx,
      valid.map((row) => ({ memberId: row.memberId, note: row.note, active: row.active ?? true })),
      username,
    );
    valid.forEach((row, index) => {
      row.status = 'Imported';
      row.stickyNoteId = ids[index] ?? null;
    });
    const batch = batchOf(
      await repository.insertBatch(tx, {
        fileName: upload.fileName.slice(0, 200),
        status,
        importValidOnly: upload.importValidOnly,
        totalRows: rows.length,
        invalidRows: invalid,
        importedRows: valid.length,
        uploadedBy: username,
        rows,
      }),
    );
    await recordAudit(tx, actor, {
      eventType: 'CrmStickyNotesBulkUploaded',
      itemId: batch.id,
      moduleId: STICKY_NOTES_ADMIN_MODULE_ID,
      details: {
        fileName: batch.fileName,
        status,
        totalRows: rows.length,
        invalidRows: invalid,
        importedRows: valid.length,
      },
    });
    // Each imported note is audited under its member, as a note created one at a time is.
    await recordAuditMany(
      tx,
      actor,
      valid.map((row) => ({
        eventType: 'CrmStickyNoteCreated',
        itemId: row.memberId,
        moduleId: STICKY_NOTES_ADMIN_MODULE_ID,
        details: {
          stickyNoteId: row.stickyNoteId,
          batchId: batch.id,
          before: null,
          after: { memberId: row.memberId, note: row.note, active: row.active ?? true },
        },
      })),
    );
    return batch;
  });
}
