import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import {
  GAIN_SHARE_FIELDS,
  gainShareListQuerySchema,
  gainShareRateDtoSchema,
  gainShareRateFormSchema,
  gainShareTierBodySchema,
  gainShareRateListSchema,
} from '@portal/contracts/ipa-admin/gain-share';
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
import { GAIN_SHARE } from './gain-share.kind.ts';
import { gainShareRates, gainShareTiers } from './ipa-rates.tables.ts';
import { access } from '../../../platform/access/route-access.ts';

/** Gain share rates with tiers, change history and approval (IPA spec §2.13, §2.15, §7 "Gain share"). */
export async function gainShareRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  // The tab's flag turns the feature off on the server too (architecture rule 7).
  app.addHook('preHandler', async () => requireFlag(db, FEATURE_FLAGS.gainShareTab));
  const base = '/api/IpaGainShareRate';

  app.get(
    `${base}/GetListOfGainShareRates`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: gainShareListQuerySchema, response: { 200: gainShareRateListSchema } },
    },
    async (request) => {
      const items = await listPooledRates(db, GAIN_SHARE, request.query.IpaCode);
      return { items, total: items.length };
    },
  );
  app.post(
    `${base}/CreateGainShareRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: gainShareRateFormSchema, response: { 200: gainShareRateDtoSchema } },
    },
    async (request) => savePooledRate(db, actorOf(request), GAIN_SHARE, request.body, true),
  );
  app.put(
    `${base}/UpdateGainShareRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: gainShareRateFormSchema, response: { 200: gainShareRateDtoSchema } },
    },
    async (request) => savePooledRate(db, actorOf(request), GAIN_SHARE, request.body, false),
  );
  app.post(
    `${base}/CreateGainShareTieredRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: gainShareTierBodySchema, response: { 200: gainShareRateDtoSchema } },
    },
    async (request) => savePooledTier(db, actorOf(request), GAIN_SHARE, request.body.data, true),
  );
  app.put(
    `${base}/UpdateGainShareTieredRate`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: gainShareTierBodySchema, response: { 200: gainShareRateDtoSchema } },
    },
    async (request) => savePooledTier(db, actorOf(request), GAIN_SHARE, request.body.data, false),
  );
  app.get(
    `${base}/GetGainShareRateChangeHistory`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: changeHistoryQuerySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      listRateHistoryWithSubRates(
        db,
        'gain-share',
        [
          {
            kind: 'gain-share-tier',
            table: gainShareTiers,
            parentColumn: 'parent_rate_id',
            label: (id) => `Tier ${id}`,
          },
        ],
        request.query.objectId,
        request.query.ipaCode,
        request.query.pendingOnly,
      ),
  );
  app.get(
    `${base}/GetGainShareTieredRateChangeHistory`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: changeHistoryQuerySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      listHistory(db, 'gain-share-tier', request.query.objectId, request.query.ipaCode, request.query.pendingOnly),
  );
  app.put(
    `${base}/ApproveGainShareRateHistoryChanges`,
    {
      config: access('ipa-admin', 'approve'),
      schema: { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      approveChanges(
        db,
        actorOf(request),
        [
          { kind: 'gain-share', table: gainShareRates },
          { kind: 'gain-share-tier', table: gainShareTiers },
        ],
        request.body,
      ),
  );
  app.put(
    `${base}/ApproveGainShareTieredRateHistoryChanges`,
    {
      config: access('ipa-admin', 'approve'),
      schema: { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      approveChanges(db, actorOf(request), [{ kind: 'gain-share-tier', table: gainShareTiers }], request.body),
  );
  // GainShareRates-report.xlsx with banner 'Cap Rates Report' (spec §2.13); the spec shows the file, not the path.
  app.post(
    `${base}/ExportGainShareRates`,
    { config: access('ipa-admin', 'export'), schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const rates = await listPooledRates(
        db,
        GAIN_SHARE,
        exportFilters(request.body, gainShareListQuerySchema).IpaCode,
      );
      return streamPooledRatesReport(reply, request.body, {
        fileName: 'GainShareRates-report.xlsx',
        sheetName: 'Gain Share Rates',
        fields: GAIN_SHARE_FIELDS,
        rates,
        tiersOf: (rate) => rate.gainShareTieredRates,
      });
    },
  );
}
