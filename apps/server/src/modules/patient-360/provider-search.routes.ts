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
  // The CRM's path is also open to My Queue's agents, who pick a new PCP in a PCP change workflow.
  const routes = [
    {
      path: '/api/providersearch',
      config: access('provider-search', 'read', { memberData: "Providers searched for the member's plan." }),
    },
    {
      path: '/odata/crm/myqueue/default.searchproviders',
      config: access(['provider-search', 'crm-my-queue'], 'read', {
        memberData: "Providers searched for the member's plan.",
      }),
    },
  ];
  for (const { path, config } of routes)
    app.get(
      path,
      {
        config,
        schema: { querystring: providerSearchQuerySchema, response: { 200: providerSearchResponseSchema } },
      },
      async (request) => searchPlanProviders(app.ctx.database, request.query),
    );
}
