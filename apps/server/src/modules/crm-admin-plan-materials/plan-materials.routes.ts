import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  emailStatusListSchema,
  mailStatusListSchema,
  mailStatusQuerySchema,
  mailSubTypeFormSchema,
  mailSubTypeSchema,
  mailTypeFormSchema,
  mailTypeSchema,
  planMaterialOptionFormSchema,
  planMaterialOptionSchema,
  planMaterialOptionsSchema,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import * as config from '../crm-my-queue/plan-material-config.service.ts';
import { PLAN_MATERIALS_CONFIG } from './plan-materials-config.ts';

/**
 * CRM admin Request Plan Materials (module 138; enrollment-crm-virtual-care §7): the options list agents and admins
 * read, the admin's writes (module 138's write: a CRM agent gets 403), and the mail and e-mail status lists, which
 * name members (audited reads) and which the agent's workspace and the communications manager read too.
 */
export async function planMaterialsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const write = access('crm-admin-plan-materials', 'write');

  app.get(
    `${CRM_API}/getRequestPlanMaterialOptions`,
    {
      config: access(['crm-admin-plan-materials', 'crm-my-queue'], 'read'),
      schema: { response: { 200: planMaterialOptionsSchema } },
    },
    async () => config.planMaterialOptions(db),
  );

  app.post(
    `${CRM_ODATA}/default.updateRequestPlanMaterialOptions`,
    { config: write, schema: { body: planMaterialOptionFormSchema, response: { 200: planMaterialOptionSchema } } },
    async (request) => config.savePlanMaterialOption(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateMailTypes`,
    { config: write, schema: { body: mailTypeFormSchema, response: { 200: mailTypeSchema } } },
    async (request) => config.saveMailType(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.UpdateMailSubTypes`,
    { config: write, schema: { body: mailSubTypeFormSchema, response: { 200: mailSubTypeSchema } } },
    async (request) => config.saveMailSubType(db, actorOf(request), request.body),
  );

  const statusRead = (memberData: MemberDataWords) =>
    access(['crm-admin-plan-materials', 'crm-admin-communications', 'crm-my-queue'], 'read', { memberData });
  app.get(
    `${CRM_API}/GetMailStatus`,
    {
      config: statusRead("Mail status of the member's plan materials viewed."),
      schema: { querystring: mailStatusQuerySchema, response: { 200: mailStatusListSchema } },
    },
    async (request) => config.mailStatus(db, request.query),
  );
  app.get(
    `${CRM_API}/GetEmailStatus`,
    {
      config: statusRead("E-mail status of the member's plan materials viewed."),
      schema: { querystring: mailStatusQuerySchema, response: { 200: emailStatusListSchema } },
    },
    async (request) => config.emailStatus(db, request.query),
  );

  // Mail types, subtypes and plan materials as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/plan-materials',
    moduleKey: 'crm-admin-plan-materials',
    section: PLAN_MATERIALS_CONFIG,
  });
}
