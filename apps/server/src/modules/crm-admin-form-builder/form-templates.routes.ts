import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idResponseSchema } from '@portal/contracts/platform/responses';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  activeFormTemplatesSchema,
  createFormTemplateSchema,
  deleteFormTemplateSchema,
  duplicateFormTemplateSchema,
  formFieldTypesSchema,
  formTemplateIdQuerySchema,
  formTemplateListQuerySchema,
  formTemplateListSchema,
  formTemplateRowSchema,
  updateFormTemplateSchema,
} from '@portal/contracts/crm-admin-form-builder/form-templates';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as templates from './form-templates.service.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';

/**
 * The form builder's calls (spec §7): the formtemplates list (OData), getFormTemplateFieldTypes, and the actions
 * createFormTemplate, updateFormTemplate, deleteFormTemplate and duplicateFormTemplate at `${CRM_ODATA}/default.{name}`.
 * Configuration is the form builder's (134): its writes need 'write' there. The agent's workspace renders a template
 * through two My Queue reads (GetActiveFormTemplates, GetFormTemplate). Templates hold no member data.
 */
export async function formTemplatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const read = access('crm-admin-form-builder', 'read');
  const write = access('crm-admin-form-builder', 'write');
  const workspaceRead = access('crm-my-queue', 'read');

  app.get(
    `${CRM_ODATA}/formtemplates`,
    { config: read, schema: { querystring: formTemplateListQuerySchema, response: { 200: formTemplateListSchema } } },
    async (request) => templates.listTemplates(db, request.query),
  );

  app.get(
    `${CRM_ODATA}/default.getFormTemplateFieldTypes`,
    { config: read, schema: { response: { 200: formFieldTypesSchema } } },
    async () => templates.fieldTypes(),
  );

  app.post(
    `${CRM_ODATA}/default.createFormTemplate`,
    { config: write, schema: { body: createFormTemplateSchema, response: { 200: formTemplateRowSchema } } },
    async (request) => templates.createTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.updateFormTemplate`,
    { config: write, schema: { body: updateFormTemplateSchema, response: { 200: formTemplateRowSchema } } },
    async (request) => templates.updateTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.deleteFormTemplate`,
    { config: write, schema: { body: deleteFormTemplateSchema, response: { 200: idResponseSchema } } },
    async (request) => templates.deleteTemplate(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.duplicateFormTemplate`,
    { config: write, schema: { body: duplicateFormTemplateSchema, response: { 200: formTemplateRowSchema } } },
    async (request) => templates.duplicateTemplate(db, actorOf(request), request.body.id),
  );

  // ---- The agent's workspace: the templates a workflow may use, and one template to render ---------------------------

  app.get(
    `${CRM_ODATA}/default.GetActiveFormTemplates`,
    { config: workspaceRead, schema: { response: { 200: activeFormTemplatesSchema } } },
    async () => templates.activeTemplates(db),
  );

  app.get(
    `${CRM_ODATA}/default.GetFormTemplate`,
    {
      config: workspaceRead,
      schema: { querystring: formTemplateIdQuerySchema, response: { 200: formTemplateRowSchema } },
    },
    async (request) => templates.templateDetail(db, request.query.id),
  );

  // The form templates as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/form-builder',
    moduleKey: 'crm-admin-form-builder',
    section: templates.FORM_TEMPLATE_CONFIG,
  });
}
