import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  POA_TYPES,
  TAG_CALLS,
  communicationPreferencesQuerySchema,
  communicationPreferencesSchema,
  communicationPreferencesUpdateSchema,
  householdParamsSchema,
  householdQuerySchema,
  medicationListSchema,
  medicationsQuerySchema,
  memberContactListSchema,
  memberTagListSchema,
  membershipDocQuerySchema,
  onePassCodeSchema,
  poaMemberListSchema,
  potentialHouseholdSchema,
  starMeasureMedicationListSchema,
  type PoaMember,
  type TagCall,
} from '@portal/contracts/patient-360/member-profile';
import { memberQuerySchema } from '@portal/contracts/patient-360/member-record';
import { dmeCategoryListSchema } from '@portal/contracts/patient-360/dme-categories';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf, recordReadAudit } from '../../platform/audit/audit.ts';
import { MEMBER_DATA_READ_EVENT } from '../../platform/audit/read-audit.ts';
import { sendPdfDocument } from '../../platform/exports/pdf-export.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import * as profile from './member-profile.service.ts';
import { dmeProcedureCategories } from './dme-categories.service.ts';

/** The CRM data layer's calls (enrollment-crm-virtual-care spec §7). */
const CRM = '/odata/crm/myqueue';

/** What each of the member's tag lists shows, in the read-audit row's words. */
const TAG_READS: Record<TagCall, MemberDataWords> = {
  getmembertagdetails: "Member's tags viewed.",
  getJsaAppointmentTagDetails: "Member's JSA appointments viewed.",
  getAppealGrievanceCtmTagDetails: "Member's appeals and grievances viewed.",
  getClinicalAlertRegistries: "Member's clinical alert registries viewed.",
  getCtm: "Member's CTM complaints viewed.",
  GetHraTagInfo: "Member's health risk assessment viewed.",
};

/**
 * The member profile's calls at the spec's paths. Each returns member data, so each successful answer is audited
 * (`memberData`) before it leaves; a call whose parameters do not name the member by `memberId` records its own row with
 * the member it read. Patient 360 readers (module 12) may read; changing preferences needs Patient 360 write.
 */
