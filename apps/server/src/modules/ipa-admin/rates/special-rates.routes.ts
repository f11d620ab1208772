import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countiesOfCompany } from '../../../platform/reference/reference.service.ts';
import {
  countiesByCompanyQuerySchema,
  specialRateDeleteQuerySchema,
  specialRateDtoSchema,
  specialRateFormSchema,
  specialRateIdQuerySchema,
  countyOptionListSchema,
} from '@portal/contracts/ipa-admin/special-rates';
import { actorOf } from '../../../platform/audit/audit.ts';
import { deleteSpecialRate, saveSpecialRate, specialRateDetail } from './special-rates.service.ts';
import { access } from '../../../platform/access/route-access.ts';
import { messageResponseSchema } from '@portal/contracts/platform/responses';

/** Cap special rates (IPA spec §2.7, §7). */
export async function specialRatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  // Counties of the company's state (the reference data keeps counties by state; a company serves one state).
  app.get(
    '/api/CapSpecialRate/GetCountiesByCompanyCode',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: countiesByCompanyQuerySchema, response: { 200: countyOptionListSchema } },
    },
    async (request) => {
      const counties = await countiesOfCompany(app.ctx.database.pool, request.query.companyCode);
      return counties.map((row) => ({ countyStateCode: row.fips, countyName: row.name }));
    },
  );
  app.get(
    '/api/CapSpecialRate/GetCapSpecialRateDetail',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: specialRateIdQuerySchema, response: { 200: specialRateDtoSchema } },
    },
    async (request) => specialRateDetail(db, request.query.id),
  );
  app.post(
    '/api/CapSpecialRate/AddNewCapSpecialRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: specialRateFormSchema, response: { 200: specialRateDtoSchema } },
    },
    async (request) => saveSpecialRate(db, actorOf(request), request.body, true),
  );
  app.post(
    '/api/CapSpecialRate/UpdateCapSpecialRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: specialRateFormSchema, response: { 200: specialRateDtoSchema } },
    },
    async (request) => saveSpecialRate(db, actorOf(request), request.body, false),
  );
  app.delete(
    '/api/CapSpecialRate/DeleteCapSpecialRateDetail',
    {
      config: access('ipa-admin', 'write'),
      schema: { querystring: specialRateDeleteQuerySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => deleteSpecialRate(db, actorOf(request), request.query.id, request.query.version),
  );
}
