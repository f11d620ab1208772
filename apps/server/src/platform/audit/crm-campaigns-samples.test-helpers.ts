import type { InjectOptions } from 'fastify';
import type { Pool } from 'pg';

/**
 * The read-audit walk's calls of campaigns (issue 13): the campaign eligible members list (a campaign made for the
 * sample, for the active members of one plan contract, listed by the CRM admin) and the campaign of an outreach case
 * (a case of the demo data made a campaign's outreach, read by the agent).
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
    'GET /api/crm/myqueue/GetCaseCampaign': {
      user: 'crm.agent',
      request: async () => {
        const { rows } = await pool().query<{ caseId: number }>(
          `with made as (
             insert into crm_campaigns (name, criteria, created_by, modified_by)
             values ('Read audit outreach', '{}'::jsonb, 'crm.admin', 'crm.admin') returning id
           )
           insert into crm_campaign_outreach (campaign_id, member_id, case_id)
           select made.id, c.member_id, c.id from made, crm_cases c order by c.id limit 1
           returning case_id::int as "caseId"`,
        );
        return { url: `/api/crm/myqueue/GetCaseCampaign?caseId=${rows[0]!.caseId}` };
      },
    },
  };
}
