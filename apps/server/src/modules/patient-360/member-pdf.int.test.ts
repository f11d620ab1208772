import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVANCED_SEARCH_MESSAGES as M,
  BULK_PDF_DIRECT_MAX,
  BULK_PDF_MAX,
  bulkPdfDownloadPath,
  pdfSomeMissingMessage,
  type BulkPdfAvailability,
  type BulkPdfJob,
} from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import type { JobStatusDto } from '@portal/contracts/platform/jobs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';
import { closeJobQueuesOf, startJobQueue } from '../../platform/jobs/job-queue.ts';
import { BULK_PDF_CLEANUP_JOB, BULK_PDF_KEEP_SECONDS } from './advanced-search.service.ts';
import { removeFile } from './advanced-search.repository.ts';

let t: TestApp;
/** Members in member id order, with the name the PDF prints and their latest claim number. */
let members: { memberId: string; fullName: string; claimNo: string | null }[];
/** Well formed, but no such member. */
const UNKNOWN = ['M999999998', 'M999999999'];

beforeAll(async () => {
  t = await createTestApp();
  members = (
    await t.database.pool.query<{ memberId: string; fullName: string; claimNo: string | null }>(
      `select m.member_id as "memberId", m.full_name as "fullName",
        (select c.claim_no from claims c where c.member_id = m.member_id order by c.from_date desc, c.id desc limit 1) as "claimNo"
       from members m order by m.member_id limit 40`,
    )
  ).rows;
});
afterAll(async () => {
  await closeJobQueuesOf(t.database);
  await t.close();
});

const BASE = '/api/PatientViewer';
const post = (path: string, MemberIds: unknown, user = 'member.services') =>
  t.as(user, { method: 'POST', url: `${BASE}/${path}`, payload: { MemberIds } });
const idsOf = (count: number) => members.slice(0, count).map((member) => member.memberId);
const printedRows = async (after: number) =>
  (
    await t.database.pool.query<{ item_id: string }>(
      `select item_id from audit_events where id > $1 and user_id = 'member.services' and event_type = 'MemberPdfPrinted' order by id`,
      [after],
    )
  ).rows.map((row) => row.item_id);
const lastAuditId = async () =>
  (await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]!.id;

describe('the agent checks which selected members a PDF can be printed for', () => {
  it('answers none missing, some missing with the search message, or all missing with the spec message', async () => {
    const none = (await post('AdvancedMemberBulkPdfAvailability', idsOf(3))).json<BulkPdfAvailability>();
    expect(none).toEqual({ hasMissingMembers: false, searchMessage: '', message: '', missingMemberIds: [] });

    const some = await post('AdvancedMemberBulkPdfAvailability', [...idsOf(2), UNKNOWN[0]!.toLowerCase()]);
    expect(some.json<BulkPdfAvailability>()).toEqual({
      hasMissingMembers: true,
      searchMessage: pdfSomeMissingMessage([UNKNOWN[0]!], 3),
      message: '',
      missingMemberIds: [UNKNOWN[0]],
    });

    const all = (await post('AdvancedMemberBulkPdfAvailability', UNKNOWN)).json<BulkPdfAvailability>();
    expect(all).toMatchObject({ hasMissingMembers: true, message: M.pdfAllMissing, missingMemberIds: UNKNOWN });
    expect(M.pdfAllMissing).toBe('PDF data for all the selected users are missing in Patient 360');
  });

  it('counts a member without any coverage on file as missing', async () => {
    const [member] = members;
    await t.database.pool.query('delete from member_coverages where member_id = $1', [members[39]!.memberId]);
    const answer = (
      await post('AdvancedMemberBulkPdfAvailability', [member!.memberId, members[39]!.memberId])
    ).json<BulkPdfAvailability>();
    expect(answer.missingMemberIds).toEqual([members[39]!.memberId]);
  });

  it('refuses no selection, too many members and malformed ids (400), and users without the export right (403)', async () => {
    const cases: [unknown, string][] = [
      [[], M.noMembersSelected],
      [undefined, M.noMembersSelected],
      [Array.from({ length: BULK_PDF_MAX + 1 }, (_, index) => `M${String(index).padStart(9, '0')}`), M.tooManyMembers],
      [['12345'], MEMBER_RECORD_MESSAGES.memberIdInvalid],
    ];
    for (const path of ['AdvancedMemberBulkPdfAvailability', 'AdvancedMemberBulkPdf'])
      for (const [ids, message] of cases) {
        const response = await post(path, ids);
        expect({ path, status: response.statusCode, message: response.json().message }).toEqual({
          path,
          status: 400,
          message,
        });
      }
    expect((await post('AdvancedMemberBulkPdfAvailability', idsOf(1), 'no.modules')).statusCode).toBe(403);
    expect((await post('AdvancedMemberBulkPdf', idsOf(1), 'enroll.processor')).statusCode).toBe(403);
  });
});

