import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REFERENCE_MESSAGES,
  codeNameListSchema,
  companyListSchema,
  countyListSchema,
  countyQuerySchema,
  distanceQuerySchema,
  distanceSchema,
  planListSchema,
  plansQuerySchema,
  usStateListSchema,
  zipInfoSchema,
  zipParamsSchema,
} from '@portal/contracts/platform/reference';
import { notFound } from '../errors/errors.ts';
import {
  distanceMiles,
  listCompanies,
  listCounties,
  listGenders,
  listStates,
  lookupZip,
  plansByYear,
} from './reference.service.ts';
import { signedIn } from '../access/route-access.ts';

/**
 * Reference lists (states, counties, ZIP codes, companies, plans, genders). They hold no member data, so any
 * signed-in user may read them; screens of every module fill their dropdowns from here.
 */
export async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.ctx.database;

  app.get(
    '/api/reference/states',
    { config: signedIn(), schema: { response: { 200: usStateListSchema } } },
    async () => {
      const items = await listStates(pool);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/reference/counties',
    { config: signedIn(), schema: { querystring: countyQuerySchema, response: { 200: countyListSchema } } },
    async (request) => {
      const items = await listCounties(pool, request.query.state);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/reference/zip/:zip',
    { config: signedIn(), schema: { params: zipParamsSchema, response: { 200: zipInfoSchema } } },
    async (request) => {
      const info = await lookupZip(pool, request.params.zip);
      if (!info) throw notFound(REFERENCE_MESSAGES.zipNotFound);
      return info;
    },
  );

  app.get(
    '/api/reference/distance',
    { config: signedIn(), schema: { querystring: distanceQuerySchema, response: { 200: distanceSchema } } },
    async (request) => {
      const { fromZip, toZip } = request.query;
      const [from, to] = await Promise.all([lookupZip(pool, fromZip), lookupZip(pool, toZip)]);
      if (!from || !to) throw notFound(REFERENCE_MESSAGES.zipNotFound);
      return { fromZip, toZip, miles: Math.round(distanceMiles(from, to) * 10) / 10 };
    },
  );

  app.get(
    '/api/reference/companies',
    { config: signedIn(), schema: { response: { 200: companyListSchema } } },
    async () => {
      const items = await listCompanies(pool);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/reference/plans',
    { config: signedIn(), schema: { querystring: plansQuerySchema, response: { 200: planListSchema } } },
    async (request) => {
      const items = await plansByYear(pool, request.query.year, request.query.contractCode);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/reference/genders',
    { config: signedIn(), schema: { response: { 200: codeNameListSchema } } },
    async () => {
      const items = listGenders();
      return { items, total: items.length };
    },
  );
}
