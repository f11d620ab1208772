import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTHORIZATION_LETTERS,
  authByNoQuerySchema,
  authLetterParamsSchema,
  admissionSchema,
  authorizationDetailSchema,
  authorizationListSchema,
  authorizationSchema,
  claimByNoQuerySchema,
  claimDetailSchema,
  claimListSchema,
  clinicalCodeListSchema,
  coverageListSchema,
  diagnosisSearchQuerySchema,
  memberAllStatusesSchema,
  memberAuthorizationsQuerySchema,
  memberClaimsQuerySchema,
  memberQuerySchema,
  MEMBER_RECORD_MESSAGES as M,
  type AuthorizationDetail,
  pcpHistorySchema,
  procedureSearchQuerySchema,
  timelineQuerySchema,
  timelineSchema,
} from '@portal/contracts/patient-360/member-record';
import { memberGridRowSchema } from '@portal/contracts/platform/lookups/members';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import { sendPdfDocument } from '../../platform/exports/pdf-export.ts';
import * as record from './member-record.service.ts';

/** The CRM data layer's member calls (enrollment-crm-virtual-care spec §7), served by the member record. */
const CRM = '/odata/crm/myqueue/default';

/**
 * The member record's calls at the spec's paths. Every one returns member data, so every successful answer is audited
 * (`memberData`: who, from where, which member) before it leaves; Patient 360 readers (module 12) may call them, the
 * CRM, eligibility, claims and authorization screens included.
 */
