import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTRACT_TYPES,
  activeCountiesQuerySchema,
  activeCountyListSchema,
  contractTypeListSchema,
  groupUserListSchema,
  groupUsersQuerySchema,
  nonEmptyGroupListSchema,
} from '@portal/contracts/lookups/filters';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { listActiveCounties } from '../reference/reference.service.ts';
import { activeUsersOfGroups, nonEmptyGroups } from './filters.repository.ts';

/** Filter option lists of shell spec §7 Lookups; no member data. Staff lists need the User Report module. */
export async function filtersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;
  const signedIn = { access: 'signed-in' as const };
  // Who works here, with e-mails and groups, is the staff directory: the User Report module's readers only.
  const staffDirectory = { access: { module: MODULE_IDS.userReport, action: 'read' as const } };

  app.get('/api/filters/nonemptygroups', { config: staffDirectory, schema: { response: { 200: nonEmptyGroupListSchema } } }, async () => {
    const rows = await nonEmptyGroups(pool);
    return { items: rows, total: rows.length };
  });

  app.get('/api/filters/groupusers', { config: staffDirectory, schema: { querystring: groupUsersQuerySchema, response: { 200: groupUserListSchema } } }, async (request) => {
    const rows = await activeUsersOfGroups(pool, request.query);
    return { items: rows, total: rows.length };
  });

  app.get('/api/CommonData/ContractTypes', { config: signedIn, schema: { response: { 200: contractTypeListSchema } } }, async () => ({
    items: CONTRACT_TYPES.map((type) => ({ ...type })),
    total: CONTRACT_TYPES.length,
  }));

  app.get('/api/CommonData/ActiveCounties', { config: signedIn, schema: { querystring: activeCountiesQuerySchema, response: { 200: activeCountyListSchema } } }, async (request) => {
    const items = await listActiveCounties(pool, request.query.state);
    return { items, total: items.length };
  });
}
