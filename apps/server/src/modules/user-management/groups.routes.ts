import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createGroupSchema,
  groupDetailSchema,
  groupListQuerySchema,
  groupListSchema,
  groupMemberOptionListSchema,
  updateGroupSchema,
} from '@portal/contracts/user-management/groups';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { actorOf } from '../../platform/audit/audit.ts';
import { assertActorKeepsAdminRights } from './admin-rights.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.repository.ts';
import { userOptions } from './user-options.ts';
import { searchQuerySchema } from '@portal/contracts/platform/paging';
import { deleteAtVersionQuerySchema, deletedRecordSchema } from '@portal/contracts/user-management/paging';
import { access } from '../../platform/access/route-access.ts';

/** Groups carry module grants, so changing one takes the admin action of the Groups module. */
export async function groupsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, authenticate } = app.ctx;

  app.get(
    '/api/usermanagement/groups',
    {
      config: access('user-management-groups', 'read'),
      schema: { querystring: groupListQuerySchema, response: { 200: groupListSchema } },
    },
    async (request) => listGroups(database.pool, request.query),
  );
  // The member picker of the group form: active users by the start of username or name, 50 at a time.
  app.get(
    '/api/usermanagement/groupmemberoptions',
    {
      config: access('user-management-groups', 'read'),
      schema: { querystring: searchQuerySchema, response: { 200: groupMemberOptionListSchema } },
    },
    async (request) => ({ items: await userOptions(database.pool, request.query.search, { activeOnly: true }) }),
  );
  app.get(
    '/api/usermanagement/groups/:id',
    {
      config: access('user-management-groups', 'read'),
      schema: { params: idParamsSchema, response: { 200: groupDetailSchema } },
    },
    async (request) => getGroup(database.db, request.params.id),
  );
  app.post(
    '/api/usermanagement/groups',
    {
      config: access('user-management-groups', 'admin'),
      schema: { body: createGroupSchema, response: { 200: groupDetailSchema } },
    },
    async (request) => {
      const saved = await createGroup(database.db, actorOf(request), request.body);
      authenticate.forget();
      return saved;
    },
  );
  app.put(
    '/api/usermanagement/groups/:id',
    {
      config: access('user-management-groups', 'admin'),
      schema: { params: idParamsSchema, body: updateGroupSchema, response: { 200: groupDetailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await updateGroup(database.db, actor, request.params.id, request.body, (tx) =>
        assertActorKeepsAdminRights(tx, actor),
      );
      // Members' grants changed: drop this instance's cached users (others refresh within seconds).
      authenticate.forget();
      return saved;
    },
  );
  app.delete(
    '/api/usermanagement/groups/:id',
    {
      config: access('user-management-groups', 'admin'),
      schema: {
        params: idParamsSchema,
        querystring: deleteAtVersionQuerySchema,
        response: { 200: deletedRecordSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Refused (400) when the caller would lose their own right to manage users and groups with it.
      const deleted = await deleteGroup(database.db, actor, request.params.id, request.query.version, (tx) =>
        assertActorKeepsAdminRights(tx, actor),
      );
      // Members lost the group's grants: drop this instance's cached users (others refresh within seconds).
      authenticate.forget();
      return deleted;
    },
  );
}
