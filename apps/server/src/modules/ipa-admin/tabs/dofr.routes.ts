import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dofrContractListSchema,
  dofrCreateBodySchema,
  dofrDeleteQuerySchema,
  dofrSaveResponseSchema,
  dofrUpdateBodySchema,
  dofrTemplateListSchema,
  dofrUpdateResponseSchema,
} from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { actorOf } from '../../../platform/audit/audit.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { access } from '../../../platform/access/route-access.ts';
import {
  createDofrContract,
  deleteDofrContract,
  listDofrContracts,
  listDofrTemplates,
  updateDofrContract,
} from './dofr.repository.ts';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { ipaCodeQuerySchema } from '@portal/contracts/ipa-admin/ipa';

/** DOFR contracts and assignments (spec §2.12, §7 "DOFR"); refused while the DOFR flag is off. */
export async function dofrRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  app.addHook('preHandler', async () => requireFlag(database.db, FEATURE_FLAGS.dofrTab));

  app.get(
    '/api/DOFRContract/GetIpaDOFRContracts',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaCodeQuerySchema, response: { 200: dofrContractListSchema } },
    },
    async (request) => listDofrContracts(database, request.query.ipaCode),
  );
  app.get(
    '/api/DOFRContractTemplate/SearchTemplates',
    { config: access('ipa-admin', 'read'), schema: { response: { 200: dofrTemplateListSchema } } },
    async () => listDofrTemplates(database),
  );
  app.post(
    '/api/DOFRContract/Create',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: dofrCreateBodySchema, response: { 200: dofrSaveResponseSchema } },
    },
    async (request) => {
      const id = await createDofrContract(
        database,
        actorOf(request),
        request.body.contractTemplateSourceId,
        request.body.data,
      );
      return { id, message: IPA_MESSAGES.dofrCreated };
    },
  );
  app.put(
    '/api/DOFRContract/:id',
    {
      config: access('ipa-admin', 'write'),
      schema: { params: idParamsSchema, body: dofrUpdateBodySchema, response: { 200: dofrUpdateResponseSchema } },
    },
    async (request) => {
      const counts = await updateDofrContract(database, actorOf(request), request.params.id, request.body.data);
      return { id: request.params.id, message: IPA_MESSAGES.dofrUpdated, ...counts };
    },
  );
  app.delete(
    '/api/DOFRContract/:id',
    {
      config: access('ipa-admin', 'write'),
      schema: { params: idParamsSchema, querystring: dofrDeleteQuerySchema, response: { 200: dofrSaveResponseSchema } },
    },
    async (request) => {
      await deleteDofrContract(database, actorOf(request), request.params.id, request.query.version);
      return { id: request.params.id, message: IPA_MESSAGES.dofrDeleted };
    },
  );
}
