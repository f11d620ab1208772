import type { FastifyInstance } from 'fastify';

/** Excel exports of the audit trail; filled in once the shared streaming export exists. */
export async function auditExportRoutes(_fastify: FastifyInstance): Promise<void> {}
