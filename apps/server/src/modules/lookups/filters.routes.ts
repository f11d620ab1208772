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
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

/** Filter option lists of shell spec §7 Lookups; no member data. Staff lists need the User Report module. */
export async function filtersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;
  const signedIn = { access: 'signed-in' as const };
  // Who works here, with e-mails and groups, is the staff directory: the User Report module's readers only.
  const staffDirectory = { access: { module: MODULE_IDS.userReport, action: 'read' as const } };

  app.get('/api/filters/nonemptygroups', { config: staffDirectory, schema: { response: { 200: nonEmptyGroupListSchema } } }, async () => {
    const { rows } = await pool.query<{ id: number; name: string; userCount: number }>(
      `select g.id, g.name, count(*)::int as "userCount" from groups g join user_groups ug on ug.group_id = g.id join users u on u.id = ug.user_id and u.is_active
       group by g.id, g.name order by g.name`,
    );
    return { items: rows, total: rows.length };
  });

  app.get('/api/filters/groupusers', { config: staffDirectory, schema: { querystring: groupUsersQuerySchema, response: { 200: groupUserListSchema } } }, async (request) => {
    const { groupids, searchTerm, $top } = request.query;
    const values: unknown[] = [];
    const conditions = ['u.is_active'];
    if (groupids.length > 0) {
      values.push(groupids);
      conditions.push(`exists (select 1 from user_groups ug where ug.user_id = u.id and ug.group_id = any($${values.length}::int[]))`);
    }
    if (searchTerm) {
      values.push(startsWithPattern(searchTerm.toLowerCase()));
      conditions.push(`(lower(u.username) like $${values.length} or lower(u.name) like $${values.length} or lower(u.email) like $${values.length})`);
    }
    values.push($top);
    const { rows } = await pool.query<{ id: number; username: string; name: string; email: string }>(
      `select u.id, u.username, u.name, u.email from users u where ${conditions.join(' and ')} order by u.username limit $${values.length}`,
      values,
    );
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