export async function memberProfileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('patient-360', 'read', { memberData });

  /** The read's audit row, naming the member, for calls whose query does not carry `memberId`. */
  const auditRead = (request: FastifyRequest, memberId: string | null, details: Record<string, unknown>) =>
    recordReadAudit(db, actorOf(request), {
      eventType: MEMBER_DATA_READ_EVENT,
      itemId: memberId,
      moduleId: MODULE_IDS.patient360,
      details: { route: `${request.method} ${request.routeOptions.url ?? ''}`, ...details },
    });

  app.get(
    `${CRM}/default.GetMemberContacts`,
    {
      config: read("Member's contacts viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: memberContactListSchema } },
    },
    async (request) => profile.memberContacts(db, request.query.memberId),
  );

  app.get(
    `${CRM}/default.GetPoaMembers`,
    {
      config: read("Member's powers of attorney viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: poaMemberListSchema } },
    },
    async (request) => profile.memberPoas(db, request.query.memberId),
  );

  app.get(
    `${CRM}/default.GetMembershipDocByFilePath`,
    { config: read("Member's power of attorney document viewed."), schema: { querystring: membershipDocQuerySchema } },
    async (request, reply) => {
      const poa = await profile.membershipDocument(db, request.query.filePath);
      const [member] = await membersByIds(pool, [poa.memberId]);
      await auditRead(request, poa.memberId, { filePath: request.query.filePath });
      const fileName = request.query.filePath.split('/').pop() ?? 'membership-document.pdf';
      return sendPdfDocument(reply, fileName, { content: membershipDocument(poa, member?.fullName ?? poa.memberId) });
    },
  );

  app.get(
    `${CRM}/default.getmembercommunicationpreferences`,
    {
      config: read("Member's communication preferences viewed."),
      schema: {
        querystring: communicationPreferencesQuerySchema,
        response: { 200: communicationPreferencesSchema },
      },
    },
    async (request) => profile.memberCommunicationPreferences(db, request.query.memberId, request.query.companyCode),
  );

  app.post(
    `${CRM}/default.updatemembercommunicationpreferences`,
    {
      config: access('patient-360', 'write', { memberData: "Member's communication preferences changed." }),
      schema: { body: communicationPreferencesUpdateSchema, response: { 200: communicationPreferencesSchema } },
    },
    async (request) => profile.updateCommunicationPreferences(db, actorOf(request), request.body),
  );

  for (const call of Object.keys(TAG_CALLS) as TagCall[]) {
    app.get(
      `${CRM}/default.${call}`,
      {
        config: read(TAG_READS[call]),
        schema: { querystring: memberQuerySchema, response: { 200: memberTagListSchema } },
      },
      async (request) => profile.memberTags(db, request.query.memberId, call),
    );
  }

  app.get(
    `${CRM}/medications`,
    {
      config: read("Member's medications viewed."),
      schema: { querystring: medicationsQuerySchema, response: { 200: medicationListSchema } },
    },
    async (request) => {
      const { memberid: memberId, $skip, $top } = request.query;
      const page = await profile.memberMedications(db, { memberId, $skip, $top });
      await auditRead(request, memberId, { query: request.query });
      return page;
    },
  );

  app.get(
    `${CRM}/default.GetStarMeasureMedications`,
    {
      config: read("Member's Star measure medications viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: starMeasureMedicationListSchema } },
    },
    async (request) => profile.starMeasureMedications(db, request.query.memberId),
  );

  app.get(
    `${CRM}/default.getDmeProcedureCategories`,
    {
      config: read("Member's DME procedure categories viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: dmeCategoryListSchema } },
    },
    async (request) => dmeProcedureCategories(db, request.query.memberId),
  );

  app.get(
    `${CRM}/default.GetMemberOnePassCode`,
    {
      config: read("Member's One Pass code viewed."),
      schema: { querystring: memberQuerySchema, response: { 200: onePassCodeSchema } },
    },
    async (request) => profile.memberOnePassCode(db, request.query.memberId),
  );

  // Virtual care's api/{module}/... call, at a module path parameter like api/{module}/GetFeatureFlags.
  app.get(
    '/api/:module/getpotentialhousehold',
    {
      config: read("Member's potential household members viewed."),
      schema: {
        params: householdParamsSchema,
        querystring: householdQuerySchema,
        response: { 200: potentialHouseholdSchema },
      },
    },
    async (request) => {
      const asked = request.query.memberIds;
      const items = await profile.potentialHousehold(db, asked);
      await auditRead(request, asked.length === 1 ? (asked[0] ?? null) : null, {
        memberIds: asked,
        householdMemberIds: items.flatMap((item) => item.household.map((member) => member.memberId)),
      });
      return { items };
    },
  );
}

const POA_TYPE_WORDING: Record<(typeof POA_TYPES)[number], string> = {
  Healthcare: 'make health care decisions and discuss the member’s care, claims and authorizations',
  Financial: 'handle premiums, payments and financial matters of the membership',
  Durable: 'act for the member in all matters of the membership, including if the member becomes incapacitated',
  'Legal guardian': 'act for the member as their court-appointed legal guardian in all matters of the membership',
};

/** The membership document of a POA: who may act for the member, in what, from when to when. */
function membershipDocument(poa: PoaMember, memberName: string): unknown[] {
  return [
    { text: 'Power of Attorney on File', fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
    { text: `Member: ${memberName} (${poa.memberId})` },
    { text: `Representative: ${poa.poaName}, ${poa.relationship}` },
    { text: `Type: ${poa.poaType}` },
    { text: `Phone: ${formatPhone(poa.phone) || 'Not given'}` },
    { text: `Address: ${poa.address ?? 'Not given'}` },
    {
      text: `Effective ${formatUsDate(poa.effectiveDate)}${poa.termDate ? ` through ${formatUsDate(poa.termDate)}` : ', open-ended'}`,
      margin: [0, 0, 0, 12],
    },
    {
      text: `The plan has on file a power of attorney that authorizes ${poa.poaName} to ${POA_TYPE_WORDING[poa.poaType]}.`,
      margin: [0, 0, 0, 12],
    },
    { text: `Document: ${poa.documentPath ?? ''}`, fontSize: 8, color: 'gray' },
    {
      text: 'Member Services verifies the representative’s identity before discussing the member’s information.',
      margin: [0, 16, 0, 0],
    },
  ];
}
