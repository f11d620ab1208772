import type { FastifyInstance } from 'fastify';

export async function lookupsRoutes(_app: FastifyInstance): Promise<void> {}
