import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  createMemberEscalationSchema,
  memberEscalationListSchema,
  memberEscalationSchema,
  memberEscalationsQuerySchema,
  resolveMemberEscalationSchema,
  updateMemberEscalationSchema,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { access, type MemberDataWords } from '../../platform/access/route-access.ts';
import { actorOf } from '../../platform/audit/audit.ts';
import * as escalations from './member-escalation.service.ts';

/**
 * CRM > Member Escalation (module 131): the list (GetMemberEscalations, with $filter/$orderby/$skip/$top) with the
 * module's read, raising and handling an escalation with its write. Escalations name members: reads are audited.
 */
export async function memberEscalationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, pool } = app.ctx.database;
  const read = (memberData: MemberDataWords) => access('crm-member-escalation', 'read', { memberData });
  const write = (memberData: MemberDataWords) => access('crm-member-escalation', 'write', { memberData });

  app.get(
    `${CRM_API}/GetMemberEscalations`,
    {
      config: read('Member escalations viewed.'),
      schema: { querystring: memberEscalationsQuerySchema, response: { 200: memberEscalationListSchema } },
    },
    async (request) => escalations.memberEscalations(db, request.query),
  );
  app.post(
    `${CRM_ODATA}/default.CreateMemberEscalation`,
    {
      config: write('Escalation created for the member.'),
      schema: { body: createMemberEscalationSchema, response: { 200: memberEscalationSchema } },
    },
    async (request) => escalations.createMemberEscalation(db, pool, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.UpdateMemberEscalation`,
    {
      config: write("Member's escalation updated."),
      schema: { body: updateMemberEscalationSchema, response: { 200: memberEscalationSchema } },
    },
    async (request) => escalations.updateMemberEscalation(db, actorOf(request), request.body),
  );
  app.post(
    `${CRM_ODATA}/default.ResolveMemberEscalation`,
    {
      config: write("Member's escalation resolved."),
      schema: { body: resolveMemberEscalationSchema, response: { 200: memberEscalationSchema } },
    },
    async (request) => escalations.resolveMemberEscalation(db, actorOf(request), request.body),
  );
}
