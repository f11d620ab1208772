import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zQueryInt } from '@portal/contracts/platform/rules/integers';
import { networkMappingBodySchema, networkMappingDtoSchema, networkMappingListQuerySchema, networkMappingListSchema } from '@portal/contracts/ipa-admin/network-mappings';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { actorOf } from '../../platform/audit/audit.ts';
import { requireFlag } from '../../platform/flags/flags.ts';
import { access } from '../../platform/access/route-access.ts';
import { createNetworkMapping, getNetworkMapping, listNetworkMappings, updateNetworkMapping } from './network-mappings.repository.ts';

const saved = z.object({ id: z.number().int(), message: z.string(), mapping: networkMappingDtoSchema });

/** Network & Agreement (spec §2.10, §7 "Network mapping"); refused while the network-mapping flag is off. */
export async function networkMappingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/IpaWebNetworkMapping';
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.networkMappingTab));

  app.get(`${base}/GetNetworkMappingList`, { config: access('ipa-admin', 'read'), schema: { querystring: networkMappingListQuerySchema, response: { 200: networkMappingListSchema } } }, async (request) =>
    listNetworkMappings(database, request.query.ipaCode, request.query.top, request.query.skip),
  );
  app.get(`${base}/GetNetworkMappingDetail`, { config: access('ipa-admin', 'read'), schema: { querystring: z.object({ id: zQueryInt().positive() }), response: { 200: networkMappingDtoSchema } } }, async (request) =>
    getNetworkMapping(database, request.query.id),
  );
  app.post(`${base}/CreateNetworkMapping`, { config: access('ipa-admin', 'write'), schema: { body: networkMappingBodySchema, response: { 200: saved } } }, async (request) => {
    const id = await createNetworkMapping(database, actorOf(request), { ...request.body.data, id: 0 });
    return { id, message: IPA_MESSAGES.success, mapping: await getNetworkMapping(database, id) };
  });
  app.put(`${base}/UpdateNetworkMapping`, { config: access('ipa-admin', 'write'), schema: { body: networkMappingBodySchema, response: { 200: saved } } }, async (request) => {
    await updateNetworkMapping(database, actorOf(request), request.body.data);
    return { id: request.body.data.id, message: IPA_MESSAGES.success, mapping: await getNetworkMapping(database, request.body.data.id) };
  });
}
