import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allocationHistoryQuerySchema,
  allocationHistorySchema,
  benefitConfigQuerySchema,
  benefitConfigSchema,
  benefitDetailQuerySchema,
  benefitDetailWithHistorySchema,
  benefitDetailsByEligibilitySchema,
  benefitsByEligibilityQuerySchema,
  benefitsByEligibilitySchema,
  benefitsMasterQuerySchema,
  benefitsMasterSchema,
  bubblesSchema,
  memberBenefitsFilterQuerySchema,
  memberBenefitsValueSchema,
  upsertBenefitConfigSchema,
  validationErrorsMapQuerySchema,
  validationErrorsMapSchema,
  walletListSchema,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as benefits from './supplemental-benefits.service.ts';

/** The CRM data layer's calls (enrollment-crm-virtual-care spec §7). */
const CRM = '/odata/crm/myqueue/default';

/**
 * Supplemental benefits and rewards at the spec's paths: a member's benefits by eligibility, wallets and allocation
 * history (Patient 360 reads of member data, audited by `memberData`); a benefit's display text (read by the member
 * views and the editor); and the Supplemental Benefits editor's master list and save (Benefit Editor, module 177),
 * which CRM admin Benefits (141) also reads and saves with the incentive names; Benefit Config (125) reads a config.
 */
export async function supplementalBenefitsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('patient-360', 'read', { memberData });

  app.get(
    `${CRM}.GetSupplementalBenefitsListByEligibility`,
    {
      config: read("Member's supplemental benefits viewed."),
      schema: { querystring: benefitsByEligibilityQuerySchema, response: { 200: benefitsByEligibilitySchema } },
    },
    async (request) => benefits.benefitsByEligibility(db, request.query.memberId, request.query.date),
  );

  app.get(
    `${CRM}.GetSupplementalBenefitsDetailByEligibility`,
    {
      config: read("Member's supplemental benefit details viewed."),
      schema: { querystring: benefitsByEligibilityQuerySchema, response: { 200: benefitDetailsByEligibilitySchema } },
    },
    async (request) => benefits.benefitDetailsByEligibility(db, request.query.memberId, request.query.date),
  );

  app.get(
    `${CRM}.GetSupplementalBenefitsDetail`,
    {
      config: read("Member's supplemental benefit detail viewed."),
      schema: { querystring: benefitDetailQuerySchema, response: { 200: benefitDetailWithHistorySchema } },
    },
    async (request) => benefits.benefitDetail(db, request.query.memberId, request.query.benefitId),
  );

  app.get(
    `${CRM}.GetSupplementalBenefitsForBubbles`,
    {
      config: read("Member's supplemental benefit balances viewed."),
      schema: { querystring: benefitsByEligibilityQuerySchema, response: { 200: bubblesSchema } },
    },
    async (request) => benefits.benefitBubbles(db, request.query.memberId, request.query.date),
  );

  app.get(
    `${CRM}.GetSupplementalBenefitsAllocationHistoryByType`,
    {
      config: read("Member's supplemental benefit allocation history viewed."),
      schema: { querystring: allocationHistoryQuerySchema, response: { 200: allocationHistorySchema } },
    },
    async (request) => benefits.allocationHistory(db, request.query),
  );

  app.get(
    `${CRM}.GetSupplementalBenefitValidationErrorsMap`,
    {
      config: read("Member's supplemental benefit validation errors viewed."),
      schema: { querystring: validationErrorsMapQuerySchema, response: { 200: validationErrorsMapSchema } },
    },
    async (request) =>
      benefits.incentiveValidationErrors(db, request.query.memberId, request.query.incentiveNames, request.query.date),
  );

  app.get(
    `${CRM}.GetMemberWallets`,
    {
      config: read("Member's benefit wallets viewed."),
      schema: { querystring: benefitsByEligibilityQuerySchema, response: { 200: walletListSchema } },
    },
    async (request) => benefits.memberWallets(db, request.query.memberId, request.query.date),
  );

  app.get(
    '/odata/supplementalbenefits',
    {
      config: read("Members' supplemental benefits viewed."),
      schema: { querystring: memberBenefitsFilterQuerySchema, response: { 200: memberBenefitsValueSchema } },
    },
    async (request) => benefits.memberBenefits(db, request.query.memberId),
  );

  // A benefit's display text is the plan's, not a member's: the member views and the editor both read it.
  app.get(
    `${CRM}.GetSupplementalBenefitConfig`,
    {
      config: access(['patient-360', 'benefit-editor', 'crm-admin-benefits', 'crm-benefit-config'], 'read'),
      schema: { querystring: benefitConfigQuerySchema, response: { 200: benefitConfigSchema } },
    },
    async (request) => benefits.benefitConfig(db, request.query),
  );

  app.get(
    '/api/crm/myqueue/GetSupplementalBenefitsMaster',
    {
      config: access(['benefit-editor', 'crm-admin-benefits'], 'read'),
      schema: { querystring: benefitsMasterQuerySchema, response: { 200: benefitsMasterSchema } },
    },
    async (request) => benefits.benefitsMaster(db, request.query),
  );

  app.post(
    `${CRM}.UpsertSupplementalBenefitConfig`,
    {
      config: access(['benefit-editor', 'crm-admin-benefits'], 'write'),
      schema: { body: upsertBenefitConfigSchema, response: { 200: benefitConfigSchema } },
    },
    async (request) => benefits.saveBenefitConfig(db, actorOf(request), request.body),
  );
}
