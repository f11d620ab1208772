import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  networkFilterValuesQuerySchema,
  networkFilterValuesSchema,
  networkMappingBodySchema,
  networkMappingDtoSchema,
  networkMappingListQuerySchema,
  networkMappingListSchema,
  networkMappingSavedSchema,
} from '@portal/contracts/ipa-admin/network-mappings';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { actorOf } from '../../../platform/audit/audit.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { access } from '../../../platform/access/route-access.ts';
import { createNetworkMapping, getNetworkMapping, updateNetworkMapping } from './network-mappings.repository.ts';
import { listNetworkMappings, networkFilterValues } from './network-mapping-list.repository.ts';
import { idParamsSchema } from '@portal/contracts/platform/ids';

/** Network & Agreement (spec §2.10, §7 "Network mapping"); refused while the network-mapping flag is off. */
export async function networkMappingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/IpaWebNetworkMapping';
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.networkMappingTab));

  app.get(
    `${base}/GetNetworkMappingList`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: networkMappingListQuerySchema, response: { 200: networkMappingListSchema } },
    },
    async (request) => listNetworkMappings(database, request.query),
  );
  // The choices of the grid's Excel-style filters, read when a filter opens (not in the spec's API: its grid read them
  // from every row in the browser).
  app.get(
    `${base}/GetNetworkMappingFilterValues`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: networkFilterValuesQuerySchema, response: { 200: networkFilterValuesSchema } },
    },
    async (request) => networkFilterValues(database, request.query.ipaCode, request.query.field),
  );
  app.get(
    `${base}/GetNetworkMappingDetail`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: idParamsSchema, response: { 200: networkMappingDtoSchema } },
    },
    async (request) => getNetworkMapping(database, request.query.id),
  );
  app.post(
    `${base}/CreateNetworkMapping`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: networkMappingBodySchema, response: { 200: networkMappingSavedSchema } },
    },
    async (request) => {
      const id = await createNetworkMapping(database, actorOf(request), { ...request.body.data, id: 0 });
      return { id, message: IPA_MESSAGES.success, mapping: await getNetworkMapping(database, id) };
    },
  );
  app.put(
    `${base}/UpdateNetworkMapping`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: networkMappingBodySchema, response: { 200: networkMappingSavedSchema } },
    },
    async (request) => {
      await updateNetworkMapping(database, actorOf(request), request.body.data);
      return {
        id: request.body.data.id,
        message: IPA_MESSAGES.success,
        mapping: await getNetworkMapping(database, request.body.data.id),
      };
    },
  );
}
