import type { Database } from '../platform/db/client.ts';

/**
 * The demo's service actions and text replace shortcuts (issue 13). Three service actions apply to every plan from
 * the start of 2024 (a replacement ID card, a PCP change, a reimbursement request) and one is switched off; three
 * shortcuts expand in the CRM's note boxes. All synthetic.
 */
export async function seedCrmAdminService(database: Database): Promise<void> {
  const flows = [
    {
      name: 'Replacement ID card',
      description: 'Mail the member a new member ID card.',
      workflowType: 'RequestPlanMaterial',
      tasks: [{ taskType: 'Send Letter', assigneeRule: 'Workflow owner' }],
      isActive: true,
    },
    {
      name: 'Change my PCP',
      description: 'Choose a new primary care provider with the member on the call.',
      workflowType: 'PcpChange',
      tasks: [
        { taskType: 'Verify Information', assigneeRule: 'Agent starting the action' },
        { taskType: 'Provider Outreach', assigneeRule: 'Case owner' },
      ],
      isActive: true,
    },
    {
      name: 'Reimburse an over-the-counter purchase',
      description: 'Collect the receipt and request the reimbursement.',
      workflowType: 'MemberReimbursement',
      tasks: [
        { taskType: 'Review Documents', assigneeRule: 'Workflow owner' },
        { taskType: 'Issue Payment', assigneeRule: 'Workflow owner' },
      ],
      isActive: true,
    },
    {
      name: 'Address change (retired)',
      description: 'Replaced by the demographic change workflow on the case.',
      workflowType: 'DemographicChange',
      tasks: [],
      isActive: false,
    },
  ];
  for (const flow of flows)
    await database.pool.query(
      `insert into crm_service_flows (name, description, workflow_type, tasks, effective_from, is_active, created_by,
         modified_by)
       values ($1, $2, $3, $4::jsonb, '2024-01-01', $5, 'crm.admin', 'crm.admin')`,
      [flow.name, flow.description, flow.workflowType, JSON.stringify(flow.tasks), flow.isActive],
    );
  const options = [
    { shortcut: ';vm', expansion: 'Left a voicemail for the member.' },
    { shortcut: ';cb', expansion: 'The member asked for a call back.' },
    { shortcut: ';id', expansion: 'Verified the member by name, date of birth and address.' },
  ];
  await database.pool.query(
    `insert into crm_settings (id, value, modified_by, modified_at) values ('textReplaceOptions', $1::jsonb, 'crm.admin',
       now()) on conflict (id) do nothing`,
    [JSON.stringify({ options })],
  );
}
