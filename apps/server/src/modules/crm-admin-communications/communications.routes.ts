import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idResponseSchema } from '@portal/contracts/platform/responses';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  createTemplateSchema,
  deleteTemplateSchema,
  previewResultSchema,
  previewSchema,
  templateListQuerySchema,
  templateListSchema,
  templateSchema,
  updateTemplateSchema,
} from '@portal/contracts/crm-admin-communications/communications';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import { COMMUNICATIONS_CONFIG } from './communications-config.ts';
import * as communications from './communications.service.ts';

/**
 * The communications manager (CRM admin, module 140): templates listed (agents read them too), created, updated and
 * deleted (the module's write: a CRM agent gets 403), and previewed with a member's data (an audited read).
 */
export async function communicationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const write = access('crm-admin-communications', 'write');

  app.get(
    `${CRM_API}/GetCommunicationTemplates`,
    {
      config: access(['crm-admin-communications', 'crm-my-queue'], 'read'),
      schema: { querystring: templateListQuerySchema, response: { 200: templateListSchema } },
    },
    async (request) => communications.templates(db, request.query.channel),
  );

  app.post(
    `${CRM_ODATA}/default.createCommunicationTemplate`,
    { config: write, schema: { body: createTemplateSchema, response: { 200: templateSchema } } },
    async (request) => communications.createTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.updateCommunicationTemplate`,
    { config: write, schema: { body: updateTemplateSchema, response: { 200: templateSchema } } },
    async (request) => communications.updateTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.deleteCommunicationTemplate`,
    { config: write, schema: { body: deleteTemplateSchema, response: { 200: idResponseSchema } } },
    async (request) => communications.deleteTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.previewCommunicationTemplate`,
    {
      config: access(['crm-admin-communications', 'crm-my-queue'], 'read', {
        memberData: "Communication previewed with the member's details.",
      }),
      schema: { body: previewSchema, response: { 200: previewResultSchema } },
    },
    async (request) => communications.preview(db, pool, request.body),
  );

  // The templates as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/communications',
    moduleKey: 'crm-admin-communications',
    section: COMMUNICATIONS_CONFIG,
  });
}
