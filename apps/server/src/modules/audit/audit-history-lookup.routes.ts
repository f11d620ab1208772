import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_HISTORY_MESSAGES,
  auditHistoryQuerySchema,
  auditHistoryResponseSchema,
} from '@portal/contracts/audit/audit-history-lookup';
import { MODULES } from '@portal/contracts/platform/modules';
import { badRequest } from '../../platform/errors/errors.ts';
import { access } from '../../platform/access/route-access.ts';
import { auditDetailsOf, countAuditEvents, readAuditEvents } from '../../platform/audit/audit-events.ts';

/**
 * Module short codes of the spec (shell spec §7 "audithistory?module=vpcp", §9 "CareOnDemand=VCC, JSA=JSA"): the
 * virtual PCP is Care on Demand. Any catalogue key ('ipa-admin'), menu group ('Care on Demand') or id works too.
 */
const SHORT_CODES: Record<string, string> = { vpcp: 'Care on Demand', vcc: 'Care on Demand', jsa: 'JSA' };

export function moduleIdsFor(code: string): number[] {
  const lower = code.toLowerCase();
  const group = SHORT_CODES[lower];
  if (group) return MODULES.filter((entry) => entry.group === group).map((entry) => entry.id);
  if (/^\d+$/.test(code)) return MODULES.some((entry) => entry.id === Number(code)) ? [Number(code)] : [];
  const byKey = MODULES.filter((entry) => entry.key === lower);
  if (byKey.length > 0) return byKey.map((entry) => entry.id);
  return MODULES.filter((entry) => entry.group?.toLowerCase() === lower).map((entry) => entry.id);
}

/** GET /api/audithistory?module= (module 36 Audit History readers): a module's audit events, newest first, paged. */
export async function auditHistoryLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/api/audithistory',
    {
      config: access('audit', 'read', { memberData: 'Module audit history viewed.' }),
      schema: { querystring: auditHistoryQuerySchema, response: { 200: auditHistoryResponseSchema } },
    },
    async (request) => {
      const query = request.query;
      const moduleIds = moduleIdsFor(query.module);
      if (moduleIds.length === 0) throw badRequest(AUDIT_HISTORY_MESSAGES.unknownModule);
      const filter = {
        moduleIds,
        fromDay: query.start,
        toDay: query.end,
        userIds: query.userId ? [query.userId] : [],
        eventType: query.eventType,
        itemId: query.itemId,
      };
      // Counting stops at 100,000: the grid pages through at most that many; a 2,000,000-row table stays fast.
      const [events, total] = await Promise.all([
        readAuditEvents(db, filter, { skip: query.$skip, take: query.$top }),
        countAuditEvents(db, filter, 100_000),
      ]);
      return { items: events.map((event) => ({ ...event, details: auditDetailsOf(event) })), total };
    },
  );
}
