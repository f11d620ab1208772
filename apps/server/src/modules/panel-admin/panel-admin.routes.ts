import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PANEL_ADMIN_API,
  panelProviderRowSchema,
  panelProvidersQuerySchema,
  panelProvidersSchema,
  panelUserOptionsQuerySchema,
  panelUserOptionsSchema,
  updatePanelSchema,
} from '@portal/contracts/panel-admin/panel-admin';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as admin from './panel-admin.service.ts';

/**
 * Panel Management Admin (module 156): the primary care providers with their panels (status, capacity, size, portal
 * user), the change of a panel's settings at the version read (audited), and the portal users to link.
 */
export async function panelAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    `${PANEL_ADMIN_API}/Providers`,
    {
      config: access('panel-admin', 'read'),
      schema: { querystring: panelProvidersQuerySchema, response: { 200: panelProvidersSchema } },
    },
    async (request) => admin.listPanelProviders(db, request.query),
  );

  app.post(
    `${PANEL_ADMIN_API}/UpdatePanel`,
    {
      config: access('panel-admin', 'write'),
      schema: { body: updatePanelSchema, response: { 200: panelProviderRowSchema } },
    },
    async (request) => admin.updatePanel(db, actorOf(request), request.body),
  );

  app.get(
    `${PANEL_ADMIN_API}/UserOptions`,
    {
      config: access('panel-admin', 'write'),
      schema: { querystring: panelUserOptionsQuerySchema, response: { 200: panelUserOptionsSchema } },
    },
    async (request) => ({ items: await admin.portalUserOptions(db, request.query.search) }),
  );
}
