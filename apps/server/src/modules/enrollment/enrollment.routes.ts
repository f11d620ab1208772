import type { FastifyInstance } from 'fastify';

export async function enrollmentRoutes(_app: FastifyInstance): Promise<void> {}
