import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlagName } from '@portal/contracts/platform/feature-flags';
import {
  GAIN_SHARE_FIELDS,
  gainShareListQuerySchema,
  gainShareRateDtoSchema,
  gainShareRateFormSchema,
  gainShareTierBodySchema,
  gainShareRateListSchema,
  type GainShareRateDto,
} from '@portal/contracts/ipa-admin/gain-share';
import {
  RISK_POOL_FIELDS,
  riskPoolListQuerySchema,
  riskPoolRateDtoSchema,
  riskPoolRateFormSchema,
  riskPoolTierBodySchema,
  riskPoolRateListSchema,
  type RiskPoolRateDto,
} from '@portal/contracts/ipa-admin/risk-pool';
import {
  approveHistoryBodySchema,
  changeHistoryQuerySchema,
  changeHistoryListSchema,
} from '@portal/contracts/ipa-admin/rate-history';
import { GAIN_SHARE_API, RISK_POOL_API, type PooledApi } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import { exportRequestSchema } from '@portal/contracts/platform/exports';
import { access } from '../../../platform/access/route-access.ts';
import { actorOf } from '../../../platform/audit/audit.ts';
import { exportFilters } from '../../../platform/exports/send-export.ts';
import { requireFlag } from '../../../platform/flags/flags.ts';
import { GAIN_SHARE } from './gain-share.kind.ts';
import {
  listPooledRates,
  savePooledRate,
  savePooledTier,
  type PooledKind,
  type PooledRateForm,
  type PooledTierForm,
} from './ipa-rates.pooled.service.ts';
import {
  streamPooledRatesReport,
  type ExportableRate,
  type ExportableTier,
  type PooledRatesReport,
} from './ipa-rates.pooled.export.ts';
import { approveChanges } from './rate-history.service.ts';
import { listHistory, listRateHistoryWithSubRates } from './rate-history.repository.ts';
import { RISK_POOL } from './risk-pool.kind.ts';

/**
 * Gain share and risk pool rates (IPA spec §2.13, §2.14, §2.15, §7): the same ten calls each (list, create and update of
 * a rate and of a tier, the two change histories, their approvals and the report), under the spec's path names, which
 * differ between the two. One registration serves both, from what sets them apart.
 */
interface PooledRoutes<
  RateForm extends PooledRateForm,
  TierForm extends PooledTierForm,
  Dto extends ExportableRate,
  Tier extends ExportableTier,
> {
  flag: FeatureFlagName;
  paths: PooledApi;
  kind: PooledKind<RateForm, TierForm, Dto>;
  schemas: {
    listQuery: z.ZodType<{ IpaCode: string }>;
    list: z.ZodType;
    dto: z.ZodType;
    rateForm: z.ZodType<RateForm>;
    tierBody: z.ZodType<{ data: TierForm }>;
  };
  report: Omit<PooledRatesReport<Dto, Tier>, 'fileName'>;
}

function pooledRatesRoutes<
  RateForm extends PooledRateForm,
  TierForm extends PooledTierForm,
  Dto extends ExportableRate,
  Tier extends ExportableTier,
