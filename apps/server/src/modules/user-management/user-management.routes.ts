import type { FastifyInstance } from 'fastify';

export async function userManagementRoutes(_app: FastifyInstance): Promise<void> {}
