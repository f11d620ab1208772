import type { FastifyInstance } from 'fastify';

export async function ipaRatesRoutes(_app: FastifyInstance): Promise<void> {}
