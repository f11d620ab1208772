import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberSearchQuerySchema, memberSearchResponseSchema } from '@portal/contracts/platform/lookups/members';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf } from '../audit/audit.ts';
import { memberSearchRateLimit } from '../access/rate-limits.ts';
import { findMembers } from '../reference/reference.service.ts';
import { access } from '../access/route-access.ts';

/**
 * GET /odata/members (shell spec §7 Lookups): member search by id, MBI or name, or members by id, for Patient 360
 * readers. Every read of member data is audited (ARCHITECTURE §3.5): 'MemberSearch' for a search, 'MemberRead' for
 * members asked for by id, with the ids returned. The audit row is written by the page's own statement, before the
 * data leaves the server, so an unaudited read cannot happen.
 */
export async function memberLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;

  app.get(
    '/odata/members',
    {
      config: {
        ...access('patient-360', 'read', { memberData: true }),
        rateLimit: memberSearchRateLimit(app.ctx.config),
      },
      schema: { querystring: memberSearchQuerySchema, response: { 200: memberSearchResponseSchema } },
    },
    async (request) => {
      const query = request.query;
      const byId = query.memberIds.length > 0 && !query.searchTerm;
      return findMembers(pool, query, {
        actor: actorOf(request),
        event: {
          eventType: byId ? 'MemberRead' : 'MemberSearch',
          moduleId: MODULE_IDS.patient360,
          details: {
            ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
            memberStatus: query.memberStatus,
            skip: query.$skip,
          },
        },
      });
    },
  );
}
