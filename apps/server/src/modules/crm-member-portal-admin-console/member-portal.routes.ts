import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  MEMBER_PORTAL_MESSAGES,
  portalAccountActionSchema,
  portalAccountEventsQuerySchema,
  portalAccountListSchema,
  portalAccountSchema,
  portalAccountSearchQuerySchema,
  portalAccountStatusQuerySchema,
  portalEventListSchema,
  portalEventsByIdQuerySchema,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import * as portal from './member-portal.service.ts';

/**
 * The member portal's administration: Login Accounts (126) searches accounts, Member Portal Audit History (127) reads
 * their events (spec §7 GetMemberPortalEventsById, GetMemberPortalAccountEvents), the Admin Console (129) reads a
 * member's accounts and unlocks them or sends the verification e-mail again (its write). Accounts are member data.
 */
export async function memberPortalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const readAccounts = (memberData: MemberDataWords) => access('crm-login-accounts', 'read', { memberData });
  const readEvents = (memberData: MemberDataWords) => access('crm-member-portal-audit', 'read', { memberData });
  const readConsole = (memberData: MemberDataWords) =>
    access('crm-member-portal-admin-console', 'read', { memberData });
  const writeConsole = (memberData: MemberDataWords) =>
    access('crm-member-portal-admin-console', 'write', { memberData });

  app.get(
    `${CRM_API}/SearchMemberPortalAccounts`,
    {
      config: readAccounts('Member portal accounts searched.'),
      schema: { querystring: portalAccountSearchQuerySchema, response: { 200: portalAccountListSchema } },
    },
    async (request) => portal.searchAccounts(db, request.query),
  );
  app.get(
    `${CRM_API}/GetMemberPortalAccountStatus`,
    {
      config: readConsole("Member's portal account status viewed."),
      schema: { querystring: portalAccountStatusQuerySchema, response: { 200: portalAccountListSchema } },
    },
    async (request) => {
      // A member id no member has is not a member without an account (or events): the screens say which it is.
      const { memberId } = request.query;
      if ((await membersByIds(pool, [memberId])).length === 0)
        throw notFound(MEMBER_PORTAL_MESSAGES.noMember(memberId));
      return portal.accountsOfMember(db, memberId);
    },
  );
  app.post(
    `${CRM_ODATA}/default.UnlockMemberPortalAccount`,
    {
      config: writeConsole("Member's portal account unlocked."),
      schema: { body: portalAccountActionSchema, response: { 200: portalAccountSchema } },
    },
    async (request) => portal.unlockAccount(db, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.ResendMemberPortalVerification`,
    {
      config: writeConsole('Member portal verification resent to the member.'),
      schema: { body: portalAccountActionSchema, response: { 200: portalAccountSchema } },
    },
    async (request) => portal.resendVerification(db, actorOf(request), request.body),
  );
  app.get(
    `${CRM_ODATA}/default.GetMemberPortalEventsById`,
    {
      config: readEvents("Member's portal events viewed."),
      schema: { querystring: portalEventsByIdQuerySchema, response: { 200: portalEventListSchema } },
    },
    async (request) => {
      const { memberId } = request.query;
      if (memberId !== undefined && (await membersByIds(pool, [memberId])).length === 0)
        throw notFound(MEMBER_PORTAL_MESSAGES.noMember(memberId));
      return portal.eventsById(db, request.query);
    },
  );
  app.get(
    `${CRM_ODATA}/default.GetMemberPortalAccountEvents`,
    {
      config: readEvents('Member portal account events viewed.'),
      schema: { querystring: portalAccountEventsQuerySchema, response: { 200: portalEventListSchema } },
    },
    async (request) => portal.accountEvents(db, request.query),
  );
}
