import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt } from '@portal/contracts/platform/rules/integers';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { createOrganizationSchema, organizationListQuerySchema, organizationListSchema, organizationSchema, updateOrganizationSchema } from '@portal/contracts/user-management/organizations';
import { actorOf } from '../../platform/audit/audit.ts';
import { createOrganization, getOrganization, listOrganizations, updateOrganization } from './organizations.repository.ts';

const read = { access: { module: MODULE_IDS.organizations, action: 'read' as const } };
const admin = { access: { module: MODULE_IDS.organizations, action: 'admin' as const } };
const idParams = z.object({ id: zQueryInt().positive() });

export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get('/api/usermanagement/organizations', { config: read, schema: { querystring: organizationListQuerySchema, response: { 200: organizationListSchema } } }, async (request) =>
    listOrganizations(database.pool, request.query),
  );
  app.get('/api/usermanagement/organizations/:id', { config: read, schema: { params: idParams, response: { 200: organizationSchema } } }, async (request) =>
    getOrganization(database.pool, request.params.id),
  );
  app.post('/api/usermanagement/organizations', { config: admin, schema: { body: createOrganizationSchema, response: { 200: organizationSchema } } }, async (request) =>
    createOrganization(database.db, database.pool, actorOf(request), request.body),
  );
  app.put('/api/usermanagement/organizations/:id', { config: admin, schema: { params: idParams, body: updateOrganizationSchema, response: { 200: organizationSchema } } }, async (request) =>
    updateOrganization(database.db, database.pool, actorOf(request), request.params.id, request.body),
  );
}
