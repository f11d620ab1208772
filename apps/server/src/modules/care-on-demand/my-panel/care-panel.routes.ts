import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARE_ON_DEMAND_API,
  carePanelFilterSchema,
  carePanelRequestSchema,
  carePanelResultSchema,
} from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MY_TIME_OFF_PATH, myTimeOffListSchema } from '@portal/contracts/care-on-demand/time-off';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { access, requireUser } from '../../../platform/access/route-access.ts';
import { actorOf, recordAuditMany, recordMemberSearchRead } from '../../../platform/audit/audit.ts';
import type { ExportColumn } from '../../../platform/exports/excel-export.ts';
import { exportFilters, sendExport } from '../../../platform/exports/send-export.ts';
import { upcomingTimeOffOf } from '../admin/time-off.service.ts';
import * as panel from './care-panel.service.ts';
import { datedFileName } from '../../../platform/exports/export-file-name.ts';

const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'Member ID', key: 'memberId', width: 14 },
  { header: 'Name', key: 'fullName', width: 26 },
  { header: 'Date of Birth', key: 'dateOfBirth', width: 13, format: 'date' },
  { header: 'Gender', key: 'gender', width: 8 },
  { header: 'Phone', key: 'phone', width: 14 },
  { header: 'Contract-PBP', key: 'contractPbp', width: 13 },
  { header: 'Status', key: 'status', width: 15 },
  { header: 'Last Virtual Visit', key: 'lastVirtualVisit', width: 20, format: 'datetime' },
  { header: 'Next Virtual Visit', key: 'nextVirtualVisit', width: 20, format: 'datetime' },
  { header: 'Gaps', key: 'gaps', width: 30 },
  { header: 'Admission Risk', key: 'admissionRisk', width: 13 },
];

/**
 * Care on Demand's My Panel (module 157): the provider's panel with last and next virtual visit, its export, and the
 * provider's own upcoming time off (set by the Care on Demand admin).
 */
export async function carePanelRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;

  app.post(
    `${CARE_ON_DEMAND_API}/MyPanel`,
    {
      config: access('care-on-demand', 'read', { memberData: 'Care on Demand panel members viewed.' }),
      schema: { body: carePanelRequestSchema, response: { 200: carePanelResultSchema } },
    },
    async (request) => {
      const result = await panel.carePanel(db, pool, requireUser(request), request.body);
      await recordMemberSearchRead(db, actorOf(request), {
        moduleId: MODULE_IDS.careOnDemand,
        request: request.body,
        result,
        narrowedBy: { provider: result.provider.npi },
      });
      return result;
    },
  );

  app.get(
    MY_TIME_OFF_PATH,
    { config: access('care-on-demand', 'read'), schema: { response: { 200: myTimeOffListSchema } } },
    async (request) => upcomingTimeOffOf(db, requireUser(request).id, todayInLosAngeles()),
  );

  app.post(
    `${CARE_ON_DEMAND_API}/MyPanelExcelExport`,
    {
      config: access('care-on-demand', 'export', { memberData: 'Care on Demand panel members exported to Excel.' }),
      schema: { body: exportRequestSchema },
    },
    async (request, reply) => {
      const filter = exportFilters(request.body, carePanelFilterSchema);
      const { source, provider } = await panel.carePanelExportSource(db, pool, requireUser(request), filter);
      await recordAuditMany(db, actorOf(request), [
        {
          eventType: 'MemberSearchExported',
          moduleId: MODULE_IDS.careOnDemand,
          details: { filter, provider: provider.npi },
        },
      ]);
      return sendExport(reply, request.body, {
        fileName: datedFileName('CareOnDemandPanel'),
        sheetName: 'Panel',
        banner: `Panel of ${provider.name}`,
        columns: EXPORT_COLUMNS,
        source,
      });
    },
  );
}
