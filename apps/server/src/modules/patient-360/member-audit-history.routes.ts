import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAuditHistoryQuerySchema, memberAuditHistorySchema } from '@portal/contracts/patient-360/advanced-search';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { access } from '../../platform/access/route-access.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { memberAuditHistory } from '../audit/member-audit-history.service.ts';
import { memberExists } from './member-record.repository.ts';

/**
 * GET /api/memberaudithistory?memberId&skip&take (Patient 360, module 12): who did what to, or read what of, the member,
 * newest first, from the audit module. Its export, POST /api/memberaudithistory/excelexport with the memberId filter,
 * is served by the audit module beside the Audit History screen's member-reads export at the same path.
 */
export async function memberAuditHistoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/api/memberaudithistory',
    {
      config: access('patient-360', 'read', { memberData: "Member's audit history viewed." }),
      schema: { querystring: memberAuditHistoryQuerySchema, response: { 200: memberAuditHistorySchema } },
    },
    async (request) => {
      const { memberId, skip, take } = request.query;
      const [known, history] = await Promise.all([
        memberExists(db, memberId),
        memberAuditHistory(db, memberId, { skip, take }),
      ]);
      if (!known) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
      return history;
    },
  );
}
