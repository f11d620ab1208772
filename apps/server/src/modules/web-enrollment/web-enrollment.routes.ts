import type { FastifyInstance } from 'fastify';

export async function webEnrollmentRoutes(_app: FastifyInstance): Promise<void> {}
