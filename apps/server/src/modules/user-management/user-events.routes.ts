import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { userEventListSchema, userEventsQuerySchema } from '@portal/contracts/user-management/user-events';
import { listUserEvents } from './user-events.repository.ts';

const read = { access: { module: MODULE_IDS.userEvents, action: 'read' as const } };

export async function userEventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  app.get('/api/usermanagement/userevents', { config: read, schema: { querystring: userEventsQuerySchema, response: { 200: userEventListSchema } } }, async (request) =>
    listUserEvents(database.pool, request.query),
  );
}
