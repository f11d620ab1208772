import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignConfigSchema,
  campaignIdQuerySchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignMembersQuerySchema,
  campaignOutreachSchema,
  campaignSchema,
  campaignStatsSchema,
  campaignVersionSchema,
  createCampaignSchema,
  eligibleMemberListSchema,
  memberCountByCriteriaSchema,
  memberCountSchema,
  recordCampaignOutcomeSchema,
  updateCampaignConfigSchema,
  updateCampaignSchema,
  criteriaMemberCountSchema,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { idResponseSchema } from '@portal/contracts/platform/responses';
import {
  campaignCountyOptionsSchema,
  campaignTagOptionsSchema,
  caseCampaignQuerySchema,
  caseCampaignSchema,
} from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../platform/access/route-access.ts';
import { actorOf, recordAudit } from '../../platform/audit/audit.ts';
import { memoryExportSource, sendExport } from '../../platform/exports/send-export.ts';
import { withJobConnection } from '../../platform/jobs/job-queue.ts';
import { auditMemberRead } from '../crm-my-queue/cases.service.ts';
import { cohortCount, cohortTagNames } from '../patient-360/member-cohort.service.ts';
import { campaignStats, recordOutcome, statsExportRows } from './campaign-stats.service.ts';
import { caseCampaign } from './case-campaign.service.ts';
import { campaignCountyOptions } from './campaign-county-options.service.ts';
import { enqueueCampaignOutreach, registerCampaignOutreachWorker } from './campaign-outreach.job.ts';
import * as campaigns from './campaigns.service.ts';
import { CAMPAIGN_CONFIG } from './campaigns-config.ts';
import { configTransferRoutes } from '../../platform/config-transfer/config-transfer.ts';
import { datedFileName } from '../../platform/exports/export-file-name.ts';

/**
 * Campaigns (spec §7): the campaigns and campaign eligible members lists at `${CRM_ODATA}/<entityset>` (OData-style
 * answers), GetMemberCount per campaign, and the actions createCampaign, updateCampaign, deleteCampaign {id} and
 * SwitchIsActiveCampaign {id} (CRM Admin Campaigns write; crm.agent gets 403). The campaign defaults are the Campaign
 * Config screen's (124), the statistics and their Excel export the Campaign Stats screen's (128). The eligible members
 * list is member data (audited read).
 */
