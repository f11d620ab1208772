import type { FastifyInstance } from 'fastify';

export async function ipaAdminRoutes(_app: FastifyInstance): Promise<void> {}
