import type { FastifyInstance } from 'fastify';
import { enrollmentLookupRoutes } from './enrollment-lookups.routes.ts';
import { enrollmentSupportRoutes } from './enrollment-support.routes.ts';

/** Admin and Support (module 167): the lookup lists, unlocking work items, the enrollment feature flags. */
export async function enrollmentAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(enrollmentLookupRoutes);
  await app.register(enrollmentSupportRoutes);
}
