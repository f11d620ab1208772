import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberSearchQuerySchema, memberSearchResponseSchema } from '@portal/contracts/platform/lookups/members';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { actorOf, recordReadAudit, membersReadEvent } from '../audit/audit.ts';
import { memberSearchRateLimit } from '../access/rate-limits.ts';
import { memberSearchReads } from '../reference/reference.service.ts';
import { auditedPage } from '../audit/audited-page.ts';
import { access } from '../access/route-access.ts';

/**
 * GET /odata/members (shell spec §7 Lookups): member search by id, MBI or name, or members by id, for Patient 360
 * readers. Every read of member data is audited (ARCHITECTURE §3.5): 'MemberSearch' for a search, 'MemberRead' for
 * members asked for by id, with the ids returned. The audit row is written before the data leaves the server, so
 * an unaudited read cannot happen; it starts as soon as the page is read, alongside the count (auditedPage).
 */
export async function memberLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool, db } = app.ctx.database;

  app.get(
    '/odata/members',
    {
      config: {
        ...access('patient-360', 'read', { memberData: 'Members viewed by their IDs.' }),
        rateLimit: memberSearchRateLimit(app.ctx.config),
      },
      schema: { querystring: memberSearchQuerySchema, response: { 200: memberSearchResponseSchema } },
    },
    async (request) => {
      const query = request.query;
      const byId = query.memberIds.length > 0 && !query.searchTerm;
      return auditedPage(memberSearchReads(pool, query), (members) =>
        recordReadAudit(
          db,
          actorOf(request),
          membersReadEvent(byId ? 'MemberRead' : 'MemberSearch', members, {
            moduleId: MODULE_IDS.patient360,
            details: {
              ...(query.searchTerm ? { searchTerm: query.searchTerm } : {}),
              memberStatus: query.memberStatus,
              skip: query.$skip,
            },
          }),
        ),
      );
    },
  );
}
