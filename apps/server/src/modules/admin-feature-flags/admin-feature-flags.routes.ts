import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  featureFlagIdParamsSchema,
  featureFlagListSchema,
  featureFlagSchema,
  updateFeatureFlagSchema,
} from '@portal/contracts/admin-feature-flags/feature-flags';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { listFlags } from '../../platform/flags/flags.ts';
import { setFlag } from '../../platform/flags/flags.repository.ts';

/**
 * Admin > Feature Flags (module 183): the list of every flag and the switch of one at the version it was read at
 * (409 when someone changed it meanwhile). Reading a flag's state for a feature is the platform's (platform/flags).
 */
export async function adminFeatureFlagsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/api/admin/feature-flags',
    { config: access('admin-feature-flags', 'read'), schema: { response: { 200: featureFlagListSchema } } },
    async () => {
      const items = await listFlags(db);
      return { items, total: items.length };
    },
  );
  app.put(
    '/api/admin/feature-flags/:id',
    {
      config: access('admin-feature-flags', 'admin'),
      schema: {
        params: featureFlagIdParamsSchema,
        body: updateFeatureFlagSchema,
        response: { 200: featureFlagSchema },
      },
    },
    async (request) => setFlag(db, actorOf(request), request.params.id, request.body),
  );
}
