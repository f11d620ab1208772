import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerSearchQuerySchema, providerSearchResponseSchema } from '@portal/contracts/patient-360/provider-search';
import { access } from '../../platform/access/route-access.ts';
import { searchPlanProviders } from './provider-search.service.ts';

/**
 * GET /api/providersearch (Provider Search, module 210) and the CRM's `searchproviders`: the search reads the member's
 * home ZIP when no address is given, so it is audited as a read of member data. With a health plan or PBP, only the
 * plan's network for the plan year (the medical groups whose PBP map has it).
 */
export async function providerSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/api/providersearch', '/odata/crm/myqueue/default.searchproviders'])
    app.get(
      path,
      {
        config: access('provider-search', 'read', { memberData: true }),
        schema: { querystring: providerSearchQuerySchema, response: { 200: providerSearchResponseSchema } },
      },
      async (request) => searchPlanProviders(app.ctx.database, request.query),
    );
}
