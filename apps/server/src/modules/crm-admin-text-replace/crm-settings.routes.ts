import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appSettingsSchema,
  companyMasterSchema,
  crmBenefitInfoSchema,
  crmConfigSchema,
  crmDomainListSchema,
  domainsQuerySchema,
  inboundScriptSchema,
  initialDataSchema,
  updateCrmBenefitInfoSchema,
  updateInboundScriptSchema,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import {
  textReplaceOptionsSchema,
  updateTextReplaceOptionsSchema,
} from '@portal/contracts/crm-admin-text-replace/text-replace';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { access } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import * as settings from './crm-settings.service.ts';

/**
 * Text replace options and the CRM's general configuration (spec §7): the reads the agent's workspace needs declare My
 * Queue's read; every change needs Text Replace's write (CRM administrators).
 */
export async function crmSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const { config } = app.ctx;
  const agentRead = access('crm-my-queue', 'read');
  const adminWrite = access('crm-admin-text-replace', 'write');
  const api = (name: string) => `${CRM_API}/${name}`;
  const fn = (name: string) => `${CRM_ODATA}/default.${name}`;

  app.get(
    api('GetTextReplaceOptions'),
    { config: agentRead, schema: { response: { 200: textReplaceOptionsSchema } } },
    async () => settings.textReplaceOptions(db),
  );
  app.post(
    fn('UpdateTextReplaceOptions'),
    {
      config: adminWrite,
      schema: { body: updateTextReplaceOptionsSchema, response: { 200: textReplaceOptionsSchema } },
    },
    async (request) => settings.updateTextReplaceOptions(db, actorOf(request), request.body),
  );

  app.get(
    api('getInboundScript'),
    { config: agentRead, schema: { response: { 200: inboundScriptSchema } } },
    async () => settings.inboundScript(db),
  );
  app.post(
    fn('UpdateInboundScript'),
    { config: adminWrite, schema: { body: updateInboundScriptSchema, response: { 200: inboundScriptSchema } } },
    async (request) => settings.updateInboundScript(db, actorOf(request), request.body),
  );

  app.get(
    api('GetCrmBenefitInfo'),
    { config: agentRead, schema: { response: { 200: crmBenefitInfoSchema } } },
    async () => settings.crmBenefitInfo(db),
  );
  app.post(
    fn('UpdateCrmBenefitInfo'),
    { config: adminWrite, schema: { body: updateCrmBenefitInfoSchema, response: { 200: crmBenefitInfoSchema } } },
    async (request) => settings.updateCrmBenefitInfo(db, actorOf(request), request.body),
  );

  app.get(api('GetCrmConfig'), { config: agentRead, schema: { response: { 200: crmConfigSchema } } }, async () =>
    settings.crmConfig(),
  );
  app.get(api('getAppSettings'), { config: agentRead, schema: { response: { 200: appSettingsSchema } } }, async () =>
    settings.appSettings(config),
  );
  app.get(
    api('getCompanyMaster'),
    { config: agentRead, schema: { response: { 200: companyMasterSchema } } },
    async () => settings.companyMaster(pool),
  );
  app.get(api('getinitialdata'), { config: agentRead, schema: { response: { 200: initialDataSchema } } }, async () =>
    settings.initialData(pool),
  );
  app.get(
    '/odata/domains',
    { config: agentRead, schema: { querystring: domainsQuerySchema, response: { 200: crmDomainListSchema } } },
    async (request) => settings.listDomains(db, request.query),
  );

  // The shortcuts, the inbound script and the CRM benefit info as JSON files, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/text-replace',
    moduleKey: 'crm-admin-text-replace',
    section: settings.textReplaceConfigSection,
  });
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/inbound-script',
    moduleKey: 'crm-admin-text-replace',
    section: settings.inboundScriptConfigSection,
  });
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/crm-benefit-info',
    moduleKey: 'crm-admin-text-replace',
    section: settings.crmBenefitInfoConfigSection,
  });
}
