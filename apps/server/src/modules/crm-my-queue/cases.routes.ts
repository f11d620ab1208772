import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addActionTakenToCaseSchema,
  addNoteToCaseSchema,
  caseActionSchema,
  caseDetailSchema,
  caseListSchema,
  caseQuerySchema,
  caseSchema,
  caseSurveysQuerySchema,
  createCaseSchema,
  createOutboundSurveySchema,
  memberCasesQuerySchema,
  outboundSurveyListSchema,
  outboundSurveySchema,
  reassignCaseSchema,
  switchCaseClosedSchema,
} from '@portal/contracts/crm-my-queue/cases';
import { crmNoteSchema } from '@portal/contracts/crm-my-queue/workflow-common';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as cases from './cases.service.ts';

/**
 * The CRM's case calls (spec §7) at `${CRM_ODATA}/default.{name}`: functions are GETs with query parameters, actions
 * POSTs with a JSON body. Every answer carries member data, so reads are audited (`memberData`; a read by case records
 * its own row naming the case's member) and writes need My Queue write.
 */
export async function crmCasesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const database = { db, pool };
  const read = (memberData: MemberDataWords) => access('crm-my-queue', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-my-queue', 'write', { memberData });
  const route = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

  app.get(
    `${CRM_ODATA}/default.getallmembercases`,
    {
      config: read("Member's cases viewed."),
      schema: { querystring: memberCasesQuerySchema, response: { 200: caseListSchema } },
    },
    async (request) => cases.memberCases(database, request.query),
  );

  app.get(
    `${CRM_ODATA}/default.GetCase`,
    {
      config: read("Member's case viewed."),
      schema: { querystring: caseQuerySchema, response: { 200: caseDetailSchema } },
    },
    async (request) => {
      const detail = await cases.caseDetail(db, request.query.id);
      await cases.auditMemberRead(db, actorOf(request), route(request), detail.memberId, { caseId: detail.id });
      return detail;
    },
  );

  app.post(
    `${CRM_ODATA}/default.CreateCase`,
    {
      config: write('Case created for the member.'),
      schema: { body: createCaseSchema, response: { 200: caseSchema } },
    },
    async (request) => cases.createCase(database, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.SwitchIsCaseClosed`,
    {
      config: write("Member's case closed or reopened."),
      schema: { body: switchCaseClosedSchema, response: { 200: caseSchema } },
    },
    async (request) => cases.switchCaseClosed(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.ReassignCase`,
    { config: write("Member's case reassigned."), schema: { body: reassignCaseSchema, response: { 200: caseSchema } } },
    async (request) => cases.reassignCase(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.AddNoteToCase`,
    {
      config: write("Note added to the member's case."),
      schema: { body: addNoteToCaseSchema, response: { 200: crmNoteSchema } },
    },
    async (request) => cases.addNoteToCase(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.AddActionTakenToCase`,
    {
      config: write("Action taken added to the member's case."),
      schema: { body: addActionTakenToCaseSchema, response: { 200: caseActionSchema } },
    },
    async (request) => cases.addActionTakenToCase(db, actorOf(request), request.body),
  );

  app.post(
    `${CRM_ODATA}/default.CreateOutboundSurvey`,
    {
      config: write("Outbound survey created for the member's case."),
      schema: { body: createOutboundSurveySchema, response: { 200: outboundSurveySchema } },
    },
    async (request) => cases.createOutboundSurvey(db, actorOf(request), request.body),
  );

  app.get(
    `${CRM_ODATA}/default.GetOutboundSurveysByCase`,
    {
      config: read("Outbound surveys of the member's case viewed."),
      schema: { querystring: caseSurveysQuerySchema, response: { 200: outboundSurveyListSchema } },
    },
    async (request) => {
      const { memberId, page } = await cases.caseSurveys(db, request.query);
      await cases.auditMemberRead(db, actorOf(request), route(request), memberId, { caseId: request.query.caseId });
      return page;
    },
  );
}
