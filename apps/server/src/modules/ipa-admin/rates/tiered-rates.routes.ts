import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  capTieredRateDetailQuerySchema,
  capTieredRateDtoSchema,
  capTieredRateFormSchema,
} from '@portal/contracts/ipa-admin/tiered-rates';
import { actorOf } from '../../../platform/audit/audit.ts';
import { notFound } from '../../../platform/errors/errors.ts';
import { findCapTieredRate } from './tiered-rates.repository.ts';
import { saveCapTieredRate } from './tiered-rates.service.ts';
import { access } from '../../../platform/access/route-access.ts';

/** Cap tiered rates (IPA spec §2.7, §7). */
export async function tieredRatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/CapTieredRate/GetCapTieredRateDetail',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capTieredRateDetailQuerySchema, response: { 200: capTieredRateDtoSchema } },
    },
    async (request) => {
      const found = await findCapTieredRate(db, request.query.capId, request.query.sequence);
      if (!found || found.ipaCode.toUpperCase() !== request.query.ipaCode.toUpperCase()) throw notFound();
      return found;
    },
  );
  app.post(
    '/api/CapTieredRate/AddNewCapTieredRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: capTieredRateFormSchema, response: { 200: capTieredRateDtoSchema } },
    },
    async (request) => saveCapTieredRate(db, actorOf(request), request.body, true),
  );
  app.post(
    '/api/CapTieredRate/OverwriteExistingCapTieredRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: capTieredRateFormSchema, response: { 200: capTieredRateDtoSchema } },
    },
    async (request) => saveCapTieredRate(db, actorOf(request), request.body, false),
  );
}
