import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  STICKY_NOTES_ADMIN_MESSAGES as M,
  type AdminStickyNoteList,
  type BulkStickyNoteBatch,
  type BulkStickyNoteBatchList,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { MEMBER_WORKSPACE_MESSAGES, type StickyNote } from '@portal/contracts/crm-my-queue/member-workspace';
import { FEATURE_FLAGS, featureOffMessage } from '@portal/contracts/platform/feature-flags';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileUpload } from '../../test/file-upload.ts';

let t: TestApp;
let members: string[];
const get = (url: string, user = 'crm.admin') => t.as(user, { method: 'GET', url });
const upload = (name: string, bytes: Buffer, { validOnly = false, user = 'crm.admin' } = {}) =>
  t.as(user, {
    method: 'POST',
    url: `${CRM_API}/UploadBulkStickyNotes${validOnly ? '?importValidOnly=true' : ''}`,
    ...fileUpload(name, bytes, name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream'),
  });
const notesOf = async (memberIds: string[]) =>
  (
    await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from crm_sticky_notes where member_id = any($1::text[])',
      [memberIds],
    )
  ).rows[0]!.n;
const setFlag = (on: boolean) =>
  t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [
    FEATURE_FLAGS.stickyNoteBulkUpload,
    on,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  members = (
    await t.database.pool.query<{ memberId: string }>(
      `select member_id as "memberId" from members m
       where not exists (select 1 from crm_sticky_notes s where s.member_id = m.member_id) order by member_id limit 3`,
    )
  ).rows.map((row) => row.memberId);
  await setFlag(true);
});
afterAll(async () => t.close());

describe('the CRM admin reads every member sticky note', () => {
  it('pages and filters the notes by member, active and author (getCrmAdminStickyNotes)', async () => {
    const all = await get(`${CRM_API}/getCrmAdminStickyNotes?$top=5`);
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminStickyNoteList>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const memberId = page.items[0]!.memberId;
    const filter = encodeURIComponent(`memberId eq '${memberId}' and active eq true and createdBy ne 'nobody'`);
    const one = (await get(`${CRM_API}/getCrmAdminStickyNotes?$filter=${filter}`)).json<AdminStickyNoteList>();
    expect(one.items.every((note) => note.memberId === memberId && note.active)).toBe(true);
    const bad = await get(`${CRM_API}/getCrmAdminStickyNotes?$orderby=note`);
    expect(bad.statusCode).toBe(400);
  });

  it('names the author and the last to change each note, and finds notes by the author name or username', async () => {
    const { rows: names } = await t.database.pool.query<{ username: string; name: string }>(
      `select u.username, u.name from users u where exists (select 1 from crm_sticky_notes s where s.created_by = u.username)
       order by u.username limit 1`,
    );
    const author = names[0]!;
    for (const words of [author.name.slice(0, 4), author.username]) {
      const filter = encodeURIComponent(`startswith(createdBy, '${words}') or startswith(createdByName, '${words}')`);
      const found = await get(`${CRM_API}/getCrmAdminStickyNotes?$filter=${filter}&$top=5`);
      expect(found.statusCode).toBe(200);
      const notes = found.json<AdminStickyNoteList>().items;
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.some((note) => note.createdBy === author.username && note.createdByName === author.name)).toBe(true);
    }
    const all = (await get(`${CRM_API}/getCrmAdminStickyNotes?$top=20`)).json<AdminStickyNoteList>().items;
    for (const note of all) expect(note.modifiedByName === null || typeof note.modifiedByName === 'string').toBe(true);
    expect(all.some((note) => note.modifiedByName !== null)).toBe(true);
  });

  it("is not the CRM agent's: the agent can neither read the admin list nor upload (403)", async () => {
    expect((await get(`${CRM_API}/getCrmAdminStickyNotes`, 'crm.agent')).statusCode).toBe(403);
    expect((await get(`${CRM_API}/getCrmAdminBulkStickyNotes`, 'crm.agent')).statusCode).toBe(403);
    const csv = Buffer.from(`Member ID,Note\n${members[0]},Agent note\n`);
    expect((await upload('notes.csv', csv, { user: 'crm.agent' })).statusCode).toBe(403);
    expect(await notesOf([members[0]!])).toBe(0);
  });
});

