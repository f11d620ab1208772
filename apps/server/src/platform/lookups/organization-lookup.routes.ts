import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  organizationListSchema,
  sessionOrganizationsQuerySchema,
} from '@portal/contracts/platform/lookups/organizations';
import { requireUser, signedIn } from '../access/route-access.ts';
import { listSessionOrganizations } from './organization-lookup.repository.ts';

/** GET /odata/sessionorganizations (shell spec §7): organization options (IPA, MSO, ...) for dropdowns. */
export async function organizationLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;

  app.get(
    '/odata/sessionorganizations',
    {
      config: signedIn(),
      schema: { querystring: sessionOrganizationsQuerySchema, response: { 200: organizationListSchema } },
    },
    async (request) => listSessionOrganizations(pool, requireUser(request), request.query),
  );
}
