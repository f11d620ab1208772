import type { FastifyInstance } from 'fastify';

export async function auditRoutes(_app: FastifyInstance): Promise<void> {}
