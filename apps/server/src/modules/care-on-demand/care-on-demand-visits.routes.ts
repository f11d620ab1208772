import type { FastifyInstance } from 'fastify';
import { appointmentsRoutes } from './appointments/appointments.routes.ts';
import { carePanelRoutes } from './my-panel/care-panel.routes.ts';
import { liveDashboardRoutes } from './live-dashboard/live-dashboard.routes.ts';
import { visitHistoryRoutes } from './audit-history/visit-history.routes.ts';
import { userSettingsRoutes } from './my-panel/user-settings.routes.ts';

/**
 * Care on Demand's visits: appointments (157), My Panel (157), the Live Dashboard (161), Audit History (159) and the
 * user settings. The visit window's calls (tokens, rooms, events) are the visit folder's.
 */
export async function careOnDemandVisitsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(appointmentsRoutes);
  await app.register(carePanelRoutes);
  await app.register(liveDashboardRoutes);
  await app.register(visitHistoryRoutes);
  await app.register(userSettingsRoutes);
}
