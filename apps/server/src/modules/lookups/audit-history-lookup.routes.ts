import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_HISTORY_MESSAGES, auditHistoryQuerySchema, auditHistoryResponseSchema } from '@portal/contracts/lookups/audit-history';
import { MODULES } from '@portal/contracts/platform/modules';
import { badRequest } from '../../platform/errors/errors.ts';
import { access } from '../../platform/access/route-access.ts';

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
  const { pool } = app.ctx.database;

  app.get(
    '/api/audithistory',
    { config: access('audit', 'read', { memberData: true }), schema: { querystring: auditHistoryQuerySchema, response: { 200: auditHistoryResponseSchema } } },
    async (request) => {
      const query = request.query;
      const moduleIds = moduleIdsFor(query.module);
      if (moduleIds.length === 0) throw badRequest(AUDIT_HISTORY_MESSAGES.unknownModule);
      const values: unknown[] = [moduleIds];
      const conditions = ['a.module_id = any($1::int[])'];
      // Start and End are calendar days in Los Angeles time (the product's "now" and display zone).
      if (query.start) {
        values.push(query.start);
        conditions.push(`a.timestamp >= ($${values.length}::date)::timestamp at time zone 'America/Los_Angeles'`);
      }
      if (query.end) {
        values.push(query.end);
        conditions.push(`a.timestamp < ($${values.length}::date + 1)::timestamp at time zone 'America/Los_Angeles'`);
      }
      for (const [column, value] of [['user_id', query.userId], ['event_type', query.eventType], ['item_id', query.itemId]] as const) {
        if (value) {
          values.push(value);
          conditions.push(`a.${column} = $${values.length}`);
        }
      }
      const where = conditions.join(' and ');
      const [page, count] = await Promise.all([
        pool.query<{ id: number; itemId: string | null; timestamp: Date; userId: string; eventType: string; moduleId: number | null; clientIp: string | null; companyIds: string[] | null; details: unknown }>(
          `select a.id, a.item_id as "itemId", a.timestamp, a.user_id as "userId", a.event_type as "eventType", a.module_id as "moduleId",
                  a.client_ip as "clientIp", a.company_ids as "companyIds", a.details
           from audit_events a where ${where} order by a.timestamp desc, a.id desc limit $${values.length + 1} offset $${values.length + 2}`,
          [...values, query.$top, query.$skip],
        ),
        // Counting stops at 100,000: the grid pages through at most that many; a 2,000,000-row table stays fast.
        pool.query<{ total: number }>(`select count(*)::int as total from (select 1 from audit_events a where ${where} limit 100000) capped`, values),
      ]);
      return { items: page.rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() })), total: count.rows[0]?.total ?? 0 };
    },
  );
}
