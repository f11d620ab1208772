import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt } from '@portal/contracts/platform/rules/integers';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { createDomainSchema, domainListQuerySchema, domainListSchema, domainSchema, updateDomainSchema } from '@portal/contracts/user-management/domains';
import { actorOf } from '../../platform/audit/audit.ts';
import { createDomain, getDomain, listDomains, updateDomain } from './domains.repository.ts';

const read = { access: { module: MODULE_IDS.domains, action: 'read' as const } };
const admin = { access: { module: MODULE_IDS.domains, action: 'admin' as const } };
const idParams = z.object({ id: zQueryInt().positive() });

export async function domainsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.get('/api/usermanagement/domains', { config: read, schema: { querystring: domainListQuerySchema, response: { 200: domainListSchema } } }, async (request) =>
    listDomains(database.pool, request.query),
  );
  app.get('/api/usermanagement/domains/:id', { config: read, schema: { params: idParams, response: { 200: domainSchema } } }, async (request) => getDomain(database.pool, request.params.id));
  app.post('/api/usermanagement/domains', { config: admin, schema: { body: createDomainSchema, response: { 200: domainSchema } } }, async (request) =>
    createDomain(database.db, database.pool, actorOf(request), request.body),
  );
  app.put('/api/usermanagement/domains/:id', { config: admin, schema: { params: idParams, body: updateDomainSchema, response: { 200: domainSchema } } }, async (request) =>
    updateDomain(database.db, database.pool, actorOf(request), request.params.id, request.body),
  );
}
