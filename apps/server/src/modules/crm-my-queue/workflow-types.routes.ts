import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  caregiverBenefitAwardedDateSchema,
  caregiverBenefitDescriptionQuerySchema,
  caregiverBenefitDescriptionSchema,
  mailItemsByPlanSchema,
  mailRequestSchema,
  memberIdQuerySchema,
  memberReimbursementCaseFilesQuerySchema,
  planMaterialListSchema,
  poaEnumsSchema,
  processMailMaterialRequestSchema,
  ssbciMealsValidationSchema,
} from '@portal/contracts/crm-my-queue/workflow-type-calls';
import {
  countyZipValidationSchema,
  crmFileListSchema,
  demographicFieldHistorySchema,
  validateCountyZipCodeSchema,
} from '@portal/contracts/crm-my-queue/workflows';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { auditMemberRead } from './cases.service.ts';
import * as types from './workflow-types.service.ts';
import * as workflows from './workflows.service.ts';

/**
 * The calls of the six workflow types' forms (spec §7): the demographic field history and the county check, plan
 * materials by plan and the mail request, SSBCI meals validation, POA enums, member reimbursement case files and the
 * caregiver benefit. Reads of a member's data are audited; configuration lookups (POA enums, plan materials, the plan's
 * benefit text) carry no member data.
 */
export async function crmWorkflowTypesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const context = { db, pool };
  const memberRead = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const lookup = access('crm-my-queue', 'read');

  app.get(
    `${CRM_ODATA}/default.getDemographicChangeFieldHistory`,
    {
      config: memberRead("Member's demographic change history viewed."),
      schema: { querystring: memberIdQuerySchema, response: { 200: demographicFieldHistorySchema } },
    },
    async (request) => types.demographicFieldHistory(db, request.query.memberId),
  );

  app.post(
    `${CRM_ODATA}/default.validateCountyZipCode`,
    { config: lookup, schema: { body: validateCountyZipCodeSchema, response: { 200: countyZipValidationSchema } } },
    async (request) => types.validateCountyZipCode(pool, request.body.zipCode, request.body.countyCode),
  );

  app.post(
    `${CRM_ODATA}/default.GetMailRequestItemsByPlan`,
    { config: lookup, schema: { body: mailItemsByPlanSchema, response: { 200: planMaterialListSchema } } },
    async (request) => types.mailItemsByPlan(db, request.body.contractCode, request.body.planCode),
  );

  app.post(
    `${CRM_API}/ProcessMailMaterialRequest`,
    {
      config: access('crm-my-queue', 'write', { memberData: "Member's plan material mail request processed." }),
      schema: { body: processMailMaterialRequestSchema, response: { 200: mailRequestSchema } },
    },
    async (request) => workflows.processMailMaterialRequest(context, actorOf(request), request.body),
  );

  app.get(
    `${CRM_ODATA}/default.GetSsbciMealsValidation`,
    {
      config: memberRead("Member's SSBCI meals eligibility checked."),
      schema: { querystring: memberIdQuerySchema, response: { 200: ssbciMealsValidationSchema } },
    },
    async (request) => types.ssbciMealsValidation(db, request.query.memberId),
  );

  app.get(`${CRM_API}/GetPoaEnums`, { config: lookup, schema: { response: { 200: poaEnumsSchema } } }, async () =>
    types.poaEnums(),
  );

  app.get(
    `${CRM_ODATA}/default.GetMemberReimbursementCaseFiles`,
    {
      config: memberRead("Member's reimbursement case files viewed."),
      schema: { querystring: memberReimbursementCaseFilesQuerySchema, response: { 200: crmFileListSchema } },
    },
    async (request) => {
      const { memberId, items, total } = await workflows.caseFiles(context, request.query.caseId);
      await auditMemberRead(db, actorOf(request), `${request.method} ${request.routeOptions.url ?? ''}`, memberId, {
        caseId: request.query.caseId,
      });
      return { items, total };
    },
  );

  app.get(
    `${CRM_ODATA}/default.GetCaregiverBenefitDescriptionForMemberReimbursement`,
    {
      config: lookup,
      schema: {
        querystring: caregiverBenefitDescriptionQuerySchema,
        response: { 200: caregiverBenefitDescriptionSchema },
      },
    },
    async (request) => types.caregiverBenefitDescription(db, pool, request.query),
  );

  app.get(
    `${CRM_ODATA}/default.GetCaregiverBenefitAwardedDate`,
    {
      config: memberRead("Member's caregiver benefit award date viewed."),
      schema: { querystring: memberIdQuerySchema, response: { 200: caregiverBenefitAwardedDateSchema } },
    },
    async (request) => types.caregiverBenefitAwardedDate(db, request.query.memberId),
  );
}
