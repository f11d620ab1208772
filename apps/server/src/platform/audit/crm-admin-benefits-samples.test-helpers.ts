import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of CRM admin plan materials and communications (issue 13): the mail and e-mail status
 * lists (they name members) and a template's preview with a member's data. The member is the first of the seeded
 * test database.
 */
export function crmAdminBenefitsSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const API = '/api/crm/myqueue';
  const CRM = '/odata/crm/myqueue/default';
  return {
    [`GET ${API}/GetMailStatus`]: { user: 'crm.agent', request: async () => ({ url: `${API}/GetMailStatus` }) },
    [`GET ${API}/GetEmailStatus`]: { user: 'crm.admin', request: async () => ({ url: `${API}/GetEmailStatus` }) },
    [`POST ${CRM}.previewCommunicationTemplate`]: {
      user: 'crm.admin',
      request: async () => {
        const { memberId } = (
          await pool().query<{ memberId: string }>(
            'select member_id as "memberId" from members order by member_id limit 1',
          )
        ).rows[0]!;
        return {
          method: 'POST',
          url: `${CRM}.previewCommunicationTemplate`,
          payload: { memberId, channel: 'SMS', subject: '', body: 'Hi {{member.firstName}}' },
        };
      },
    },
  };
}
