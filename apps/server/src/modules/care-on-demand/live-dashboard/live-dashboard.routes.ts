import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARE_ON_DEMAND_API, liveDashboardSchema } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import { auditVisitsRead } from '../appointments/appointments.routes.ts';
import { liveDashboard } from './live-dashboard.service.ts';

/** The Live Dashboard's read (member data: the waiting members' names, audited). */
export async function liveDashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;

  app.get(
    `${CARE_ON_DEMAND_API}/LiveDashboard`,
    {
      config: access('care-on-demand-live', 'read', { memberData: 'Live dashboard of virtual visits viewed.' }),
      schema: { response: { 200: liveDashboardSchema } },
    },
    async (request) => {
      const dashboard = await liveDashboard(db, pool, actorOf(request).user.id);
      await auditVisitsRead(
        db,
        request,
        [...dashboard.waiting, ...dashboard.inProgress].map((visit) => visit.memberId),
        { screen: 'LiveDashboard' },
        MODULE_IDS.careOnDemandLive,
      );
      return dashboard;
    },
  );
}
