import type { InjectOptions } from 'fastify';
import type { Pool } from 'pg';

/**
 * The read-audit walk's call of the campaign eligible members list (issue 13): a campaign made for the sample, for the
 * active members of one plan contract, listed by the CRM admin.
 */
export function crmCampaignsSamples(
  pool: () => Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  return {
    'GET /odata/crm/myqueue/campaigneligiblemembers': {
      user: 'crm.admin',
      request: async () => {
        const { rows } = await pool().query<{ id: number }>(
          `insert into crm_campaigns (name, criteria, created_by, modified_by)
           select 'Read audit sample', jsonb_build_object('contractCodes', jsonb_build_array(contract_code)),
             'crm.admin', 'crm.admin'
           from members where is_active order by member_id limit 1 returning id`,
        );
        return { url: `/odata/crm/myqueue/campaigneligiblemembers?id=${rows[0]!.id}&$top=5` };
      },
    },
  };
}
