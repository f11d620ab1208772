import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGE_BUCKETS,
  productivityFilterSchema,
  productivityReportSchema,
  statusAgeFilterSchema,
  statusAgeReportSchema,
  submissionsFilterSchema,
  submissionsReportSchema,
} from '@portal/contracts/enrollment-reports/reports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf, recordAudit } from '../../platform/audit/audit.ts';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, memoryExportSource, sendExport } from '../../platform/exports/send-export.ts';
import { submissionsBySourceAndDay, workItemsByStatusAndAge } from '../enrollment/enrollment-reports.service.ts';
import { processorProductivity } from './enrollment-productivity.service.ts';
import { access } from '../../platform/access/route-access.ts';
import { enrollmentStatusLabel } from '@portal/contracts/enrollment/enrollment-codes';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const BASE = '/api/MemberEnrollmentReports';

const STATUS_AGE_COLUMNS: ExportColumn[] = [
  { header: 'Processing Status', key: 'processingStatus', width: 26 },
  ...AGE_BUCKETS.map((bucket) => ({ header: bucket.label, key: bucket.key, width: 14, format: 'integer' as const })),
  { header: 'Total', key: 'total', width: 10, format: 'integer' },
  { header: 'Oldest (days)', key: 'oldestAgeInDays', width: 14, format: 'integer' },
];
const PRODUCTIVITY_COLUMNS: ExportColumn[] = [
  { header: 'Day', key: 'day', width: 12, format: 'date' },
  // In the grid's order: the processor's name, then the user ID.
  { header: 'Processor', key: 'userName', width: 24 },
  { header: 'User ID', key: 'userId', width: 24 },
  { header: 'Items Worked', key: 'itemsWorked', width: 14, format: 'integer' },
  { header: 'Items Completed', key: 'itemsCompleted', width: 16, format: 'integer' },
  { header: 'Actions', key: 'actions', width: 10, format: 'integer' },
];
const SUBMISSION_COLUMNS: ExportColumn[] = [
  { header: 'Day', key: 'day', width: 12, format: 'date' },
  { header: 'Source', key: 'source', width: 20 },
  { header: 'Submitted', key: 'submitted', width: 12, format: 'integer' },
  { header: 'Completed', key: 'completed', width: 12, format: 'integer' },
  { header: 'Pending', key: 'pending', width: 10, format: 'integer' },
  { header: 'Failed', key: 'failed', width: 10, format: 'integer' },
];

/** Reports and Utilities (module 166): each report as a grid and as an Excel file, with the same filters. */
export async function enrollmentReportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.post(
    `${BASE}/WorkItemsByStatusAndAge`,
    {
      config: access('enrollment-reports', 'read'),
      schema: { body: statusAgeFilterSchema, response: { 200: statusAgeReportSchema } },
    },
    async (request) => {
      const items = await workItemsByStatusAndAge(db, request.body);
      return { items, total: items.length };
    },
  );
  app.post(
    `${BASE}/WorkItemsByStatusAndAge/ExcelExport`,
    { config: access('enrollment-reports', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, statusAgeFilterSchema);
      const rows = await workItemsByStatusAndAge(db, filter);
      await recordAudit(db, actorOf(request), {
        eventType: 'EnrollmentReportExported',
        moduleId: MODULE_IDS.enrollmentReports,
        details: { report: 'WorkItemsByStatusAndAge', filter },
      });
      return sendExport(reply, request.body, {
        fileName: datedFileName('WorkItemsByStatusAndAge'),
        sheetName: 'Status and Age',
        banner: 'Work items by status and age',
        columns: STATUS_AGE_COLUMNS,
        source: memoryExportSource(
          rows.map((row) => ({ ...row, processingStatus: enrollmentStatusLabel(row.processingStatus) })),
        ),
      });
    },
  );

  app.post(
    `${BASE}/ProcessorProductivity`,
    {
      config: access('enrollment-reports', 'read'),
      schema: { body: productivityFilterSchema, response: { 200: productivityReportSchema } },
    },
    async (request) => {
      const items = await processorProductivity(db, request.body);
      return { items, total: items.length };
    },
  );
  app.post(
    `${BASE}/ProcessorProductivity/ExcelExport`,
    { config: access('enrollment-reports', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, productivityFilterSchema);
      const rows = await processorProductivity(db, filter);
      await recordAudit(db, actorOf(request), {
        eventType: 'EnrollmentReportExported',
        moduleId: MODULE_IDS.enrollmentReports,
        details: { report: 'ProcessorProductivity', filter },
      });
      return sendExport(reply, request.body, {
        fileName: datedFileName('ProcessorProductivity'),
        sheetName: 'Productivity',
        banner: `Processor productivity ${filter.fromDate} to ${filter.toDate}`,
        columns: PRODUCTIVITY_COLUMNS,
        source: memoryExportSource(rows),
      });
    },
  );

  app.post(
    `${BASE}/SubmissionsBySourceAndDay`,
    {
      config: access('enrollment-reports', 'read'),
      schema: { body: submissionsFilterSchema, response: { 200: submissionsReportSchema } },
    },
    async (request) => {
      const items = await submissionsBySourceAndDay(db, request.body);
      return { items, total: items.length };
    },
  );
  app.post(
    `${BASE}/SubmissionsBySourceAndDay/ExcelExport`,
    { config: access('enrollment-reports', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const filter = exportFilters(request.body, submissionsFilterSchema);
      const rows = await submissionsBySourceAndDay(db, filter);
      await recordAudit(db, actorOf(request), {
        eventType: 'EnrollmentReportExported',
        moduleId: MODULE_IDS.enrollmentReports,
        details: { report: 'SubmissionsBySourceAndDay', filter },
      });
      return sendExport(reply, request.body, {
        fileName: datedFileName('SubmissionsBySourceAndDay'),
        sheetName: 'Submissions',
        banner: `Submissions by source and day ${filter.fromDate} to ${filter.toDate}`,
        columns: SUBMISSION_COLUMNS,
        source: memoryExportSource(rows),
      });
    },
  );
}
