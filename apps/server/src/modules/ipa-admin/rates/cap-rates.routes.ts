import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCompanies } from '../../../platform/reference/reference.service.ts';
import {
  capRateActivationSchema,
  capRateDtoSchema,
  capRateFormSchema,
  capRateIdQuerySchema,
  capRateListSchema,
  capRatesByCodeQuerySchema,
  capRatesByIpaIdQuerySchema,
  capRevenueFormulasQuerySchema,
  capRevenueText,
  capRevenueFormulaListSchema,
  companyListSchema,
} from '@portal/contracts/ipa-admin/cap-rates';
import { capSubRateListSchema } from '@portal/contracts/ipa-admin/tiered-rates';
import {
  approveHistoryBodySchema,
  changeHistoryQuerySchema,
  changeHistoryListSchema,
} from '@portal/contracts/ipa-admin/rate-history';
import { actorOf } from '../../../platform/audit/audit.ts';
import { notFound } from '../../../platform/errors/errors.ts';
import {
  findCapRate,
  listCapRatesByCode,
  listCapRatesByIpaId,
  listCapRevenueFormulas,
} from './cap-rates.repository.ts';
import { addNewCapRate, overwriteCapRate, setCapRateActive } from './cap-rates.service.ts';
import { listCapSubRates } from './tiered-rates.repository.ts';
import { listRateHistoryWithSubRates } from './rate-history.repository.ts';
import { approveChanges } from './rate-history.service.ts';
import { CAP_APPROVAL_TARGETS, CAP_SUB_RATE_HISTORY } from './cap-rates.history.ts';
import { access } from '../../../platform/access/route-access.ts';

/** Cap rates (IPA spec §2.7, §7 "Cap rates"). */
export async function capRatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/CapRate/GetCapRevenueFormulas',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capRevenueFormulasQuerySchema, response: { 200: capRevenueFormulaListSchema } },
    },
    async (request) => {
      const rows = await listCapRevenueFormulas(db, request.query.companyCode, request.query.type);
      return rows.map((row) => ({ ...row, text: capRevenueText(row.code, row.description) }));
    },
  );
  app.get(
    '/api/CapRate/GetCompanyList',
    { config: access('ipa-admin', 'read'), schema: { response: { 200: companyListSchema } } },
    async () => {
      const companies = await listCompanies(app.ctx.database.pool);
      return companies.map((row) => ({ companyCode: row.companyCode, companyName: row.name }));
    },
  );
  app.get(
    '/api/CapRate/GetCapRates',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capRatesByCodeQuerySchema, response: { 200: capRateListSchema } },
    },
    async (request) => {
      const items = await listCapRatesByCode(db, request.query.IpaCode);
      return { items, total: items.length };
    },
  );
  app.get(
    '/api/CapRate/GetCapRatesByIpaId',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capRatesByIpaIdQuerySchema, response: { 200: capRateListSchema } },
    },
    async (request) => {
      const items = await listCapRatesByIpaId(db, request.query.IpaId);
      return { items, total: items.length };
    },
  );
  app.get(
    '/api/CapRate/GetCapRateDetail',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capRateIdQuerySchema, response: { 200: capRateDtoSchema } },
    },
    async (request) => {
      const found = await findCapRate(db, request.query.id);
      if (!found) throw notFound();
      return found;
    },
  );
  app.get(
    '/api/CapRate/GetCapSubRates',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: capRatesByCodeQuerySchema, response: { 200: capSubRateListSchema } },
    },
    async (request) => {
      const items = await listCapSubRates(db, request.query.IpaCode);
      return { items, total: items.length };
    },
  );
  app.post(
    '/api/CapRate/AddNewCapRate',
    { config: access('ipa-admin', 'write'), schema: { body: capRateFormSchema, response: { 200: capRateDtoSchema } } },
    async (request) => addNewCapRate(db, actorOf(request), request.body),
  );
  app.post(
    '/api/CapRate/OverwriteExistingCapRate',
    { config: access('ipa-admin', 'write'), schema: { body: capRateFormSchema, response: { 200: capRateDtoSchema } } },
    async (request) => overwriteCapRate(db, actorOf(request), request.body),
  );
  // Change history and approval of a cap rate with its tiers and special rates, as for gain share and risk pool
  // (spec §2.15); the spec shows those paths for the other rates only, these follow their pattern.
  app.get(
    '/api/CapRate/GetCapRateChangeHistory',
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: changeHistoryQuerySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) =>
      listRateHistoryWithSubRates(
        db,
        'cap-rate',
        CAP_SUB_RATE_HISTORY,
        request.query.objectId,
        request.query.ipaCode,
        request.query.pendingOnly,
      ),
  );
  app.put(
    '/api/CapRate/ApproveCapRateHistoryChanges',
    {
      config: access('ipa-admin', 'approve'),
      schema: { body: approveHistoryBodySchema, response: { 200: changeHistoryListSchema } },
    },
    async (request) => approveChanges(db, actorOf(request), CAP_APPROVAL_TARGETS, request.body),
  );
  // Activation and deactivation (spec §4 cap rate events); the spec shows the toasts, not the paths.
  app.post(
    '/api/CapRate/ActivateCapRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: capRateActivationSchema, response: { 200: capRateDtoSchema } },
    },
    async (request) => setCapRateActive(db, actorOf(request), request.body.id, request.body.version, true),
  );
  app.post(
    '/api/CapRate/DeactivateCapRate',
    {
      config: access('ipa-admin', 'write'),
      schema: { body: capRateActivationSchema, response: { 200: capRateDtoSchema } },
    },
    async (request) => setCapRateActive(db, actorOf(request), request.body.id, request.body.version, false),
  );
}
