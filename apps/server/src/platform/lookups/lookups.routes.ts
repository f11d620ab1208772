import type { FastifyInstance } from 'fastify';
import { memberLookupRoutes } from './member-lookup.routes.ts';
import { organizationLookupRoutes } from './organization-lookup.routes.ts';
import { filtersRoutes } from './filters.routes.ts';

/** The shared lookups of shell spec §7: members, session organizations, filter lists (the user report lives in user-management, the audit history lookup in audit). */
export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(memberLookupRoutes);
  await app.register(organizationLookupRoutes);
  await app.register(filtersRoutes);
}
