import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BULK_PDF_DIRECT_MAX,
  advancedSearchFilterSchema,
  advancedSearchRequestSchema,
  advancedSearchResultSchema,
  bulkPdfAvailabilitySchema,
  bulkPdfJobParamsSchema,
  bulkPdfRequestSchema,
  type BulkPdfJob,
} from '@portal/contracts/patient-360/advanced-search';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser, type MemberDataWords } from '../../platform/access/route-access.ts';
import { memberSearchRateLimit } from '../../platform/access/rate-limits.ts';
import { actorOf, recordAuditMany, recordMemberSearchRead, type Actor } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { attachmentHeaders } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import * as search from './advanced-search.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Name', key: 'fullName', width: 26 },
  { header: 'Date of Birth', key: 'dateOfBirth', width: 13, format: 'date' },
  { header: 'Gender', key: 'gender', width: 8 },
  { header: 'MBI', key: 'mbi', width: 14 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Home Address', key: 'homeAddress', width: 40 },
  { header: 'Health Plan', key: 'companyId', width: 11 },
  { header: 'Contract-PBP', key: 'contractPbp', width: 13 },
  { header: 'PCP', key: 'pcpName', width: 26 },
  { header: 'PCP NPI', key: 'pcpNpi', width: 12 },
  { header: 'Effective', key: 'effectiveDateTime', width: 12, format: 'date' },
  { header: 'Term', key: 'termDate', width: 12, format: 'date' },
  { header: 'Status', key: 'status', width: 15 },
  { header: 'Frequent Caller', key: 'isFrequentCaller', width: 10, format: 'boolean' },
  { header: 'Health Risk', key: 'memberHealthRisk', width: 11 },
  { header: 'Hospice Eligible', key: 'hospiceEligible', width: 10, format: 'boolean' },
  { header: 'Alerts', key: 'alertCounts', width: 8, format: 'integer' },
  { header: 'Gaps', key: 'gaps', width: 30 },
  { header: 'Social Determinants', key: 'socialDeterminants', width: 18 },
  { header: 'Care Anywhere', key: 'careAnywhereStatus', width: 13 },
  { header: 'Clinical Programs', key: 'clinicalPrograms', width: 18 },
  { header: 'At-Risk Category', key: 'atRiskCategory', width: 16 },
  { header: 'Admission Risk', key: 'admissionRisk', width: 13 },
];

/** One audit row per member printed, with the member as its item, so each member's audit history shows it. */
const auditPrinted = (db: DbOrTx, actor: Actor, memberIds: readonly string[]) =>
  recordAuditMany(
    db,
    actor,
    memberIds.map((memberId) => ({
      eventType: 'MemberPdfPrinted',
      itemId: memberId,
      moduleId: MODULE_IDS.patient360,
      details: { members: memberIds.length },
    })),
  );

/**
 * Patient 360's advanced search (module 12): the member grid with the shell's filters, its Excel export (25,000 rows
 * at most, with the warning header), and the bulk member PDF with its availability check. A selection of more than
 * BULK_PDF_DIRECT_MAX members is printed by a background job (202 with the job id; poll GET /api/jobs/:id, then
 * fetch the file). Every call returns member data and is audited.
 */
export async function advancedSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  const { db, pool } = database;
  const exportAccess = (memberData: MemberDataWords) => access('patient-360', 'export', { memberData });
  search.registerBulkPdfWorkers();

  app.post(
    '/api/PatientViewer/AdvancedSearch',
    {
      config: {
        ...access('patient-360', 'read', { memberData: 'Member search results viewed.' }),
        rateLimit: memberSearchRateLimit(app.ctx.config),
      },
      schema: { body: advancedSearchRequestSchema, response: { 200: advancedSearchResultSchema } },
    },
    async (request) => {
      const result = await search.advancedSearch(db, pool, request.body);
      await recordMemberSearchRead(db, actorOf(request), {
        moduleId: MODULE_IDS.patient360,
        request: request.body,
        result,
      });
      return result;
    },
  );

  app.post(
    '/api/PatientViewer/AdvancedSearchExcelExport',
    { config: exportAccess('Member search results exported to Excel.'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, advancedSearchFilterSchema);
      await recordAuditMany(db, actorOf(request), [
        { eventType: 'MemberSearchExported', moduleId: MODULE_IDS.patient360, details: { filter } },
      ]);
      return sendExport(reply, request.body, {
        fileName: datedFileName('AdvancedSearch'),
        sheetName: 'Members',
        banner: 'Patient 360 advanced search',
        columns: EXPORT_COLUMNS,
        source: search.advancedSearchExportSource(pool, filter),
      });
    },
  );

  app.post(
    '/api/PatientViewer/AdvancedMemberBulkPdfAvailability',
    {
      config: exportAccess('Member summary PDFs checked for a bulk print.'),
      schema: { body: bulkPdfRequestSchema, response: { 200: bulkPdfAvailabilitySchema } },
    },
    async (request) => search.pdfAvailability(db, request.body.MemberIds),
  );

  app.post(
    '/api/PatientViewer/AdvancedMemberBulkPdf',
    // 200 with the PDF, or 202 with the job (BulkPdfJob) for a large selection.
    { config: exportAccess('Member summary PDFs printed in bulk.'), schema: { body: bulkPdfRequestSchema } },
    async (request, reply) => {
      const { printable, missing } = await search.printablePdfMembers(db, request.body.MemberIds);
      const actor = actorOf(request);
      if (printable.length > BULK_PDF_DIRECT_MAX) {
        const jobId = await search.queueBulkPdf(database, requireUser(request), printable, missing);
        // No member data leaves with the job id: the download is audited per member.
        await recordAuditMany(db, actor, [
          { eventType: 'MemberBulkPdfQueued', moduleId: MODULE_IDS.patient360, details: { jobId, printable, missing } },
        ]);
        const queued: BulkPdfJob = { jobId, members: printable.length };
        return reply.code(202).send(queued);
      }
      const pdf = await search.renderMemberPdf(database, printable, missing);
      await auditPrinted(db, actor, printable);
      attachmentHeaders(reply, 'MemberSummary.pdf', 'application/pdf');
      return reply.send(pdf);
    },
  );

  app.get(
    '/api/PatientViewer/AdvancedMemberBulkPdf/:jobId',
    { config: exportAccess('Bulk member summary PDF downloaded.'), schema: { params: bulkPdfJobParamsSchema } },
    async (request, reply) => {
      const file = await search.bulkPdfOfJob(database, requireUser(request), request.params.jobId);
      await auditPrinted(db, actorOf(request), file.memberIds);
      attachmentHeaders(reply, 'MemberSummary.pdf', 'application/pdf');
      return reply.send(file.bytes);
    },
  );
}
