import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createDomainSchema,
  domainAdminListSchema,
  domainListQuerySchema,
  domainOrganizationListSchema,
  renameDomainSchema,
  domainListSchema,
  domainSchema,
  updateDomainSchema,
} from '@portal/contracts/user-management/domains';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { deleteAtVersionQuerySchema, deletedRecordSchema } from '@portal/contracts/user-management/paging';
import { actorOf } from '../../platform/audit/audit.ts';
import {
  createDomain,
  deleteDomain,
  domainAdmins,
  domainOrganizations,
  getDomain,
  listDomains,
  renameDomain,
  updateDomain,
} from './domains.repository.ts';
import { access } from '../../platform/access/route-access.ts';

export async function domainsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get(
    '/api/usermanagement/domains',
    {
      config: access('user-management-domains', 'read'),
      schema: { querystring: domainListQuerySchema, response: { 200: domainListSchema } },
    },
    async (request) => listDomains(database.pool, request.query),
  );
  app.get(
    '/api/usermanagement/domains/:id',
    {
      config: access('user-management-domains', 'read'),
      schema: { params: idParamsSchema, response: { 200: domainSchema } },
    },
    async (request) => getDomain(database.pool, request.params.id),
  );
  app.post(
    '/api/usermanagement/domains',
    {
      config: access('user-management-domains', 'admin'),
      schema: { body: createDomainSchema, response: { 200: domainSchema } },
    },
    async (request) => createDomain(database.db, database.pool, actorOf(request), request.body),
  );
  app.put(
    '/api/usermanagement/domains/:id',
    {
      config: access('user-management-domains', 'admin'),
      schema: { params: idParamsSchema, body: updateDomainSchema, response: { 200: domainSchema } },
    },
    async (request) => updateDomain(database.db, database.pool, actorOf(request), request.params.id, request.body),
  );
  // Refused (400, nothing changed) while still named by users.
  app.delete(
    '/api/usermanagement/domains/:id',
    {
      config: access('user-management-domains', 'admin'),
      schema: {
        params: idParamsSchema,
        querystring: deleteAtVersionQuerySchema,
        response: { 200: deletedRecordSchema },
      },
    },
    async (request) => deleteDomain(database.db, actorOf(request), request.params.id, request.query.version),
  );

  // The CRM data layer's domain calls (spec §7 "Other"): rename, the domain's organizations and its administrators.
  app.post(
    '/api/domains/:id/rename',
    {
      config: access('user-management-domains', 'admin'),
      schema: { params: idParamsSchema, body: renameDomainSchema, response: { 200: domainSchema } },
    },
    async (request) => renameDomain(database.db, database.pool, actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/domains/:id/organizations',
    {
      config: access('user-management-domains', 'read'),
      schema: { params: idParamsSchema, response: { 200: domainOrganizationListSchema } },
    },
    async (request) => domainOrganizations(database.pool, request.params.id),
  );
  app.get(
    '/api/domains/:id/admins',
    {
      config: access('user-management-domains', 'read'),
      schema: { params: idParamsSchema, response: { 200: domainAdminListSchema } },
    },
    async (request) => domainAdmins(database.pool, request.params.id),
  );
}
