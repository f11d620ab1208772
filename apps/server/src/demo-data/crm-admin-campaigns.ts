import type { Database } from '../platform/db/client.ts';

/**
 * The demo's campaigns (issue 13): the campaign defaults (outreach to the Member Services queue, a short script and the
 * usual outcomes) and three inactive campaigns with different criteria (a plan contract, an age band, a member tag),
 * so the Campaigns screen shows member counts at once. Activating one on the screen creates its outreach cases.
 */
export async function seedCrmAdminCampaigns(database: Database): Promise<void> {
  const { pool } = database;
  await pool.query(
    `insert into crm_campaign_config (id, default_queue_id, default_script, default_outcomes, modified_by, modified_at)
     select 1, q.id, 'Introduce yourself and the plan, confirm the member''s identity, then explain why you are calling.',
       '["Reached - completed", "Reached - declined", "Left voicemail", "No answer", "Wrong number"]'::jsonb,
       'crm.admin', now()
     from crm_queues q where q.name = 'Member Services'
     on conflict (id) do nothing`,
  );
  const { rows } = await pool.query<{ contractCode: string }>(
    `select contract_code as "contractCode" from members where is_active group by contract_code order by count(*) desc limit 1`,
  );
  const contract = rows[0]?.contractCode;
  const campaigns: [string, string, object][] = [
    [
      'Annual wellness visit',
      'Invite members to schedule their annual wellness visit.',
      { contractCodes: contract ? [contract] : [], minAge: 65 },
    ],
    ['Flu shot reminder 85+', 'Remind our oldest members about the flu shot.', { minAge: 85 }],
    [
      'Caregiver support check-in',
      'Check in with members whose caregiver is involved in their care.',
      { tags: ['Caregiver Involved'] },
    ],
  ];
  for (const [name, description, criteria] of campaigns)
    await pool.query(
      `insert into crm_campaigns (name, description, criteria, created_by, modified_by)
       values ($1, $2, $3::jsonb, 'crm.admin', 'crm.admin')`,
      [name, description, JSON.stringify(criteria)],
    );
}
