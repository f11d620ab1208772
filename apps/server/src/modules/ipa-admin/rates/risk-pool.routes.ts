import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import {
  RISK_POOL_FIELDS,
  riskPoolListQuerySchema,
  riskPoolRateDtoSchema,
  riskPoolRateFormSchema,
  riskPoolTierBodySchema,
  riskPoolRateListSchema,
} from '@portal/contracts/ipa-admin/risk-pool';
import {
  approveHistoryBodySchema,
  changeHistoryQuerySchema,
  changeHistoryListSchema,
} from '@portal/contracts/ipa-admin/rate-history';
import { actorOf } from '../../../platform/audit/audit.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { listPooledRates, savePooledRate, savePooledTier } from './ipa-rates.pooled.service.ts';
import { streamPooledRatesReport } from './ipa-rates.pooled.export.ts';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { exportFilters } from '../../../platform/exports/send-export.ts';
import { approveChanges } from './rate-history.service.ts';
import { listHistory, listRateHistoryWithSubRates } from './rate-history.repository.ts';
import { RISK_POOL } from './risk-pool.kind.ts';
import { riskPoolRates, riskPoolTiers } from './ipa-rates.tables.ts';
import { access } from '../../../platform/access/route-access.ts';

/** Risk pool rates with tiers, change history and approval (IPA spec §2.14, §2.15, §7 "Risk pool"). */
export async function riskPoolRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  // The tab's flag turns the feature off on the server too (architecture rule 7).
  app.addHook('preHandler', async () => requireFlag(db, FEATURE_FLAGS.riskPoolTab));
  const base = '/api/IpaRiskPoolRate';

  app.get(
    `${base}/GetRiskPoolRates`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: riskPoolListQuerySchema, response: { 200: riskPoolRateListSchema } },
    },
    async (request) => {
      const items = await listPooledRates(db, RISK_POOL, request.query.IpaCode);
      return { items, total: items.length };
    },
  );
  app.post(
    `${base}/CreateRiskPoolRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: riskPoolRateFormSchema, response: { 200: riskPoolRateDtoSchema } },
    },
    async (request) => savePooledRate(db, actorOf(request), RISK_POOL, request.body, true),
  );
  app.put(
    `${base}/UpdateRiskPoolRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: riskPoolRateFormSchema, response: { 200: riskPoolRateDtoSchema } },
    },
    async (request) => savePooledRate(db, actorOf(request), RISK_POOL, request.body, false),
  );
  app.post(
    `${base}/CreateRiskPoolTieredRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: riskPoolTierBodySchema, response: { 200: riskPoolRateDtoSchema } },
    },
    async (request) => savePooledTier(db, actorOf(request), RISK_POOL, request.body.data, true),
  );
  app.put(
    `${base}/UpdateRiskPoolTieredRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: riskPoolTierBodySchema, response: { 200: riskPoolRateDtoSchema } },
    },
    async (request) => savePooledTier(db, actorOf(request), RISK_POOL, request.body.data, false),
  );
  app.get(
    `${base}/GetRiskPoolRateChangeHistory`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: changeHistoryQuerySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      listRateHistoryWithSubRates(
        db,
        'risk-pool',
        [{ kind: 'risk-pool-tier', table: riskPoolTiers, parentColumn: 'parent_rate_id', label: (id) => `Tier ${id}` }],
        request.query.objectId,
        request.query.ipaCode,
        request.query.pendingOnly,
      ),
  );
  app.get(
    `${base}/GetRiskPoolTieredRateChangeHistory`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: changeHistoryQuerySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      listHistory(db, 'risk-pool-tier', request.query.objectId, request.query.ipaCode, request.query.pendingOnly),
  );
  app.put(
    `${base}/ApproveRiskPoolRateHistoryChanges`,
    {
      config: access('ipa-admin', 'approve'),
      schema: { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      approveChanges(
        db,
        actorOf(request),
        [
          { kind: 'risk-pool', table: riskPoolRates },
          { kind: 'risk-pool-tier', table: riskPoolTiers },
        ],
        request.body,
      ),
  );
  app.put(
    `${base}/ApproveRiskPoolTieredRateHistoryChanges`,
    {
      config: access('ipa-admin', 'approve'),
      schema: { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      approveChanges(db, actorOf(request), [{ kind: 'risk-pool-tier', table: riskPoolTiers }], request.body),
  );
  // RiskPoolRates-report.xlsx with banner 'Cap Rates Report', leaving out sequence, active and the formatted effective date (spec §2.14).
  app.post(
    `${base}/ExportRiskPoolRates`,
    { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const rates = await listPooledRates(db, RISK_POOL, exportFilters(request.body, riskPoolListQuerySchema).IpaCode);
      return streamPooledRatesReport(reply, request.body, {
        fileName: 'RiskPoolRates-report.xlsx',
        sheetName: 'Risk Pool Rates',
        fields: RISK_POOL_FIELDS,
        rates,
        tiersOf: (rate) => rate.riskPoolTieredRates,
        omit: ['sequence', 'active', 'effectiveDateFormatted'],
      });
    },
  );
}
