import type { FastifyInstance } from 'fastify';
import { usersRoutes } from './users.routes.ts';
import { groupsRoutes } from './groups.routes.ts';
import { organizationsRoutes } from './organizations.routes.ts';
import { domainsRoutes } from './domains.routes.ts';
import { userEventsRoutes } from './user-events.routes.ts';
import { userReportRoutes } from './user-report.routes.ts';

/** User Management: users (18), groups (19), organizations (23), domains (119), user report (44) and user events (120). */
export async function userManagementRoutes(app: FastifyInstance): Promise<void> {
  await usersRoutes(app);
  await groupsRoutes(app);
  await organizationsRoutes(app);
  await domainsRoutes(app);
  await userEventsRoutes(app);
  await userReportRoutes(app);
}
