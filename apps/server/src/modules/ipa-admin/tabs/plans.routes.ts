import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionListSchema, ipaCodeQuerySchema } from '@portal/contracts/ipa-admin/ipa';
import {
  planDeleteQuerySchema,
  planOverlapQuerySchema,
  planSaveBodySchema,
  contractCodesQuerySchema,
  pbpCodesQuerySchema,
  planListSchema,
  planOverlapResultSchema,
  planSaveResponseSchema,
} from '@portal/contracts/ipa-admin/plans';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { actorOf } from '../../../platform/audit/audit.ts';
import { access } from '../../../platform/access/route-access.ts';
import { contractCodes, deletePlan, isPlanOverlapping, pbpCodes, savePlans, searchPlans } from './plans.repository.ts';
import { messageResponseSchema } from '@portal/contracts/platform/responses';

/** PBP map (spec §2.9, §7 "Plans"). */
export async function plansRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const database = app.ctx.database;
  const base = '/api/IpaPlan';

  app.get(
    `${base}/GetContractCodes`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: contractCodesQuerySchema, response: { 200: optionListSchema } },
    },
    async (request) => contractCodes(database, request.query.companyCode),
  );
  app.get(
    `${base}/GetPBPCodes`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: pbpCodesQuerySchema, response: { 200: optionListSchema } },
    },
    async (request) => pbpCodes(database, request.query.companyCode, request.query.contractCode),
  );
  app.get(
    `${base}/SearchIpaPlans`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: ipaCodeQuerySchema, response: { 200: planListSchema } },
    },
    async (request) => {
      const items = await searchPlans(database, request.query.ipaCode);
      return { items, total: items.length };
    },
  );
  app.get(
    `${base}/IsPlanOverlapping`,
    {
      config: access('ipa-admin', 'read'),
      schema: { querystring: planOverlapQuerySchema, response: { 200: planOverlapResultSchema } },
    },
    async (request) => {
      const q = request.query;
      return isPlanOverlapping(database.db, {
        ipaCode: q.IpaCode,
        contractCode: q.ContractCode,
        pbp: q.PBP,
        startDate: q.StartDate,
        endDate: q.EndDate,
        id: q.OperationType === 'UPDATE' ? (q.Id ?? 0) : 0,
      });
    },
  );
  app.post(
    `${base}/AddOrUpdateIpaPlan`,
    {
      config: access('ipa-admin', 'write'),
      schema: { body: planSaveBodySchema, response: { 200: planSaveResponseSchema } },
    },
    async (request) => {
      const plans = Array.isArray(request.body) ? request.body : [request.body];
      const ids = await savePlans(database, actorOf(request), plans);
      return { message: IPA_MESSAGES.planSaved, ids };
    },
  );
  app.delete(
    `${base}/DeleteIpaPlan`,
    {
      config: access('ipa-admin', 'write'),
      schema: { querystring: planDeleteQuerySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deletePlan(database, actorOf(request), request.query.id, request.query.ipaCode, request.query.version);
      return { message: IPA_MESSAGES.planDeleted };
    },
  );
}
