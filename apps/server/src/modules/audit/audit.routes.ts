import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema } from '@portal/contracts/platform/paging';
import {
  auditEventTypesSchema,
  auditSearchResultSchema,
  auditSearchSchema,
  auditUserOptionsSchema,
} from '@portal/contracts/audit/audit-history';
import { listAuditUserOptions, searchAuditEvents } from './audit-history.repository.ts';
import { listAuditEventTypes } from '../../platform/audit/audit-events.ts';
import { auditExportRoutes } from './audit-export.routes.ts';
import { auditHistoryLookupRoutes } from './audit-history-lookup.routes.ts';
import { access } from '../../platform/access/route-access.ts';

/** Audit History (module 36, route /audit): search and export the audit trail. */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.post(
    '/api/audithistory/search',
    {
      config: access('audit', 'read', { memberData: 'Audit history searched.' }),
      schema: { body: auditSearchSchema, response: { 200: auditSearchResultSchema } },
    },
    async (request) => searchAuditEvents(database.db, request.body),
  );
  app.get(
    '/api/audithistory/eventtypes',
    { config: access('audit', 'read'), schema: { response: { 200: auditEventTypesSchema } } },
    async () => ({ items: await listAuditEventTypes(database.pool) }),
  );
  app.get(
    '/api/audithistory/users',
    {
      config: access('audit', 'read'),
      schema: { querystring: searchQuerySchema, response: { 200: auditUserOptionsSchema } },
    },
    async (request) => ({ items: await listAuditUserOptions(database.pool, request.query.search) }),
  );
  await auditExportRoutes(fastify);
  await auditHistoryLookupRoutes(fastify);
}