export async function memberRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('patient-360', 'read', { memberData });

  app.get(
    `${CRM}.getmember`,
    {
      config: read("Member's record viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: memberGridRowSchema } },
    },
    async (request) => {
      const [member] = await membersByIds(pool, [request.query.memberId]);
      if (!member) throw notFound(M.memberNotFound);
      return member;
    },
  );

  app.get(
    `${CRM}.getmemberallstatuses`,
    {
      config: read("Member's enrollment statuses viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: memberAllStatusesSchema } },
    },
    async (request) => {
      const items = await record.memberAllStatuses(db, request.query.memberId);
      return { items, total: items.length };
    },
  );

  app.get(
    `${CRM}.getpoliciescoverage`,
    {
      config: read("Member's policies and coverage viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: coverageListSchema } },
    },
    async (request) => {
      const items = await record.memberCoverages(db, request.query.memberId);
      return { items, total: items.length };
    },
  );

  app.get(
    `${CRM}.pcphistory`,
    {
      config: read("Member's PCP history viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: pcpHistorySchema } },
    },
    async (request) => {
      const items = await record.memberPcpHistory(db, request.query.memberId);
      return { items, total: items.length };
    },
  );

  app.get(
    `${CRM}.GetMemberClaims`,
    {
      config: read("Member's claims viewed."),
      schema: { querystring: memberClaimsQuerySchema, response: { 200: claimListSchema } },
    },
    async (request) => record.memberClaims(db, request.query),
  );

  app.get(
    `${CRM}.GetMemberClaimByNo`,
    {
      config: read("Member's claim viewed."),
      schema: { querystring: claimByNoQuerySchema, response: { 200: claimDetailSchema } },
    },
    async (request) => record.claimByNo(db, request.query.claimNo),
  );

  app.get(
    `${CRM}.getauthorizations`,
    {
      config: read("Member's authorizations viewed."),
      schema: { querystring: memberAuthorizationsQuerySchema, response: { 200: authorizationListSchema } },
    },
    async (request) => record.memberAuthorizations(db, request.query),
  );

  app.get(
    `${CRM}.GetAuthorizationByAuthNo`,
    {
      config: read("Member's authorization viewed."),
      schema: { querystring: authByNoQuerySchema, response: { 200: authorizationSchema } },
    },
    async (request) => record.authorizationByNo(db, request.query.authNo),
  );

  app.get(
    `${CRM}.GetAuthorizationDetails`,
    {
      config: read("Member's authorization details viewed."),
      schema: { querystring: authByNoQuerySchema, response: { 200: authorizationDetailSchema } },
    },
    async (request) => record.authorizationDetail(db, request.query.authNo),
  );

  app.get(
    `${CRM}.GetAuthAdmissionDetails`,
    {
      config: read("Member's authorization admission details viewed."),
      schema: { querystring: authByNoQuerySchema, response: { 200: admissionSchema } },
    },
    async (request) => {
      const detail = await record.authorizationDetail(db, request.query.authNo);
      if (!detail.admission) throw notFound('This authorization has no admission');
      return detail.admission;
    },
  );

  // MemberLookup (authNo): the member an authorization is for.
  app.get(
    `${CRM}.MemberLookup`,
    {
      config: read('Member looked up by authorization number.'),
      schema: { querystring: authByNoQuerySchema, response: { 200: memberGridRowSchema } },
    },
    async (request) => {
      const authorization = await record.authorizationByNo(db, request.query.authNo);
      const [member] = await membersByIds(pool, [authorization.memberId]);
      if (!member) throw notFound(M.memberNotFound);
      return member;
    },
  );

  app.get(
    `${CRM}.memberTimeline`,
    {
      config: read("Member's timeline viewed."),
      schema: { querystring: timelineQuerySchema, response: { 200: timelineSchema } },
    },
    async (request) => record.memberTimeline(db, request.query),
  );

  app.get(
    '/api/crm/myqueue/authorizations/:authNo/letters/:letterId',
    { config: read("Member's authorization letter viewed."), schema: { params: authLetterParamsSchema } },
    async (request, reply) => {
      const { authNo, letterId } = request.params;
      const detail = await record.authorizationDetail(db, authNo);
      if (!detail.letters.some((letter) => letter.letterId === letterId)) throw notFound(M.letterNotFound);
      const [member] = await membersByIds(pool, [detail.memberId]);
      return sendPdfDocument(reply, `${authNo}-${letterId}.pdf`, {
        content: authorizationLetter(detail, letterId, member?.fullName ?? detail.memberId),
      });
    },
  );

  const codeRead = access('patient-360', 'read');
  app.get(
    '/api/diagnosissearch',
    {
      config: codeRead,
      schema: { querystring: diagnosisSearchQuerySchema, response: { 200: clinicalCodeListSchema } },
    },
    async (request) => record.searchClinicalCodes(db, ['ICD10'], request.query.searchTerm, request.query.$top),
  );
  app.get(
    '/api/proceduresearch',
    {
      config: codeRead,
      schema: { querystring: procedureSearchQuerySchema, response: { 200: clinicalCodeListSchema } },
    },
    async (request) =>
      record.searchClinicalCodes(db, request.query.ProcCodeCategory, request.query.searchTerm, request.query.$top),
  );
}

type LetterId = keyof typeof AUTHORIZATION_LETTERS;

/** The letter's body: the plan's notice to the member about the request, its decision and the services. */
function authorizationLetter(detail: AuthorizationDetail, letterId: LetterId, memberName: string): unknown[] {
  const services = detail.procedureDescriptions.map((p) => `${p.code} ${p.description ?? ''}`.trim());
  const opening: Record<LetterId, string> = {
    receipt: `We received a request on ${formatUsDate(detail.requestedDate)} from ${detail.requestingProviderName} for the services below. We will tell you our decision in writing.`,
    approval: `Your request for the services below has been approved. The approval covers ${formatUsDate(detail.serviceFrom)} to ${formatUsDate(detail.serviceTo)} with ${detail.servicingProviderName}.`,
    denial: `We reviewed the request for the services below and cannot approve it. You have the right to appeal this decision within 65 days of this notice.`,
  };
  return [
    { text: AUTHORIZATION_LETTERS[letterId], fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
    { text: `Member: ${memberName} (${detail.memberId})` },
    { text: `Authorization number: ${detail.authNo}` },
    { text: `Type: ${detail.authType}    Status: ${detail.status}`, margin: [0, 0, 0, 12] },
    { text: opening[letterId], margin: [0, 0, 0, 12] },
    { text: 'Services', bold: true },
    { ul: services.length > 0 ? services : ['As described in the request'] },
    { text: 'Diagnoses', bold: true, margin: [0, 8, 0, 0] },
    { ul: detail.diagnosisDescriptions.map((d) => `${d.code} ${d.description ?? ''}`.trim()) },
    {
      text: 'If you have questions, call Member Services at the number on the back of your member ID card.',
      margin: [0, 16, 0, 0],
    },
  ];
}
