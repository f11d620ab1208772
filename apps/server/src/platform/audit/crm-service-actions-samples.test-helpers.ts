import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of service actions (issue 13): the flows offered to a member and one of them by id.
 * The member and the flow (a demo one that applies to every plan) are read from the seeded test database.
 */
export function crmServiceActionsSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const CRM = '/odata/crm/myqueue';
  const user = 'crm.agent';
  const first = async <T extends Record<string, unknown>>(text: string): Promise<T> =>
    (await pool().query<T>(text)).rows[0]!;
  const memberId = async () =>
    (await first<{ memberId: string }>(`select member_id as "memberId" from members order by id limit 1`)).memberId;
  const flowId = async () =>
    (
      await first<{ id: number }>(
        `select id from crm_service_flows where is_active and not is_deleted and jsonb_array_length(plans) = 0
         and effective_from <= current_date and effective_to >= current_date order by id limit 1`,
      )
    ).id;
  return {
    [`GET ${CRM}/default.GetServiceFlowsForMember`]: {
      user,
      request: async () => ({ url: `${CRM}/default.GetServiceFlowsForMember?memberId=${await memberId()}` }),
    },
    [`GET ${CRM}/default.getServiceFlowForMember`]: {
      user,
      request: async () => ({
        url: `${CRM}/default.getServiceFlowForMember?id=${await flowId()}&memberId=${await memberId()}`,
      }),
    },
  };
}
