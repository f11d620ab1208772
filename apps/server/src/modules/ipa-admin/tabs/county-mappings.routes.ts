import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countiesQuerySchema,
  countyDeleteQuerySchema,
  countyMappingBodySchema,
  countyMappingListQuerySchema,
  countyMappingListSchema,
  countyMappingSavedSchema,
  countyRefListSchema,
} from '@portal/contracts/ipa-admin/county-mappings';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { actorOf } from '../../../platform/audit/audit.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { access } from '../../../platform/access/route-access.ts';
import {
  contiguousCounties,
  createCountyMapping,
  deleteCountyMapping,
  listCountyMappings,
  operatingCounties,
  updateCountyMapping,
} from './county-mappings.repository.ts';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { messageResponseSchema } from '@portal/contracts/platform/responses';

/** County map (spec §2.8, §7 "County mapping"); refused while the county-mapping flag is off. */
export async function countyMappingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/IpaCountyMapping';
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.countyMappingTab));

  app.get(
    `${base}/GetOperatingCounties`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: countiesQuerySchema, response: { 200: countyRefListSchema } },
    },
    async (request) => operatingCounties(database, request.query.companyCode, request.query.IpaCode),
  );
  app.get(
    `${base}/GetContiguousCounties`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: countiesQuerySchema, response: { 200: countyRefListSchema } },
    },
    async (request) => contiguousCounties(database, request.query.companyCode, request.query.IpaCode),
  );
  app.get(
    `${base}/GetListOfIpaCountyMappings`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: countyMappingListQuerySchema, response: { 200: countyMappingListSchema } },
    },
    async (request) => listCountyMappings(database, request.query.ipaCode, request.query.top, request.query.skip),
  );
  app.post(
    `${base}/Create`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: countyMappingBodySchema, response: { 200: countyMappingSavedSchema } },
    },
    async (request) => {
      const id = await createCountyMapping(database, actorOf(request), { ...request.body.data, id: 0 });
      return { id, message: IPA_MESSAGES.countySaved };
    },
  );
  app.put(
    `${base}/:id`,
    {
      config: access('ipa-admin', 'write'),
      schema: { params: idParamsSchema, body: countyMappingBodySchema, response: { 200: countyMappingSavedSchema } },
    },
    async (request) => {
      await updateCountyMapping(database, actorOf(request), request.params.id, request.body.data);
      return { id: request.params.id, message: IPA_MESSAGES.countySaved };
    },
  );
  app.delete(
    `${base}/DeleteIpaCounty`,
    {
      config: access('ipa-admin', 'write'),
      schema: { querystring: countyDeleteQuerySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteCountyMapping(
        database,
        actorOf(request),
        request.query.id,
        request.query.ipaCode,
        request.query.version,
      );
      return { message: IPA_MESSAGES.countyDeleted };
    },
  );
}
