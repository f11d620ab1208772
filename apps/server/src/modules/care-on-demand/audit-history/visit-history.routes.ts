import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARE_ON_DEMAND_API,
  visitHistoryFilterSchema,
  visitHistoryPageSchema,
  visitHistoryQuerySchema,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf, recordAuditMany } from '../../../platform/audit/audit.ts';
import type { ExportColumn } from '../../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../../platform/exports/send-export.ts';
import { auditVisitsRead } from '../appointments/appointments.routes.ts';
import { visibleTo } from '../appointments/appointments.service.ts';
import { historyExportSource, historyPage } from './visit-history.repository.ts';
import { datedFileName } from '../../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Date', key: 'at', width: 22, format: 'datetime' },
  { header: 'Event', key: 'event', width: 26 },
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Member', key: 'memberFullName', width: 26 },
  { header: 'Visit', key: 'appointmentId', width: 12, format: 'integer' },
  { header: 'By', key: 'actorName', width: 24 },
  { header: 'Detail', key: 'detail', width: 40 },
];

/** Care on Demand's Audit History (module 159): visit events and appointment changes, paged, and the Excel export. */
export async function visitHistoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;

  app.get(
    `${CARE_ON_DEMAND_API}/AuditHistory`,
    {
      config: access('care-on-demand-audit', 'read', { memberData: 'Virtual visit audit history viewed.' }),
      schema: { querystring: visitHistoryQuerySchema, response: { 200: visitHistoryPageSchema } },
    },
    async (request) => {
      const { skip, take, ...filter } = request.query;
      const page = await historyPage(db, visibleTo(requireUser(request)), filter, { skip, take });
      await auditVisitsRead(
        db,
        request,
        page.items.flatMap((row) => (row.memberId ? [row.memberId] : [])),
        { screen: 'AuditHistory', filter, skip },
        MODULE_IDS.careOnDemandAudit,
      );
      return page;
    },
  );

  app.post(
    `${CARE_ON_DEMAND_API}/AuditHistoryExcelExport`,
    {
      config: access('care-on-demand-audit', 'export', {
        memberData: 'Virtual visit audit history exported to Excel.',
      }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const filter = exportFilters(request.body, visitHistoryFilterSchema);
      await recordAuditMany(db, actorOf(request), [
        { eventType: 'VisitHistoryExported', moduleId: MODULE_IDS.careOnDemandAudit, details: { filter } },
      ]);
      return sendExport(reply, request.body, {
        fileName: datedFileName('CareOnDemandAuditHistory'),
        sheetName: 'Audit History',
        banner: 'Care on Demand audit history',
        columns: EXPORT_COLUMNS,
        source: historyExportSource(pool, visibleTo(requireUser(request)), filter),
      });
    },
  );
}
