import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PRODUCTIVITY_BASE_PATH,
  myStatsSchema,
  productivityCountSchema,
  productivityQuerySchema,
  productivitySubPathSchema,
  teamStatsSchema,
} from '@portal/contracts/crm-my-queue/productivity';
import { access, requireUser } from '../../platform/access/route-access.ts';
import * as productivity from './productivity.service.ts';

/**
 * Productivity (spec §7): GET /api/myqueue/my-stats, its eight sub-paths, and the supervisor's team view. Counts
 * only, no member data.
 */
export async function crmProductivityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const readAccess = access('crm-productivity', 'read');

  app.get(
    `${PRODUCTIVITY_BASE_PATH}/my-stats`,
    { config: readAccess, schema: { querystring: productivityQuerySchema, response: { 200: myStatsSchema } } },
    async (request) => productivity.myStats(db, requireUser(request), request.query.username),
  );

  app.get(
    `${PRODUCTIVITY_BASE_PATH}/my-stats/:count`,
    {
      config: readAccess,
      schema: {
        params: productivitySubPathSchema,
        querystring: productivityQuerySchema,
        response: { 200: productivityCountSchema },
      },
    },
    async (request) => {
      const stats = await productivity.myStats(db, requireUser(request), request.query.username);
      return { username: stats.username, count: stats[request.params.count] };
    },
  );

  app.get(
    `${PRODUCTIVITY_BASE_PATH}/team-stats`,
    { config: readAccess, schema: { response: { 200: teamStatsSchema } } },
    async (request) => productivity.teamStats(db, requireUser(request)),
  );
}