describe('the agent prints the member summary PDF of the selected members', () => {
  it('answers a small selection at once: a section per member, the missing ones named, one audit row per member', async () => {
    const before = await lastAuditId();
    const chosen = members.slice(0, 3);
    const response = await post('AdvancedMemberBulkPdf', [...chosen.map((member) => member.memberId), UNKNOWN[1]]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    // Italics too when a member has no PCP or an empty section: every font Roboto, embedded.
    expect(pdfFonts(response.rawPayload)).toEqual(expect.arrayContaining(ROBOTO_EMBEDDED));
    expect(pdfFonts(response.rawPayload)).not.toContainEqual(expect.not.stringMatching(/^Roboto-\w+ \(embedded\)$/));
    const text = pdfText(response.rawPayload);
    for (const member of chosen) {
      expect(text).toContain(`${member.fullName} (${member.memberId})`);
      if (member.claimNo) expect(text).toContain(member.claimNo);
    }
    for (const heading of ['Coverage', 'Primary care provider', 'Recent claims', 'Recent authorizations'])
      expect(text).toContain(heading);
    expect(text).toContain(`Not included (no data): ${UNKNOWN[1]}`);
    expect(await printedRows(before)).toEqual(chosen.map((member) => member.memberId));
  });

  it('refuses a selection whose members all lack the data (404 with the spec message)', async () => {
    const response = await post('AdvancedMemberBulkPdf', UNKNOWN);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 404,
      message: M.pdfAllMissing,
    });
  });

  it('prints a large selection in a background job with progress, then hands the file to its owner only', async () => {
    const chosen = idsOf(BULK_PDF_DIRECT_MAX + 2);
    const queued = await post('AdvancedMemberBulkPdf', chosen);
    expect(queued.statusCode).toBe(202);
    const { jobId, members: count } = queued.json<BulkPdfJob>();
    expect(count).toBe(chosen.length);
    const download = (user = 'member.services') => t.as(user, { method: 'GET', url: bulkPdfDownloadPath(jobId) });

    const early = await download();
    expect({ status: early.statusCode, message: early.json().message }).toEqual({
      status: 409,
      message: M.pdfNotReady,
    });

    await startJobQueue(t.database);
    let status: JobStatusDto | undefined;
    for (let poll = 0; poll < 120 && status?.state !== 'completed' && status?.state !== 'failed'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await t.as('member.services', { method: 'GET', url: `/api/jobs/${jobId}` })).json<JobStatusDto>();
    }
    expect(status).toMatchObject({ state: 'completed', progress: 100 });

    const before = await lastAuditId();
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    // Italics too when a member has no PCP or an empty section: every font Roboto, embedded.
    expect(pdfFonts(file.rawPayload)).toEqual(expect.arrayContaining(ROBOTO_EMBEDDED));
    expect(pdfFonts(file.rawPayload)).not.toContainEqual(expect.not.stringMatching(/^Roboto-\w+ \(embedded\)$/));
    const text = pdfText(file.rawPayload);
    for (const member of members.slice(0, chosen.length)) expect(text).toContain(member.memberId);
    expect(await printedRows(before)).toEqual(chosen);

    // Someone else cannot fetch it; an unknown job is not found; a bad id is refused.
    expect((await download('admin')).statusCode).toBe(404);
    const unknown = await t.as('member.services', {
      method: 'GET',
      url: bulkPdfDownloadPath('00000000-0000-4000-8000-000000000000'),
    });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({
      status: 404,
      message: M.pdfNotFound,
    });
    expect((await t.as('member.services', { method: 'GET', url: bulkPdfDownloadPath('nope') })).statusCode).toBe(400);
    expect((await download('no.modules')).statusCode).toBe(403);

    // The file is removed an hour later by its clean-up job; after that the download is gone.
    const cleanup = await t.database.pool.query<{ fileId: number; delay: number }>(
      `select (data->>'fileId')::bigint as "fileId", extract(epoch from start_after - created_on)::int as delay
       from pgboss.job where name = $1 order by created_on desc limit 1`,
      [BULK_PDF_CLEANUP_JOB],
    );
    expect(cleanup.rows[0]!.delay).toBeGreaterThanOrEqual(BULK_PDF_KEEP_SECONDS - 5);
    await removeFile(t.database.db, cleanup.rows[0]!.fileId);
    expect((await download()).statusCode).toBe(404);
  });
});
