import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  benefitDetailsQuerySchema,
  benefitDetailsSchema,
  countyByZipQuerySchema,
  countyByZipSchema,
  eligibilityQuerySchema,
  eligibilitySchema,
  healthPlanQuerySchema,
  healthPlanSchema,
  memberCardQuerySchema,
  planDetailsByZipQuerySchema,
  planDetailsByZipSchema,
  verificationDocumentQuerySchema,
} from '@portal/contracts/patient-360/eligibility';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { sendPdfDocument } from '../../platform/exports/pdf-export.ts';
import { memberCardDocument, verificationLetterDocument } from './eligibility-documents.ts';
import * as eligibility from './eligibility.service.ts';

/** The CRM data layer's calls (enrollment-crm-virtual-care spec §7), served here for Eligibility and Benefits. */
const CRM = '/odata/crm/myqueue/default';

/** The modules whose screens make these calls: Eligibility and Benefits (28) and its specialist variant (31). */
const MODULES = ['eligibility', 'eb-specialist'] as const;

/**
 * Eligibility and Benefits (module 28) and its specialist variant (31): eligibility on a date, the plan's benefits (EOC), the member ID card and the
 * eligibility verification letter, and the plan and county lookups by ZIP code. Calls that answer with a member's data
 * are `memberData` (every successful read audited); the plan and ZIP code lookups are reference data.
 */
export async function eligibilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const memberRead = (memberData: MemberDataWords) => access(MODULES, 'read', { memberData });
  const planRead = access(MODULES, 'read');

  app.get(
    '/api/eligibility',
    {
      config: memberRead("Member's eligibility and benefits viewed."),
      schema: { querystring: eligibilityQuerySchema, response: { 200: eligibilitySchema } },
    },
    async (request) => eligibility.eligibilityOn(db, pool, request.query.memberId, request.query.date),
  );

  app.get(
    `${CRM}.GetHealthPlan`,
    { config: planRead, schema: { querystring: healthPlanQuerySchema, response: { 200: healthPlanSchema } } },
    async (request) => eligibility.healthPlan(db, request.query),
  );

  app.get(
    `${CRM}.GetHealthPlanBenefitDetails`,
    {
      config: planRead,
      schema: { querystring: benefitDetailsQuerySchema, response: { 200: benefitDetailsSchema } },
    },
    async (request) => eligibility.benefitDetails(db, request.query),
  );

  app.get(
    `${CRM}.getcountybyzipcode`,
    { config: planRead, schema: { querystring: countyByZipQuerySchema, response: { 200: countyByZipSchema } } },
    async (request) => eligibility.countyByZip(pool, request.query.ZipCode),
  );

  app.get(
    `${CRM}.GetPlanDetailsByZipCode`,
    {
      config: planRead,
      schema: { querystring: planDetailsByZipQuerySchema, response: { 200: planDetailsByZipSchema } },
    },
    async (request) => eligibility.plansByZip(db, pool, request.query.zipCode, request.query.coverageYear),
  );

  app.get(
    `${CRM}.GetMemberCard`,
    { config: memberRead("Member's ID card viewed."), schema: { querystring: memberCardQuerySchema } },
    async (request, reply) => {
      const { memberId, companyId } = request.query;
      const data = await eligibility.memberCardData(db, pool, memberId, companyId);
      return sendPdfDocument(reply, `MemberCard-${data.member.memberId}.pdf`, memberCardDocument(data));
    },
  );

  app.get(
    `${CRM}.GetMemberEligibilityVerificationDocument`,
    {
      config: memberRead("Member's eligibility verification letter viewed."),
      schema: { querystring: verificationDocumentQuerySchema },
    },
    async (request, reply) => {
      const data = await eligibility.verificationData(db, pool, request.query);
      return sendPdfDocument(
        reply,
        `EligibilityVerification-${data.member.memberId}-${data.coverage.planYear}.pdf`,
        verificationLetterDocument(data, new Date(), request.query.userTimezoneOffset),
      );
    },
  );
}
