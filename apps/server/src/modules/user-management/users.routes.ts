import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserSchema,
  deactivateUserSchema,
  organizationOptionListSchema,
  organizationOptionsQuerySchema,
  updateUserSchema,
  userDetailSchema,
  userFormOptionsSchema,
  userListQuerySchema,
  userListSchema,
  userManagementSettingsSchema,
} from '@portal/contracts/user-management/users';
import { USER_MANAGEMENT_MESSAGES } from '@portal/contracts/user-management/messages';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { actorOf } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { assertActorKeepsAdminRights } from './admin-rights.ts';
import {
  createUser,
  deactivateUser,
  getUser,
  listUsers,
  organizationOptions,
  updateUser,
  userFormOptions,
} from './users.repository.ts';
import { access } from '../../platform/access/route-access.ts';

/** Managing users hands out access, so it takes the admin action of the Users module. */
export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database, authenticate } = app.ctx;
  const builtInIdentityProvider = config.oidcIssuer === undefined;

  app.get(
    '/api/usermanagement/settings',
    { config: access('user-management', 'read'), schema: { response: { 200: userManagementSettingsSchema } } },
    async () => ({ builtInIdentityProvider }),
  );
  app.get(
    '/api/usermanagement/users',
    {
      config: access('user-management', 'read'),
      schema: { querystring: userListQuerySchema, response: { 200: userListSchema } },
    },
    async (request) => listUsers(database.pool, request.query),
  );
  app.get(
    '/api/usermanagement/useroptions',
    { config: access('user-management', 'read'), schema: { response: { 200: userFormOptionsSchema } } },
    async () => userFormOptions(database.pool),
  );
  app.get(
    '/api/usermanagement/organizationoptions',
    {
      config: access('user-management', 'read'),
      schema: { querystring: organizationOptionsQuerySchema, response: { 200: organizationOptionListSchema } },
    },
    async (request) => ({
      items: await organizationOptions(database.pool, request.query.search, request.query.includeId),
    }),
  );
  app.get(
    '/api/usermanagement/users/:id',
    {
      config: access('user-management', 'read'),
      schema: { params: idParamsSchema, response: { 200: userDetailSchema } },
    },
    async (request) => getUser(database.db, request.params.id),
  );

  app.post(
    '/api/usermanagement/users',
    {
      config: access('user-management', 'admin'),
      schema: { body: createUserSchema, response: { 200: userDetailSchema } },
    },
    async (request) => {
      const { password } = request.body;
      // Passwords belong to the identity provider; only the built-in (demo) provider keeps one here.
      if (password && !builtInIdentityProvider) throw badRequest(USER_MANAGEMENT_MESSAGES.passwordNotManaged);
      return createUser(database.db, actorOf(request), request.body, password ? hashPassword(password) : null);
    },
  );
  app.put(
    '/api/usermanagement/users/:id',
    {
      config: access('user-management', 'admin'),
      schema: { params: idParamsSchema, body: updateUserSchema, response: { 200: userDetailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await updateUser(database.db, actor, request.params.id, request.body, (tx) =>
        assertActorKeepsAdminRights(tx, actor),
      );
      // New groups or deactivation take effect on this instance's next call (others refresh within seconds).
      authenticate.forget(saved.username);
      return saved;
    },
  );
  app.post(
    '/api/usermanagement/users/:id/deactivate',
    {
      config: access('user-management', 'admin'),
      schema: { params: idParamsSchema, body: deactivateUserSchema, response: { 200: userDetailSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await deactivateUser(database.db, actor, request.params.id, request.body.version, (tx) =>
        assertActorKeepsAdminRights(tx, actor),
      );
      authenticate.forget(saved.username);
      return saved;
    },
  );
}
