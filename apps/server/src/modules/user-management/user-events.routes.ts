import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupMemberOptionListSchema } from '@portal/contracts/user-management/groups';
import { searchQuerySchema } from '@portal/contracts/platform/paging';
import { userEventListSchema, userEventsQuerySchema } from '@portal/contracts/user-management/user-events';
import { listUserEvents } from './user-events.repository.ts';
import { userOptions } from './user-options.ts';
import { access } from '../../platform/access/route-access.ts';

export async function userEventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  app.get(
    '/api/usermanagement/userevents',
    {
      config: access('user-events', 'read'),
      schema: { querystring: userEventsQuerySchema, response: { 200: userEventListSchema } },
    },
    async (request) => listUserEvents(database.pool, request.query),
  );
  // The user filter of the events screen; inactive users too (their past sign-ins are still of interest).
  app.get(
    '/api/usermanagement/usereventusers',
    {
      config: access('user-events', 'read'),
      schema: { querystring: searchQuerySchema, response: { 200: groupMemberOptionListSchema } },
    },
    async (request) => ({
      items: await userOptions(database.pool, request.query.search, { activeOnly: false }),
    }),
  );
}
