import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from '../platform/session/session.routes.ts';

/**
 * Every module's routes, registered in one place. A module adds one line here and nothing else
 * outside its own folder.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
}
