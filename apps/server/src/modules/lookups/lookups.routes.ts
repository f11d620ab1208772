import type { FastifyInstance } from 'fastify';
import { memberLookupRoutes } from './member-lookup.routes.ts';
import { organizationLookupRoutes } from './organization-lookup.routes.ts';
import { userReportRoutes } from './user-report.routes.ts';
import { auditHistoryLookupRoutes } from './audit-history-lookup.routes.ts';
import { filtersRoutes } from './filters.routes.ts';

/** The shared lookups of shell spec §7: members, session organizations, user report, audit history, filter lists. */
export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(memberLookupRoutes);
  await app.register(organizationLookupRoutes);
  await app.register(userReportRoutes);
  await app.register(auditHistoryLookupRoutes);
  await app.register(filtersRoutes);
}
