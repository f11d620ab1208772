import { post, type Json, type StaleCase } from './stale-case.ts';

const CRM = '/odata/crm/myqueue/default';

/** The CRM's workflows and tasks: update, escalate and close a workflow; update and close a task. */
export const CRM_WORKFLOW_STALE_CASES: StaleCase[] = [
  {
    name: 'CRM workflow update',
    endpoint: `POST ${CRM}.UpdateWorkflow`,
    user: 'crm.agent',
    table: 'crm_workflows',
    // A POA validation's form has no outside checks: sent back as stored with a new note.
    pick: `select id, version, form_data from crm_workflows where closed_at is null and workflow_type = 'PoaValidation'
      order by id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.UpdateWorkflow`, {
        id: row.id,
        version: row.version,
        workflowType: 'PoaValidation',
        status: 'In Progress',
        formData: { ...(row.form_data as Json), notes: `Stale check ${change}` },
      }),
  },
  {
    name: 'CRM workflow escalation',
    endpoint: `POST ${CRM}.EscalateWorkflow`,
    user: 'crm.agent',
    table: 'crm_workflows',
    pick: `select id, version from crm_workflows where closed_at is null order by id desc limit 1`,
    request: async (row, change) =>
      post(`${CRM}.EscalateWorkflow`, {
        workflowId: row.id,
        version: row.version,
        escalateTo: 'crm.admin',
        reason: `Stale check ${change}`,
      }),
  },
  {
    name: 'CRM workflow close',
    endpoint: `POST ${CRM}.CloseWorkflow`,
    user: 'crm.agent',
    table: 'crm_workflows',
    // Without open tasks, and of a type whose close has no further condition.
    pick: `select w.id, w.version from crm_workflows w where w.closed_at is null
      and w.workflow_type in ('DemographicChange', 'PoaValidation', 'MemberReimbursement')
      and not exists (select 1 from crm_tasks t where t.workflow_id = w.id and t.closed_at is null)
      order by w.id desc limit 1`,
    request: async (row) => post(`${CRM}.CloseWorkflow`, { workflowId: row.id, version: row.version }),
  },
  {
    name: 'CRM task update',
    endpoint: `POST ${CRM}.UpdateWorkflowTask`,
    user: 'crm.agent',
    table: 'crm_tasks',
    pick: `select id, version from crm_tasks where closed_at is null order by id limit 1`,
    request: async (row, change) =>
      post(`${CRM}.UpdateWorkflowTask`, {
        id: row.id,
        version: row.version,
        status: 'In Progress',
        assignedTo: 'crm.agent',
        description: `Stale check ${change}`,
      }),
  },
  {
    name: 'CRM task close',
    endpoint: `POST ${CRM}.CloseWorkflowTask`,
    user: 'crm.agent',
    table: 'crm_tasks',
    pick: `select id, version from crm_tasks where closed_at is null order by id desc limit 1`,
    request: async (row) =>
      post(`${CRM}.CloseWorkflowTask`, { workflowTaskId: row.id, version: row.version, status: 'Closed' }),
  },
];
