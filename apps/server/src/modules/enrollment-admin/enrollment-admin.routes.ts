import type { FastifyInstance } from 'fastify';

export async function enrollmentAdminRoutes(_app: FastifyInstance): Promise<void> {}