describe('the CRM admin uploads sticky notes in bulk', () => {
  const a = () => members[0]!;
  const b = () => members[1]!;
  const c = () => members[2]!;
  const badFile = () =>
    Buffer.from(
      [
        'member id,NOTE,Active',
        `${a()},Prefers phone calls after 3 pm,yes`,
        `M999999999,Unknown member note,`,
        `${b()},,yes`,
        `${c()},Hard of hearing; speak slowly,maybe`,
        `${a()},prefers phone calls after 3 pm ,no`,
        `${b()},Needs large-print letters,No`,
      ].join('\n'),
    );

  it('reports each invalid row and imports nothing', async () => {
    const response = await upload('notes.csv', badFile());
    expect(response.statusCode).toBe(200);
    const batch = response.json<BulkStickyNoteBatch>();
    expect(batch).toMatchObject({ status: 'Rejected', totalRows: 6, invalidRows: 4, importedRows: 0 });
    expect(batch.rows.map((row) => [row.line, row.status, row.errors])).toEqual([
      [2, 'Valid', []],
      [3, 'Invalid', [M.memberUnknown]],
      [4, 'Invalid', [MEMBER_WORKSPACE_MESSAGES.noteRequired]],
      [5, 'Invalid', [M.activeInvalid]],
      [6, 'Invalid', [M.duplicateRow(2)]],
      [7, 'Valid', []],
    ]);
    expect(await notesOf(members)).toBe(0);
  });

  it('imports only the valid rows when asked, audited, and lists the uploads', async () => {
    const batch = (await upload('notes.csv', badFile(), { validOnly: true })).json<BulkStickyNoteBatch>();
    expect(batch).toMatchObject({ status: 'Partially imported', invalidRows: 4, importedRows: 2 });
    expect(batch.rows.filter((row) => row.status === 'Imported').map((row) => row.line)).toEqual([2, 7]);
    expect(await notesOf(members)).toBe(2);
    const inactive = await t.database.pool.query('select active from crm_sticky_notes where member_id = $1', [b()]);
    expect(inactive.rows).toEqual([{ active: false }]);
    const audits = await t.database.pool.query<{ eventType: string }>(
      `select event_type as "eventType" from audit_events where details->>'batchId' = $1 or
        (event_type = 'CrmStickyNotesBulkUploaded' and item_id = $1) order by id`,
      [String(batch.id)],
    );
    expect(audits.rows.map((row) => row.eventType)).toEqual([
      'CrmStickyNotesBulkUploaded',
      'CrmStickyNoteCreated',
      'CrmStickyNoteCreated',
    ]);
    const list = (await get(`${CRM_API}/getCrmAdminBulkStickyNotes?$top=5`)).json<BulkStickyNoteBatchList>();
    expect(list.items.map((item) => item.status).slice(0, 2)).toEqual(['Partially imported', 'Rejected']);
    // The imported note is the member's like any other (the workspace shows it).
    const workspace = await get(`${CRM_ODATA}/default.GetStickyNotes?memberId=${a()}`, 'crm.agent');
    expect(workspace.json<AdminStickyNoteList>().items[0]?.note).toBe('Prefers phone calls after 3 pm');
  });

  it('reads an Excel file too, and a clean file imports every row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Notes');
    sheet.addRow(['Note', 'Member ID']);
    sheet.addRow(['Spanish speaker', c()]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const batch = (await upload('notes.xlsx', bytes)).json<BulkStickyNoteBatch>();
    expect(batch).toMatchObject({ status: 'Imported', totalRows: 1, invalidRows: 0, importedRows: 1 });
  });

  it('refuses a file it cannot use with 400, and the upload while its flag is off with 403', async () => {
    const cases: [string, Buffer, string][] = [
      ['notes.txt', Buffer.from('x'), M.fileType],
      ['notes.csv', Buffer.from('Member,Text\nM1,x\n'), M.columnsMissing],
      ['notes.csv', Buffer.from('Member ID,Note\n'), M.noRows],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await upload(name, bytes);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const empty = await t.as('crm.admin', { method: 'POST', url: `${CRM_API}/UploadBulkStickyNotes` });
    expect(empty.statusCode).toBe(400);
    await setFlag(false);
    const off = await upload('notes.csv', Buffer.from(`Member ID,Note\n${a()},x\n`));
    expect(off.statusCode).toBe(403);
    expect(off.json<{ message: string }>().message).toBe(featureOffMessage(FEATURE_FLAGS.stickyNoteBulkUpload));
    await setFlag(true);
  });
});

describe('an administrator with CRM Admin > Sticky Notes alone (no My Queue) keeps the notes', () => {
  it('adds, edits, deactivates and deletes a note at the version read; a stale one is 409', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>("select id from users where username = 'no.modules'");
    await t.database.pool.query(
      "insert into module_grants (user_id, module_id, actions) values ($1, 139, '{read,write}')",
      [rows[0]!.id],
    );
    const memberId = (
      await t.database.pool.query<{ memberId: string }>(
        `select member_id as "memberId" from members m where member_id <> all($1::text[])
         and not exists (select 1 from crm_sticky_notes s where s.member_id = m.member_id) order by member_id limit 1`,
        [members],
      )
    ).rows[0]!.memberId;
    const post = (name: string, payload: object) =>
      t.as('no.modules', { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });

    const created = await post('createStickyNote', { memberId, note: 'Prefers letters in Spanish.', active: true });
    expect(created.statusCode).toBe(200);
    const note = created.json<StickyNote>();
    expect(note).toMatchObject({ memberId, active: true, createdBy: 'no.modules', version: 1 });
    const updated = await post('updateStickyNote', {
      id: note.id,
      version: 1,
      note: 'Letters in Spanish.',
      active: true,
    });
    expect(updated.json<StickyNote>()).toMatchObject({ note: 'Letters in Spanish.', version: 2 });
    const stale = await post('updateStickyNote', { id: note.id, version: 1, note: 'Mine', active: true });
    expect(stale.statusCode).toBe(409);
    const dismissed = await post('dismissStickyNote', { id: note.id, version: 2, active: false });
    expect(dismissed.json<StickyNote>()).toMatchObject({ active: false, version: 3 });
    expect((await post('deleteStickyNote', { id: note.id, version: 3 })).statusCode).toBe(200);
    expect(await notesOf([memberId])).toBe(0);
  });
});