export async function crmCampaignsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;
  const { db } = database;
  const read = access(['crm-admin-campaigns', 'crm-campaign-config', 'crm-campaign-stats', 'crm-my-queue'], 'read');
  const write = access('crm-admin-campaigns', 'write');
  registerCampaignOutreachWorker();

  app.get(
    `${CRM_ODATA}/campaigns`,
    { config: read, schema: { querystring: campaignListQuerySchema, response: { 200: campaignListSchema } } },
    async (request) => campaigns.listCampaigns(db, request.query),
  );

  app.get(
    `${CRM_ODATA}/campaigneligiblemembers`,
    {
      config: access(['crm-admin-campaigns', 'crm-campaign-stats'], 'read', {
        memberData: 'Members eligible for a campaign viewed.',
      }),
      schema: { querystring: campaignMembersQuerySchema, response: { 200: eligibleMemberListSchema } },
    },
    async (request) => campaigns.eligibleMembers(db, request.query),
  );

  app.get(
    `${CRM_ODATA}/default.GetMemberCount`,
    { config: read, schema: { querystring: campaignIdQuerySchema, response: { 200: memberCountSchema } } },
    async (request) => campaigns.memberCount(db, request.query.id),
  );

  app.post(
    `${CRM_ODATA}/default.GetMemberCountByCriteria`,
    {
      config: access('crm-admin-campaigns', 'read'),
      schema: { body: memberCountByCriteriaSchema, response: { 200: criteriaMemberCountSchema } },
    },
    async (request) => ({ memberCount: await cohortCount(db, request.body.criteria) }),
  );

  app.post(
    `${CRM_ODATA}/default.createCampaign`,
    { config: write, schema: { body: createCampaignSchema, response: { 200: campaignSchema } } },
    async (request) => campaigns.createCampaign(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.updateCampaign`,
    { config: write, schema: { body: updateCampaignSchema, response: { 200: campaignSchema } } },
    async (request) => campaigns.updateCampaign(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.deleteCampaign`,
    { config: write, schema: { body: campaignVersionSchema, response: { 200: idResponseSchema } } },
    async (request) => campaigns.deleteCampaign(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.SwitchIsActiveCampaign`,
    { config: write, schema: { body: campaignVersionSchema, response: { 200: campaignSchema } } },
    async (request) =>
      // The outreach job is queued on the transaction's own connection: it exists exactly when the activation commits.
      withJobConnection(database, (jobDb, client) =>
        campaigns.switchCampaignActive(jobDb, actorOf(request), request.body, (id) =>
          enqueueCampaignOutreach(database, id, client),
        ),
      ),
  );

  app.get(
    `${CRM_API}/GetCampaignConfig`,
    {
      config: access(['crm-campaign-config', 'crm-admin-campaigns'], 'read'),
      schema: { response: { 200: campaignConfigSchema } },
    },
    async () => campaigns.campaignConfig(db),
  );

  app.post(
    `${CRM_API}/UpdateCampaignConfig`,
    {
      config: access('crm-campaign-config', 'write'),
      schema: { body: updateCampaignConfigSchema, response: { 200: campaignConfigSchema } },
    },
    async (request) => campaigns.updateCampaignConfig(db, actorOf(request), request.body),
  );

  app.get(
    `${CRM_API}/GetCampaignStats`,
    { config: access('crm-campaign-stats', 'read'), schema: { response: { 200: campaignStatsSchema } } },
    async () => campaignStats(db),
  );

  app.post(
    `${CRM_API}/CampaignStatsExcelExport`,
    { config: access('crm-campaign-stats', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const stats = await campaignStats(db);
      await recordAudit(db, actorOf(request), {
        eventType: 'CrmCampaignStatsExported',
        moduleId: campaigns.CAMPAIGNS_MODULE_ID,
        details: { campaigns: stats.total },
      });
      return sendExport(reply, request.body, {
        fileName: datedFileName('CampaignStats'),
        sheetName: 'Campaign Stats',
        banner: 'Campaign statistics',
        columns: [
          { header: 'Campaign', key: 'name', width: 30 },
          { header: 'Status', key: 'status', width: 10 },
          { header: 'Eligible', key: 'eligible', width: 12 },
          { header: 'Outreach Created', key: 'outreachCreated', width: 16 },
          { header: 'Contacted', key: 'contacted', width: 12 },
          { header: 'Closed', key: 'closed', width: 10 },
          { header: 'Outcome', key: 'outcome', width: 24 },
          { header: 'Outcome Count', key: 'outcomeCount', width: 14 },
        ],
        source: memoryExportSource(statsExportRows(stats.items)),
      });
    },
  );

  app.post(
    `${CRM_API}/RecordCampaignOutcome`,
    {
      config: access('crm-my-queue', 'write'),
      schema: { body: recordCampaignOutcomeSchema, response: { 200: campaignOutreachSchema } },
    },
    async (request) => recordOutcome(db, actorOf(request), request.body),
  );

  // The campaign of an outreach case, for the agent's case view; it names the case's member (audited read).
  app.get(
    `${CRM_API}/GetCaseCampaign`,
    {
      config: access('crm-my-queue', 'read', { memberData: "Campaign of the member's case viewed." }),
      schema: { querystring: caseCampaignQuerySchema, response: { 200: caseCampaignSchema } },
    },
    async (request) => {
      const found = await caseCampaign(db, request.query.caseId);
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      await auditMemberRead(db, actorOf(request), route, found.memberId, { caseId: found.caseId });
      return found;
    },
  );

  // The member tags the campaign criteria pick from (tag names only).
  app.get(
    `${CRM_API}/GetCampaignTagOptions`,
    { config: access('crm-admin-campaigns', 'read'), schema: { response: { 200: campaignTagOptionsSchema } } },
    async () => {
      const items = await cohortTagNames(db);
      return { items, total: items.length };
    },
  );

  // The counties the campaign criteria pick from: the active (service-area) counties and those saved, no member data.
  app.get(
    `${CRM_API}/GetCampaignCountyOptions`,
    { config: access('crm-admin-campaigns', 'read'), schema: { response: { 200: campaignCountyOptionsSchema } } },
    async () => {
      const items = await campaignCountyOptions(db, database.pool);
      return { items, total: items.length };
    },
  );

  // The campaigns as a JSON file, to move them between systems (issue 13).
  configTransferRoutes(fastify, {
    basePath: '/api/crm-admin/campaigns',
    moduleKey: 'crm-admin-campaigns',
    section: CAMPAIGN_CONFIG,
  });
}