>(rates: PooledRoutes<RateForm, TierForm, Dto, Tier>) {
  return async (fastify: FastifyInstance): Promise<void> => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = app.ctx.database.db;
    const { kind, paths, schemas } = rates;
    // The schema validated the body; the type provider cannot see through the generic form type (UndefinedToUnknown).
    const bodyOf = (request: { body: unknown }) => request.body as RateForm;
    const saved = { 200: schemas.dto };
    const history = {
      querystring: changeHistoryQuerySchema,
      response: { 200: changeHistoryListSchema },
    } as const;
    const approval = { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } } as const;
    const rateTables = { kind: kind.rateHistoryKind, table: kind.rateTable };
    const tierTables = { kind: kind.tierHistoryKind, table: kind.tierTable };
    // The tab's flag turns the feature off on the server too (architecture rule 7).
    app.addHook('preHandler', async () => requireFlag(db, rates.flag));

    app.get(
      paths.list,
      {
        config: access('ipa-admin', 'read'),
        schema: { querystring: schemas.listQuery, response: { 200: schemas.list } },
      },
      async (request) => {
        const items = await listPooledRates(db, kind, request.query.IpaCode);
        return { items, total: items.length };
      },
    );
    app.post(
      paths.createRate,
      { config: access('ipa-admin', 'write'), schema: { body: schemas.rateForm, response: saved } },
      async (request) => savePooledRate(db, actorOf(request), kind, bodyOf(request), true),
    );
    app.put(
      paths.updateRate,
      { config: access('ipa-admin', 'write'), schema: { body: schemas.rateForm, response: saved } },
      async (request) => savePooledRate(db, actorOf(request), kind, bodyOf(request), false),
    );
    app.post(
      paths.createTier,
      { config: access('ipa-admin', 'write'), schema: { body: schemas.tierBody, response: saved } },
      async (request) => savePooledTier(db, actorOf(request), kind, request.body.data, true),
    );
    app.put(
      paths.updateTier,
      { config: access('ipa-admin', 'write'), schema: { body: schemas.tierBody, response: saved } },
      async (request) => savePooledTier(db, actorOf(request), kind, request.body.data, false),
    );
    app.get(paths.rateHistory, { config: access('ipa-admin', 'read'), schema: history }, async (request) =>
      listRateHistoryWithSubRates(
        db,
        kind.rateHistoryKind,
        [{ ...tierTables, parentColumn: 'parent_rate_id', label: (id) => `Tier ${id}` }],
        request.query.objectId,
        request.query.ipaCode,
        request.query.pendingOnly,
      ),
    );
    app.get(paths.tierHistory, { config: access('ipa-admin', 'read'), schema: history }, async (request) =>
      listHistory(db, kind.tierHistoryKind, request.query.objectId, request.query.ipaCode, request.query.pendingOnly),
    );
    app.put(paths.approveRate, { config: access('ipa-admin', 'approve'), schema: approval }, async (request) =>
      approveChanges(db, actorOf(request), [rateTables, tierTables], request.body),
    );
    app.put(paths.approveTier, { config: access('ipa-admin', 'approve'), schema: approval }, async (request) =>
      approveChanges(db, actorOf(request), [tierTables], request.body),
    );
    app.post(
      paths.report,
      { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } },
      async (request, reply) => {
        const ipaCode = exportFilters(request.body, schemas.listQuery).IpaCode;
        return streamPooledRatesReport(reply, request.body, {
          ...rates.report,
          fileName: paths.reportFile,
          rates: await listPooledRates(db, kind, ipaCode),
        });
      },
    );
  };
}

/** Gain share rates; the report is GainShareRates-report.xlsx with the banner 'Cap Rates Report' (spec §2.13). */
export const gainShareRoutes = pooledRatesRoutes({
  flag: FEATURE_FLAGS.gainShareTab,
  paths: GAIN_SHARE_API,
  kind: GAIN_SHARE,
  schemas: {
    listQuery: gainShareListQuerySchema,
    list: gainShareRateListSchema,
    dto: gainShareRateDtoSchema,
    rateForm: gainShareRateFormSchema,
    tierBody: gainShareTierBodySchema,
  },
  report: {
    sheetName: 'Gain Share Rates',
    fields: GAIN_SHARE_FIELDS,
    tiersOf: (rate: GainShareRateDto) => rate.gainShareTieredRates,
  },
});

/**
 * Risk pool rates; RiskPoolRates-report.xlsx with the banner 'Cap Rates Report', leaving out sequence, active and the
 * formatted effective date (spec §2.14).
 */
export const riskPoolRoutes = pooledRatesRoutes({
  flag: FEATURE_FLAGS.riskPoolTab,
  paths: RISK_POOL_API,
  kind: RISK_POOL,
  schemas: {
    listQuery: riskPoolListQuerySchema,
    list: riskPoolRateListSchema,
    dto: riskPoolRateDtoSchema,
    rateForm: riskPoolRateFormSchema,
    tierBody: riskPoolTierBodySchema,
  },
  report: {
    sheetName: 'Risk Pool Rates',
    fields: RISK_POOL_FIELDS,
    tiersOf: (rate: RiskPoolRateDto) => rate.riskPoolTieredRates,
    omit: ['sequence', 'active', 'effectiveDateFormatted'],
  },
});
