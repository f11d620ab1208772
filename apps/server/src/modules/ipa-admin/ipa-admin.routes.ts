import type { FastifyInstance } from 'fastify';
import { ipaRoutes } from './ipa.routes.ts';

/** IPA administration, part 1: the IPA and its records (rates live in ipa-rates.routes.ts). */
export async function ipaAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ipaRoutes);
}
