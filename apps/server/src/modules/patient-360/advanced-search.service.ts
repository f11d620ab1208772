import type { Pool } from 'pg';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMISSION_RISKS,
  ADVANCED_COUNT_CAP,
  ADVANCED_SEARCH_MESSAGES as M,
  GAP_LABELS,
  GAPS,
  pdfSomeMissingMessage,
  type AdvancedSearchFilter,
  type AdvancedSearchRequest,
  type AdvancedSearchResult,
  type BulkPdfAvailability,
} from '@portal/contracts/patient-360/advanced-search';
import { memberStateLabel } from '@portal/contracts/platform/member-status';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import type { CurrentUser } from '../../platform/access/current-user.ts';
import { conflict, notFound } from '../../platform/errors/errors.ts';
import { sqlExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import { renderPdfDocument } from '../../platform/exports/pdf-export.ts';
import { enqueueJob, getJobStatus, registerWorker } from '../../platform/jobs/job-queue.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import * as repository from './advanced-search.repository.ts';
import { memberSummaryPdf, readMemberSummaries } from './member-pdf.ts';

/**
 * The advanced search's rules: the page with its member rows, the export's rows, and the bulk member PDF. `narrow` is a
 * condition of a caller in this module (a provider's panel, member-panel.service.ts).
 */

export async function advancedSearch(
  db: DbOrTx,
  pool: Pool,
  request: AdvancedSearchRequest,
  narrow?: SQL,
): Promise<AdvancedSearchResult> {
  const { skip, take, ...filter } = request;
  const { rows, count } = await repository.searchPage(
    db,
    filter,
    { skip, take },
    ADVANCED_COUNT_CAP,
    repository.COUNT_TIME_BUDGET_MS,
    narrow,
  );
  // The page's member rows in the shape every member grid shows (reference data), then the profile beside each.
  const members = new Map(
    (
      await membersByIds(
        pool,
        rows.map((row) => row.memberId),
      )
    ).map((member) => [member.memberId, member]),
  );
  const items = rows.flatMap(({ memberId, profile }) => {
    const member = members.get(memberId);
    return member ? [{ ...member, profile }] : [];
  });
  if (count === null) {
    // Counting ran out of time: what is known is this page, and that a full page may have more after it.
    const full = items.length === take;
    return { items, total: skip + items.length + (full ? 1 : 0), totalIsCapped: full };
  }
  return { items, total: Math.min(count, ADVANCED_COUNT_CAP), totalIsCapped: count > ADVANCED_COUNT_CAP };
}

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** The search's members for the Excel export, in the grid's order, streamed through the shared cursor. */
export function advancedSearchExportSource(
  pool: Pool,
  filter: AdvancedSearchFilter,
  narrow?: { where: SQL; columns: SQL },
): ExportSource {
  const { text, values, fromAndWhere } = repository.exportQuery(filter, narrow?.where, narrow?.columns);
  const today = todayInLosAngeles();
  return sqlExportSource(pool, text, values, {
    fromAndWhere,
    map: (row) => ({
      ...row,
      status: memberStateLabel(
        {
          isActive: row.isActive === true,
          termDate: typeof row.termDate === 'string' ? row.termDate : null,
          effectiveDateTime: typeof row.effectiveDateTime === 'string' ? row.effectiveDateTime : null,
          isFrequentCaller: row.isFrequentCaller === true,
        },
        today,
      ),
      gaps: GAPS.filter((gap) => row[gap] === true)
        .map((gap) => GAP_LABELS[gap])
        .join(', '),
      socialDeterminants: list(row.socialDeterminants),
      clinicalPrograms: list(row.clinicalPrograms),
      admissionRisk: typeof row.admissionRisk === 'number' ? (ADMISSION_RISKS[row.admissionRisk - 1] ?? '') : '',
    }),
  });
}

/** Which selected members a PDF can be printed for; the spec's messages for some or all missing. */
export async function pdfAvailability(db: DbOrTx, memberIds: readonly string[]): Promise<BulkPdfAvailability> {
  const available = await repository.membersWithPdfData(db, memberIds);
  const missing = memberIds.filter((memberId) => !available.has(memberId));
  const allMissing = missing.length === memberIds.length;
  return {
    hasMissingMembers: missing.length > 0,
    searchMessage: missing.length > 0 && !allMissing ? pdfSomeMissingMessage(missing, memberIds.length) : '',
    message: allMissing ? M.pdfAllMissing : '',
    missingMemberIds: missing,
  };
}

/** The PDF of the members that have its data (at least one: otherwise 404 with the spec's message). */
export async function printablePdfMembers(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<{ printable: string[]; missing: string[] }> {
  const availability = await pdfAvailability(db, memberIds);
  if (availability.message) throw notFound(availability.message);
  const missing = new Set(availability.missingMemberIds);
  return { printable: memberIds.filter((memberId) => !missing.has(memberId)), missing: availability.missingMemberIds };
}

export const renderMemberPdf = async (database: Database, printable: string[], missing: string[]): Promise<Buffer> =>
  renderPdfDocument(memberSummaryPdf(await readMemberSummaries(database.db, database.pool, printable), missing));

// ---- The bulk PDF as a background job (ARCHITECTURE §3.8) ------------------------------------------------------------

export const BULK_PDF_JOB = 'patient-360-bulk-pdf';
export const BULK_PDF_CLEANUP_JOB = 'patient-360-bulk-pdf-cleanup';
/** A finished PDF is kept this long for its download, then removed (it holds member data). */
export const BULK_PDF_KEEP_SECONDS = 3600;

interface BulkPdfJobData {
  memberIds: string[];
  missingMemberIds: string[];
}
const bulkPdfOutputSchema = z.object({
  fileId: z.number(),
  memberIds: z.array(z.string()),
});

/** Registers the workers of the bulk PDF and of its clean-up (once, with the module's routes). */
export function registerBulkPdfWorkers(): void {
  registerWorker<BulkPdfJobData>(
    BULK_PDF_JOB,
    async (job) => {
      const { memberIds, missingMemberIds } = job.data;
      const total = memberIds.length;
      await job.reportProgress(0, `0 of ${total} members`);
      const summaries = await readMemberSummaries(job.database.db, job.database.pool, memberIds, async (done) => {
        if (done % 5 === 0 || done === total)
          await job.reportProgress((done / total) * 90, `${done} of ${total} members`);
      });
      const pdf = await renderPdfDocument(memberSummaryPdf(summaries, missingMemberIds));
      const fileId = await repository.storeFile(job.database.db, pdf);
      await enqueueJob(BULK_PDF_CLEANUP_JOB, { fileId }, { database: job.database, startAfter: BULK_PDF_KEEP_SECONDS });
      return { fileId, memberIds, members: summaries.length, bytes: pdf.length };
    },
    { retryLimit: 1, expireInSeconds: 15 * 60 },
  );
  registerWorker<{ fileId: number }>(BULK_PDF_CLEANUP_JOB, async (job) => {
    await repository.removeFile(job.database.db, job.data.fileId);
  });
}

/** Queues the PDF of a large selection; the user who asked is the only one who may fetch it. */
export async function queueBulkPdf(
  database: Database,
  user: Pick<CurrentUser, 'id' | 'username'>,
  printable: string[],
  missing: string[],
): Promise<string> {
  const data: BulkPdfJobData = { memberIds: printable, missingMemberIds: missing };
  const jobId = await enqueueJob(BULK_PDF_JOB, data, { database, queuedBy: user });
  if (!jobId) throw new Error('the bulk PDF job was not queued');
  return jobId;
}

/** The finished PDF of a job the user queued: 404 for anyone else's or an expired one, 409 while it runs. */
export async function bulkPdfOfJob(
  database: Database,
  user: Pick<CurrentUser, 'id'>,
  jobId: string,
): Promise<{ bytes: Buffer; memberIds: string[] }> {
  const status = await getJobStatus(database, jobId);
  if (!status || status.name !== BULK_PDF_JOB || status.queuedByUserId !== user.id) throw notFound(M.pdfNotFound);
  if (status.state === 'created' || status.state === 'retry' || status.state === 'active')
    throw conflict(M.pdfNotReady);
  const output = bulkPdfOutputSchema.safeParse(status.output);
  if (status.state !== 'completed' || !output.success) throw notFound(M.pdfFailed);
  const bytes = await repository.readFile(database.db, output.data.fileId);
  if (!bytes) throw notFound(M.pdfNotFound);
  return { bytes, memberIds: output.data.memberIds };
}
