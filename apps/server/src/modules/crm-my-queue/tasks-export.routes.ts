import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { csvExportWorkflowTasksQuerySchema } from '@portal/contracts/crm-my-queue/tasks';
import { access } from '../../platform/access/route-access.ts';
import { exportTasksCsv } from './tasks-export.service.ts';

/**
 * The CSV export of workflow tasks (spec §7 "CSV export of workflow tasks at /odata/crm/myqueue/default.csvexportworkflowtasks")
 * with the workflowtasks list's $filter and $orderby, for My Queue export; every row is member data (audited read).
 */
export async function crmTasksExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  app.get(
    `${CRM_ODATA}/default.csvexportworkflowtasks`,
    {
      config: access('crm-my-queue', 'export', { memberData: 'Workflow tasks exported to CSV.' }),
      schema: { querystring: csvExportWorkflowTasksQuerySchema },
    },
    async (request, reply) => exportTasksCsv({ db, pool }, reply, request.query),
  );
}
