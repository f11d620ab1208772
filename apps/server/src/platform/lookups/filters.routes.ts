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
} from '@portal/contracts/platform/lookups/filters';
import { listActiveCounties } from '../reference/reference.service.ts';
import { access, signedIn } from '../access/route-access.ts';
import { activeUsersOfGroups, nonEmptyGroups } from './filters.repository.ts';

/** Filter option lists of shell spec §7 Lookups; no member data. Staff lists need the User Report module. */
export async function filtersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;
  // Who works here, with e-mails and groups, is the staff directory: the User Report module's readers only.
  app.get(
    '/api/filters/nonemptygroups',
    { config: access('user-report', 'read'), schema: { response: { 200: nonEmptyGroupListSchema } } },
    async () => {
      const rows = await nonEmptyGroups(pool);
      return { items: rows, total: rows.length };
    },
  );

  app.get(
    '/api/filters/groupusers',
    {
      config: access('user-report', 'read'),
      schema: { querystring: groupUsersQuerySchema, response: { 200: groupUserListSchema } },
    },
    async (request) => {
      const rows = await activeUsersOfGroups(pool, request.query);
      return { items: rows, total: rows.length };
    },
  );

  app.get(
    '/api/CommonData/ContractTypes',
    { config: signedIn(), schema: { response: { 200: contractTypeListSchema } } },
    async () => ({
      items: CONTRACT_TYPES.map((type) => ({ ...type })),
      total: CONTRACT_TYPES.length,
    }),
  );

  app.get(
    '/api/CommonData/ActiveCounties',
    {
      config: signedIn(),
      schema: { querystring: activeCountiesQuerySchema, response: { 200: activeCountyListSchema } },
    },
    async (request) => {
      const items = await listActiveCounties(pool, request.query.state);
      return { items, total: items.length };
    },
  );
}
