import { sql, type SQL } from 'drizzle-orm';
import { MODULES, type Action } from '@portal/contracts/platform/modules';
import { WORKFLOW_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import { ADMIN_GROUP } from '../../platform/access/current-user.ts';
import type { ODataFields } from '../../platform/odata/odata-compile.ts';
import type { ListSource } from '../../platform/db/list-page.ts';

/**
 * The SQL of the CRM's OData lists: for each entity set its FROM, its row's columns (named as the contracts' rows) and
 * the whitelist of fields $filter and $orderby may name. Free text (subjects, notes, descriptions) can be filtered but
 * not sorted by. Each list's default order is that of an index (created_at).
 */

/** My Queue's module id (49): the CRM's users are those granted it. */
export const CRM_MY_QUEUE_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-my-queue')?.id ?? 49;

export type { ListSource } from '../../platform/db/list-page.ts';

const f = (column: SQL, type: ODataFields[string]['type'], sortable = true): ODataFields[string] => ({
  column,
  type,
  sortable,
});

/** A workflow type's label (the spec's workflowTypeString), from the contracts' list. */
export const workflowTypeLabel = (column: SQL): SQL =>
  sql`(case ${column} ${sql.join(
    Object.entries(WORKFLOW_TYPES).map(([type, { label }]) => sql`when ${type}::text then ${label}::text`),
    sql` `,
  )} else ${column} end)`;

export const CASE_COLUMNS = sql`c.id, c.member_id as "memberId", c.queue_id as "queueId", c.case_type as "caseType",
  c.subject, c.priority, c.status, c.is_closed as "isClosed", c.owner, c.origin_interaction_id as "originInteractionId",
  c.reopened_count as "reopenedCount", c.sla_due_at as "slaDueAt", c.created_by as "createdBy",
  c.created_at as "createdDate", c.modified_by as "modifiedBy", c.modified_at as "modifiedDate",
  c.closed_by as "closedBy", c.closed_at as "closedDate", c.version`;

export const CASE_FIELDS: ODataFields = {
  id: f(sql`c.id`, 'number'),
  memberId: f(sql`c.member_id`, 'string'),
  queueId: f(sql`c.queue_id`, 'number'),
  caseType: f(sql`c.case_type`, 'string'),
  subject: f(sql`c.subject`, 'string', false),
  description: f(sql`c.description`, 'string', false),
  priority: f(sql`c.priority`, 'string'),
  status: f(sql`c.status`, 'string'),
  isClosed: f(sql`c.is_closed`, 'boolean'),
  owner: f(sql`c.owner`, 'string'),
  originInteractionId: f(sql`c.origin_interaction_id`, 'number'),
  reopenedCount: f(sql`c.reopened_count`, 'number'),
  slaDueAt: f(sql`c.sla_due_at`, 'datetime'),
  createdBy: f(sql`c.created_by`, 'string'),
  createdDate: f(sql`c.created_at`, 'datetime'),
  modifiedBy: f(sql`c.modified_by`, 'string'),
  modifiedDate: f(sql`c.modified_at`, 'datetime'),
  closedBy: f(sql`c.closed_by`, 'string'),
  closedDate: f(sql`c.closed_at`, 'datetime'),
};

export const WORKFLOW_COLUMNS = sql`w.id, w.member_id as "memberId", w.case_id as "caseId",
  w.workflow_type as "workflowType", ${workflowTypeLabel(sql`w.workflow_type`)} as "workflowTypeString", w.status,
  w.reason, w.owner, w.sla_due_at as "slaDueAt", w.escalated_to as "escalatedTo", w.created_by as "createdBy",
  w.created_at as "createdDate", w.modified_by as "modifiedBy", w.modified_at as "modifiedDate",
  w.closed_by as "closedBy", w.closed_at as "closedDate", w.version,
  (select string_agg((a.item->>'label') || ': ' || (a.item->>'text'), '; ' order by a.n)
    from jsonb_array_elements(w.form_answers) with ordinality as a(item, n)) as "formAnswersText"`;

export const WORKFLOW_FIELDS: ODataFields = {
  id: f(sql`w.id`, 'number'),
  memberId: f(sql`w.member_id`, 'string'),
  caseId: f(sql`w.case_id`, 'number'),
  workflowType: f(sql`w.workflow_type`, 'string'),
  workflowTypeString: f(workflowTypeLabel(sql`w.workflow_type`), 'string'),
  status: f(sql`w.status`, 'string'),
  reason: f(sql`w.reason`, 'string', false),
  owner: f(sql`w.owner`, 'string'),
  serviceFlowId: f(sql`w.service_flow_id`, 'number'),
  slaDueAt: f(sql`w.sla_due_at`, 'datetime'),
  escalatedTo: f(sql`w.escalated_to`, 'string'),
  createdBy: f(sql`w.created_by`, 'string'),
  createdDate: f(sql`w.created_at`, 'datetime'),
  modifiedBy: f(sql`w.modified_by`, 'string'),
  modifiedDate: f(sql`w.modified_at`, 'datetime'),
  closedBy: f(sql`w.closed_by`, 'string'),
  closedDate: f(sql`w.closed_at`, 'datetime'),
};

export const TASK_COLUMNS = sql`t.id, t.workflow_id as "workflowId", t.case_id as "caseId", t.member_id as "memberId",
  t.task_type as "taskType", t.status, t.description, t.assigned_to as "assignedTo", t.sla_due_at as "slaDueAt",
  t.created_by as "createdBy", t.created_at as "createdDate", t.modified_by as "modifiedBy",
  t.modified_at as "modifiedDate", t.closed_by as "closedBy", t.closed_at as "closedDate", t.version`;

export const TASK_FIELDS: ODataFields = {
  id: f(sql`t.id`, 'number'),
  workflowId: f(sql`t.workflow_id`, 'number'),
  caseId: f(sql`t.case_id`, 'number'),
  memberId: f(sql`t.member_id`, 'string'),
  taskType: f(sql`t.task_type`, 'string'),
  status: f(sql`t.status`, 'string'),
  description: f(sql`t.description`, 'string', false),
  assignedTo: f(sql`t.assigned_to`, 'string'),
  slaDueAt: f(sql`t.sla_due_at`, 'datetime'),
  createdBy: f(sql`t.created_by`, 'string'),
  createdDate: f(sql`t.created_at`, 'datetime'),
  modifiedBy: f(sql`t.modified_by`, 'string'),
  modifiedDate: f(sql`t.modified_at`, 'datetime'),
  closedBy: f(sql`t.closed_by`, 'string'),
  closedDate: f(sql`t.closed_at`, 'datetime'),
};

const interactionOfCase = (caseId: string | number) =>
  sql`i.id in (select ic.interaction_id from crm_interaction_cases ic where ic.case_id = ${caseId})`;

export const INTERACTION_COLUMNS = sql`i.id, i.member_id as "memberId",
  array(select ic.case_id::int from crm_interaction_cases ic where ic.interaction_id = i.id order by ic.case_id) as "caseIds",
  i.cti_id as "talkdeskId", i.direction as "callDirection", i.interaction_type as "interactionType",
  i.outcome as "callOutcome", i.phone_number as "phoneNumber", i.agent_name as "agentName", i.notes,
  i.started_at as "startedAt", i.ended_at as "endedAt", i.created_by as "createdBy",
  i.created_at as "createdDateTime", i.modified_by as "modifiedBy", i.modified_at as "modifiedDateTime", i.version`;

export const INTERACTION_FIELDS: ODataFields = {
  id: f(sql`i.id`, 'number'),
  memberId: f(sql`i.member_id`, 'string'),
  /** `CaseIds eq 5` (or `caseId eq 5`): the interactions linked to case 5. */
  caseIds: { column: sql`null`, type: 'number', matches: interactionOfCase },
  caseId: { column: sql`null`, type: 'number', matches: interactionOfCase },
  talkdeskId: f(sql`i.cti_id`, 'string'),
  callDirection: f(sql`i.direction`, 'string'),
  interactionType: f(sql`i.interaction_type`, 'string'),
  callOutcome: f(sql`i.outcome`, 'string'),
  phoneNumber: f(sql`i.phone_number`, 'string'),
  agentName: f(sql`i.agent_name`, 'string'),
  notes: f(sql`i.notes`, 'string', false),
  startedAt: f(sql`i.started_at`, 'datetime'),
  endedAt: f(sql`i.ended_at`, 'datetime'),
  createdBy: f(sql`i.created_by`, 'string'),
  createdDateTime: f(sql`i.created_at`, 'datetime'),
  modifiedBy: f(sql`i.modified_by`, 'string'),
  modifiedDateTime: f(sql`i.modified_at`, 'datetime'),
};

export const RECORD_SOURCES = {
  cases: {
    from: sql`crm_cases c`,
    columns: CASE_COLUMNS,
    fields: CASE_FIELDS,
    defaultOrder: [{ field: 'createdDate', direction: 'desc' }],
    tieBreaker: sql`c.id`,
  },
  interactions: {
    from: sql`crm_interactions i`,
    columns: INTERACTION_COLUMNS,
    fields: INTERACTION_FIELDS,
    defaultOrder: [{ field: 'createdDateTime', direction: 'desc' }],
    tieBreaker: sql`i.id`,
  },
  workflows: {
    from: sql`crm_workflows w`,
    columns: WORKFLOW_COLUMNS,
    fields: WORKFLOW_FIELDS,
    defaultOrder: [{ field: 'createdDate', direction: 'desc' }],
    tieBreaker: sql`w.id`,
  },
  workflowtasks: {
    from: sql`crm_tasks t`,
    columns: TASK_COLUMNS,
    fields: TASK_FIELDS,
    defaultOrder: [{ field: 'createdDate', direction: 'desc' }],
    tieBreaker: sql`t.id`,
  },
  outboundsurveys: {
    from: sql`crm_outbound_surveys s`,
    columns: sql`s.id, s.case_id as "caseId", s.member_id as "memberId", s.survey_type as "surveyType",
      s.satisfaction, s.created_by as "createdBy", s.created_at as "createdDateTime"`,
    fields: {
      id: f(sql`s.id`, 'number'),
      caseId: f(sql`s.case_id`, 'number'),
      memberId: f(sql`s.member_id`, 'string'),
      surveyType: f(sql`s.survey_type`, 'string'),
      satisfaction: f(sql`s.satisfaction`, 'number'),
      createdBy: f(sql`s.created_by`, 'string'),
      createdDateTime: f(sql`s.created_at`, 'datetime'),
    },
    defaultOrder: [{ field: 'createdDateTime', direction: 'desc' }],
    tieBreaker: sql`s.id`,
  },
} as const satisfies Record<string, ListSource>;

// ---- Lookups ----------------------------------------------------------------------------------------------------------

const LOOKUP_FIELDS = (valueType: 'string' | 'number'): ODataFields => ({
  Value: f(sql`l.value`, valueType),
  Text: f(sql`l.text`, 'string'),
});

/** A fixed list as a lookup source: `(values ...) l(value, text)`, filterable and sortable like any list. */
export function fixedLookup(rows: readonly { value: string | number; text: string }[]): ListSource {
  const numeric = rows.every((row) => typeof row.value === 'number');
  const values = sql.join(
    rows.map((row) =>
      numeric ? sql`(${row.value}::int, ${row.text}::text)` : sql`(${row.value}::text, ${row.text}::text)`,
    ),
    sql`, `,
  );
  return {
    from: sql`(values ${values}) l(value, text)`,
    columns: sql`l.value as "Value", l.text as "Text"`,
    fields: LOOKUP_FIELDS(numeric ? 'number' : 'string'),
    defaultOrder: [{ field: 'Text', direction: 'asc' }],
    tieBreaker: sql`l.value`,
  };
}

/**
 * The active users holding `action` on My Queue (module 49), through a group or their own grant, and the portal's
 * administrators: the people who own, create, change, close or are assigned CRM items.
 */
export function crmUsersFrom(action: Action): SQL {
  const moduleId = CRM_MY_QUEUE_MODULE_ID;
  return sql`(select u.username as value, u.name as text, u.email from users u where u.is_active and (
      exists (select 1 from user_groups ug join module_grants g on g.group_id = ug.group_id
        where ug.user_id = u.id and g.module_id = ${moduleId} and ${action}::text = any(g.actions))
      or exists (select 1 from module_grants g where g.user_id = u.id and g.module_id = ${moduleId}
        and ${action}::text = any(g.actions))
      or exists (select 1 from user_groups ug join groups gr on gr.id = ug.group_id
        where ug.user_id = u.id and gr.name = ${ADMIN_GROUP}))) l`;
}

/** The CRM's users as a lookup (Value and Text: username and name). */
export const USERS_LOOKUP: ListSource = {
  from: crmUsersFrom('read'),
  columns: sql`l.value as "Value", l.text as "Text"`,
  fields: LOOKUP_FIELDS('string'),
  defaultOrder: [{ field: 'Text', direction: 'asc' }],
  tieBreaker: sql`l.value`,
};

/** The active queues (Value the id, Text the name). */
export const QUEUES_LOOKUP: ListSource = {
  from: sql`(select q.id as value, q.name as text from crm_queues q where q.is_active) l`,
  columns: sql`l.value as "Value", l.text as "Text"`,
  fields: LOOKUP_FIELDS('number'),
  defaultOrder: [{ field: 'Text', direction: 'asc' }],
  tieBreaker: sql`l.value`,
};

// ---- Reading ----------------------------------------------------------------------------------------------------------

// The CRM's lists read pages through the platform's one list helper.
export { cappedCount, isoRow, listPage, rowsOf } from '../../platform/db/list-page.ts';
