import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrganizationSchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationSchema,
  updateOrganizationSchema,
} from '@portal/contracts/user-management/organizations';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { deleteAtVersionQuerySchema, deletedRecordSchema } from '@portal/contracts/user-management/paging';
import { actorOf } from '../../platform/audit/audit.ts';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.repository.ts';
import { access } from '../../platform/access/route-access.ts';

export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get(
    '/api/usermanagement/organizations',
    {
      config: access('user-management-organizations', 'read'),
      schema: { querystring: organizationListQuerySchema, response: { 200: organizationListSchema } },
    },
    async (request) => listOrganizations(database.pool, request.query),
  );
  app.get(
    '/api/usermanagement/organizations/:id',
    {
      config: access('user-management-organizations', 'read'),
      schema: { params: idParamsSchema, response: { 200: organizationSchema } },
    },
    async (request) => getOrganization(database.pool, request.params.id),
  );
  app.post(
    '/api/usermanagement/organizations',
    {
      config: access('user-management-organizations', 'admin'),
      schema: { body: createOrganizationSchema, response: { 200: organizationSchema } },
    },
    async (request) => createOrganization(database.db, database.pool, actorOf(request), request.body),
  );
  app.put(
    '/api/usermanagement/organizations/:id',
    {
      config: access('user-management-organizations', 'admin'),
      schema: { params: idParamsSchema, body: updateOrganizationSchema, response: { 200: organizationSchema } },
    },
    async (request) =>
      updateOrganization(database.db, database.pool, actorOf(request), request.params.id, request.body),
  );
  // Refused (400, nothing changed) while still named by users or child organizations.
  app.delete(
    '/api/usermanagement/organizations/:id',
    {
      config: access('user-management-organizations', 'admin'),
      schema: {
        params: idParamsSchema,
        querystring: deleteAtVersionQuerySchema,
        response: { 200: deletedRecordSchema },
      },
    },
    async (request) => deleteOrganization(database.db, actorOf(request), request.params.id, request.query.version),
  );
}
