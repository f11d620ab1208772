import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { groupMemberSchema } from '@portal/contracts/user-management/groups';
import { userEventListSchema, userEventsQuerySchema } from '@portal/contracts/user-management/user-events';
import { listUserEvents } from './user-events.repository.ts';
import { userOptions, userOptionsQuerySchema } from './user-options.ts';

const read = { access: { module: MODULE_IDS.userEvents, action: 'read' as const } };

export async function userEventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  app.get('/api/usermanagement/userevents', { config: read, schema: { querystring: userEventsQuerySchema, response: { 200: userEventListSchema } } }, async (request) =>
    listUserEvents(database.pool, request.query),
  );
  // The user filter of the events screen; inactive users too (their past sign-ins are still of interest).
  app.get('/api/usermanagement/usereventusers', { config: read, schema: { querystring: userOptionsQuerySchema, response: { 200: z.object({ items: z.array(groupMemberSchema) }) } } }, async (request) => ({
    items: await userOptions(database.pool, request.query.search, { activeOnly: false }),
  }));
}
