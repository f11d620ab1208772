import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  queueReportExportFilterSchema,
  queueReportFilterSchema,
  queueReportSchema,
} from '@portal/contracts/crm-admin-queues/queue-reports';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../platform/access/route-access.ts';
import type { ExportColumn } from '../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../platform/exports/send-export.ts';
import * as queueReports from '../crm-my-queue/queue-reports.service.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

const COUNT_COLUMNS: ExportColumn[] = [
  { header: 'Open Cases', key: 'openCases', width: 12, format: 'integer' },
  { header: 'Closed Cases', key: 'closedCases', width: 12, format: 'integer' },
  { header: 'SLA Exceeded', key: 'slaExceeded', width: 12, format: 'integer' },
  { header: 'Within SLA', key: 'slaWithin', width: 12, format: 'integer' },
  { header: 'Oldest Open Case', key: 'oldestOpenDate', width: 22, format: 'datetime' },
];

const COLUMNS: Record<'queues' | 'agents', ExportColumn[]> = {
  queues: [{ header: 'Queue', key: 'queueName', width: 28 }, ...COUNT_COLUMNS],
  agents: [
    { header: 'Queue', key: 'queueName', width: 28 },
    { header: 'Agent', key: 'ownerName', width: 24 },
    { header: 'Username', key: 'owner', width: 18 },
    ...COUNT_COLUMNS,
  ],
};

/**
 * Queue reports (route /crm/queue-reports, module 'crm-queue-reports'): counts per queue and per agent, no member
 * data, and their Excel export through the platform's export door.
 */
export async function crmQueueReportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    `${CRM_API}/GetQueueReport`,
    {
      config: access('crm-queue-reports', 'read'),
      schema: { querystring: queueReportFilterSchema, response: { 200: queueReportSchema } },
    },
    async (request) => queueReports.queueReport(db, request.query),
  );

  app.post(
    `${CRM_API}/QueueReportExcelExport`,
    { config: access('crm-queue-reports', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const { view, ...filter } = exportFilters(request.body, queueReportExportFilterSchema);
      return sendExport(reply, request.body, {
        fileName: datedFileName(`QueueReport_${view}`),
        sheetName: view === 'queues' ? 'Queues' : 'Agents',
        banner: `Queue report ${filter.fromDate} to ${filter.toDate}`,
        columns: COLUMNS[view],
        source: queueReports.queueReportExportSource(db, filter, view),
      });
    },
  );
}
