import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countiesOfCompany } from '../reference/reference.service.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { countiesByCompanyQuerySchema, countyOptionSchema, specialRateDeleteQuerySchema, specialRateDtoSchema, specialRateFormSchema, specialRateIdQuerySchema } from '@portal/contracts/ipa-admin/special-rates';
import { actorOf } from '../../platform/audit/audit.ts';
import { deleteSpecialRate, saveSpecialRate, specialRateDetail } from './special-rates.service.ts';

const read = { access: { module: MODULE_IDS.ipaAdmin, action: 'read' as const } };
const write = { access: { module: MODULE_IDS.ipaAdmin, action: 'write' as const } };

/** Cap special rates (IPA spec §2.7, §7). */
export async function specialRatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  // Counties of the company's state (the reference data keeps counties by state; a company serves one state).
  app.get('/api/CapSpecialRate/GetCountiesByCompanyCode', { config: read, schema: { querystring: countiesByCompanyQuerySchema, response: { 200: z.array(countyOptionSchema) } } }, async (request) => {
    const counties = await countiesOfCompany(app.ctx.database.pool, request.query.companyCode);
    return counties.map((row) => ({ countyStateCode: row.fips, countyName: row.name }));
  });
  app.get('/api/CapSpecialRate/GetCapSpecialRateDetail', { config: read, schema: { querystring: specialRateIdQuerySchema, response: { 200: specialRateDtoSchema } } }, async (request) =>
    specialRateDetail(db, request.query.id),
  );
  app.post('/api/CapSpecialRate/AddNewCapSpecialRate', { config: write, schema: { body: specialRateFormSchema, response: { 200: specialRateDtoSchema } } }, async (request) =>
    saveSpecialRate(db, actorOf(request), request.body, true),
  );
  app.post('/api/CapSpecialRate/UpdateCapSpecialRate', { config: write, schema: { body: specialRateFormSchema, response: { 200: specialRateDtoSchema } } }, async (request) =>
    saveSpecialRate(db, actorOf(request), request.body, false),
  );
  app.delete(
    '/api/CapSpecialRate/DeleteCapSpecialRateDetail',
    { config: write, schema: { querystring: specialRateDeleteQuerySchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => deleteSpecialRate(db, actorOf(request), request.query.id, request.query.version),
  );
}
