import type { FastifyInstance } from 'fastify';
import { ipaRoutes } from './ipa.routes.ts';
import { ipaExportRoutes } from './search/ipa-export.routes.ts';
import { contactsRoutes } from './tabs/contacts.routes.ts';
import { plansRoutes } from './tabs/plans.routes.ts';
import { countyMappingRoutes } from './tabs/county-mappings.routes.ts';
import { networkMappingRoutes } from './tabs/network-mappings.routes.ts';
import { hospitalRoutes } from './tabs/hospitals.routes.ts';
import { dofrRoutes } from './tabs/dofr.routes.ts';
import { ipaTransferRoutes } from './transfer/ipa-transfer.routes.ts';

/** IPA administration, part 1: the IPA and its records (rates live in ipa-rates.routes.ts). */
export async function ipaAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ipaRoutes);
  await app.register(ipaExportRoutes);
  await app.register(contactsRoutes);
  await app.register(plansRoutes);
  await app.register(countyMappingRoutes);
  await app.register(networkMappingRoutes);
  await app.register(hospitalRoutes);
  await app.register(dofrRoutes);
  await app.register(ipaTransferRoutes);
}
