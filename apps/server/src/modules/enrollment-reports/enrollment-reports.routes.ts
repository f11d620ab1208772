import type { FastifyInstance } from 'fastify';

export async function enrollmentReportsRoutes(_app: FastifyInstance): Promise<void> {}
