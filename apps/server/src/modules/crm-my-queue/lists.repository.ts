import { sql, type SQL } from 'drizzle-orm';
import { MODULES, type Action } from '@portal/contracts/platform/modules';
import { WORKFLOW_TYPES } from '@portal/contracts/crm-my-queue/crm-constants';
import { ADMIN_GROUP } from '../../platform/access/current-user.ts';
import { type ODataFields, odataField } from '../../platform/odata/odata-compile.ts';
import type { ListSource } from '../../platform/db/list-page.ts';
import { userNameOf } from '../../platform/db/user-name.ts';

/**
 * The SQL of the CRM's OData lists: for each entity set its FROM, its row's columns (named as the contracts' rows) and
 * the whitelist of fields $filter and $orderby may name. Free text (subjects, notes, descriptions) can be filtered but
 * not sorted by. Each list's default order is that of an index (created_at).
 */

/** My Queue's module id (49): the CRM's users are those granted it. */
export const CRM_MY_QUEUE_MODULE_ID = MODULES.find((entry) => entry.key === 'crm-my-queue')?.id ?? 49;

export type { ListSource } from '../../platform/db/list-page.ts';

/** A workflow type's label (the spec's workflowTypeString), from the contracts' list. */
export const workflowTypeLabel = (column: SQL): SQL =>
  sql`(case ${column} ${sql.join(
    Object.entries(WORKFLOW_TYPES).map(([type, { label }]) => sql`when ${type}::text then ${label}::text`),
    sql` `,
  )} else ${column} end)`;

/**
 * The `...Name` fields of a list (ownerName, createdByName, ...): each person column's name as screens show it (the
 * name, else the username), so a column sorted or filtered by name orders and matches what the user sees. Each reads a
 * LEFT JOIN of users on the username (`from` below): a hash join when the whole list is sorted by name, and dropped by
 * PostgreSQL when no $filter or $orderby names it (username is unique), so other orders keep their index plans.
 */
function withPeople(table: SQL, people: Record<string, SQL>): { from: SQL; nameFields: ODataFields } {
  const entries = Object.entries(people).map(([field, column]) => ({ field, column, alias: sql.raw(`${field}_user`) }));
  return {
    from: sql`${table} ${sql.join(
      entries.map(({ column, alias }) => sql`left join users ${alias} on ${alias}.username = ${column}`),
      sql` `,
    )}`,
    nameFields: Object.fromEntries(
      entries.map(({ field, column, alias }) => [
        `${field}Name`,
        odataField(sql`coalesce(${alias}.name, ${column})`, 'string'),
      ]),
    ),
  };
}

export const CASE_COLUMNS = sql`c.id, c.member_id as "memberId", c.queue_id as "queueId", c.case_type as "caseType",
  c.subject, c.priority, c.status, c.is_closed as "isClosed", c.owner, c.origin_interaction_id as "originInteractionId",
  c.reopened_count as "reopenedCount", c.sla_due_at as "slaDueAt", c.created_by as "createdBy",
  c.created_at as "createdDate", c.modified_by as "modifiedBy", c.modified_at as "modifiedDate",
  c.closed_by as "closedBy", c.closed_at as "closedDate", c.version, ${userNameOf(sql`c.owner`)} as "ownerName",
  ${userNameOf(sql`c.created_by`)} as "createdByName", ${userNameOf(sql`c.modified_by`)} as "modifiedByName",
  ${userNameOf(sql`c.closed_by`)} as "closedByName"`;

export const CASE_FIELDS: ODataFields = {
  id: odataField(sql`c.id`, 'number'),
  memberId: odataField(sql`c.member_id`, 'string'),
  queueId: odataField(sql`c.queue_id`, 'number'),
  caseType: odataField(sql`c.case_type`, 'string'),
  subject: odataField(sql`c.subject`, 'string', false),
  description: odataField(sql`c.description`, 'string', false),
  priority: odataField(sql`c.priority`, 'string'),
  status: odataField(sql`c.status`, 'string'),
  isClosed: odataField(sql`c.is_closed`, 'boolean'),
  owner: odataField(sql`c.owner`, 'string'),
  originInteractionId: odataField(sql`c.origin_interaction_id`, 'number'),
  reopenedCount: odataField(sql`c.reopened_count`, 'number'),
  slaDueAt: odataField(sql`c.sla_due_at`, 'datetime'),
  createdBy: odataField(sql`c.created_by`, 'string'),
  createdDate: odataField(sql`c.created_at`, 'datetime'),
  modifiedBy: odataField(sql`c.modified_by`, 'string'),
  modifiedDate: odataField(sql`c.modified_at`, 'datetime'),
  closedBy: odataField(sql`c.closed_by`, 'string'),
  closedDate: odataField(sql`c.closed_at`, 'datetime'),
};

export const WORKFLOW_COLUMNS = sql`w.id, w.member_id as "memberId", w.case_id as "caseId",
  w.workflow_type as "workflowType", ${workflowTypeLabel(sql`w.workflow_type`)} as "workflowTypeString", w.status,
  w.reason, w.owner, w.sla_due_at as "slaDueAt", w.escalated_to as "escalatedTo", w.created_by as "createdBy",
  w.created_at as "createdDate", w.modified_by as "modifiedBy", w.modified_at as "modifiedDate",
  w.closed_by as "closedBy", w.closed_at as "closedDate", w.version, ${userNameOf(sql`w.owner`)} as "ownerName",
  ${userNameOf(sql`w.created_by`)} as "createdByName", ${userNameOf(sql`w.modified_by`)} as "modifiedByName",
  ${userNameOf(sql`w.closed_by`)} as "closedByName",
  (select string_agg((a.item->>'label') || ': ' || (a.item->>'text'), '; ' order by a.n)
    from jsonb_array_elements(w.form_answers) with ordinality as a(item, n)) as "formAnswersText"`;

export const WORKFLOW_FIELDS: ODataFields = {
  id: odataField(sql`w.id`, 'number'),
  memberId: odataField(sql`w.member_id`, 'string'),
  caseId: odataField(sql`w.case_id`, 'number'),
  workflowType: odataField(sql`w.workflow_type`, 'string'),
  workflowTypeString: odataField(workflowTypeLabel(sql`w.workflow_type`), 'string'),
  status: odataField(sql`w.status`, 'string'),
  reason: odataField(sql`w.reason`, 'string', false),
  owner: odataField(sql`w.owner`, 'string'),
  serviceFlowId: odataField(sql`w.service_flow_id`, 'number'),
  slaDueAt: odataField(sql`w.sla_due_at`, 'datetime'),
  escalatedTo: odataField(sql`w.escalated_to`, 'string'),
  createdBy: odataField(sql`w.created_by`, 'string'),
  createdDate: odataField(sql`w.created_at`, 'datetime'),
  modifiedBy: odataField(sql`w.modified_by`, 'string'),
  modifiedDate: odataField(sql`w.modified_at`, 'datetime'),
  closedBy: odataField(sql`w.closed_by`, 'string'),
  closedDate: odataField(sql`w.closed_at`, 'datetime'),
};

export const TASK_COLUMNS = sql`t.id, t.workflow_id as "workflowId", t.case_id as "caseId", t.member_id as "memberId",
  t.task_type as "taskType", t.status, t.description, t.assigned_to as "assignedTo", t.sla_due_at as "slaDueAt",
  t.created_by as "createdBy", t.created_at as "createdDate", t.modified_by as "modifiedBy",
  t.modified_at as "modifiedDate", t.closed_by as "closedBy", t.closed_at as "closedDate", t.version,
  ${userNameOf(sql`t.assigned_to`)} as "assignedToName", ${userNameOf(sql`t.created_by`)} as "createdByName",
  ${userNameOf(sql`t.modified_by`)} as "modifiedByName", ${userNameOf(sql`t.closed_by`)} as "closedByName"`;

export const TASK_FIELDS: ODataFields = {
  id: odataField(sql`t.id`, 'number'),
  workflowId: odataField(sql`t.workflow_id`, 'number'),
  caseId: odataField(sql`t.case_id`, 'number'),
  memberId: odataField(sql`t.member_id`, 'string'),
  taskType: odataField(sql`t.task_type`, 'string'),
  status: odataField(sql`t.status`, 'string'),
  description: odataField(sql`t.description`, 'string', false),
  assignedTo: odataField(sql`t.assigned_to`, 'string'),
  slaDueAt: odataField(sql`t.sla_due_at`, 'datetime'),
  createdBy: odataField(sql`t.created_by`, 'string'),
  createdDate: odataField(sql`t.created_at`, 'datetime'),
  modifiedBy: odataField(sql`t.modified_by`, 'string'),
  modifiedDate: odataField(sql`t.modified_at`, 'datetime'),
  closedBy: odataField(sql`t.closed_by`, 'string'),
  closedDate: odataField(sql`t.closed_at`, 'datetime'),
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
  id: odataField(sql`i.id`, 'number'),
  memberId: odataField(sql`i.member_id`, 'string'),
  /** `CaseIds eq 5` (or `caseId eq 5`): the interactions linked to case 5. */
  caseIds: { column: sql`null`, type: 'number', matches: interactionOfCase },
  caseId: { column: sql`null`, type: 'number', matches: interactionOfCase },
  talkdeskId: odataField(sql`i.cti_id`, 'string'),
  callDirection: odataField(sql`i.direction`, 'string'),
  interactionType: odataField(sql`i.interaction_type`, 'string'),
  callOutcome: odataField(sql`i.outcome`, 'string'),
  phoneNumber: odataField(sql`i.phone_number`, 'string'),
  agentName: odataField(sql`i.agent_name`, 'string'),
  notes: odataField(sql`i.notes`, 'string', false),
  startedAt: odataField(sql`i.started_at`, 'datetime'),
  endedAt: odataField(sql`i.ended_at`, 'datetime'),
  createdBy: odataField(sql`i.created_by`, 'string'),
  createdDateTime: odataField(sql`i.created_at`, 'datetime'),
  modifiedBy: odataField(sql`i.modified_by`, 'string'),
  modifiedDateTime: odataField(sql`i.modified_at`, 'datetime'),
};

const CASE_PEOPLE = withPeople(sql`crm_cases c`, {
  owner: sql`c.owner`,
  createdBy: sql`c.created_by`,
  modifiedBy: sql`c.modified_by`,
  closedBy: sql`c.closed_by`,
});
const WORKFLOW_PEOPLE = withPeople(sql`crm_workflows w`, {
  owner: sql`w.owner`,
  createdBy: sql`w.created_by`,
  modifiedBy: sql`w.modified_by`,
  closedBy: sql`w.closed_by`,
});
const TASK_PEOPLE = withPeople(sql`crm_tasks t`, {
  assignedTo: sql`t.assigned_to`,
  createdBy: sql`t.created_by`,
  modifiedBy: sql`t.modified_by`,
  closedBy: sql`t.closed_by`,
});

export const RECORD_SOURCES = {
  cases: {
    from: CASE_PEOPLE.from,
    columns: CASE_COLUMNS,
    fields: { ...CASE_FIELDS, ...CASE_PEOPLE.nameFields },
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
    from: WORKFLOW_PEOPLE.from,
    columns: WORKFLOW_COLUMNS,
    fields: { ...WORKFLOW_FIELDS, ...WORKFLOW_PEOPLE.nameFields },
    defaultOrder: [{ field: 'createdDate', direction: 'desc' }],
    tieBreaker: sql`w.id`,
  },
  workflowtasks: {
    from: TASK_PEOPLE.from,
    columns: TASK_COLUMNS,
    fields: { ...TASK_FIELDS, ...TASK_PEOPLE.nameFields },
    defaultOrder: [{ field: 'createdDate', direction: 'desc' }],
    tieBreaker: sql`t.id`,
  },
  outboundsurveys: {
    from: sql`crm_outbound_surveys s`,
    columns: sql`s.id, s.case_id as "caseId", s.member_id as "memberId", s.survey_type as "surveyType",
      s.satisfaction, s.created_by as "createdBy", s.created_at as "createdDateTime"`,
    fields: {
      id: odataField(sql`s.id`, 'number'),
      caseId: odataField(sql`s.case_id`, 'number'),
      memberId: odataField(sql`s.member_id`, 'string'),
      surveyType: odataField(sql`s.survey_type`, 'string'),
      satisfaction: odataField(sql`s.satisfaction`, 'number'),
      createdBy: odataField(sql`s.created_by`, 'string'),
      createdDateTime: odataField(sql`s.created_at`, 'datetime'),
    },
    defaultOrder: [{ field: 'createdDateTime', direction: 'desc' }],
    tieBreaker: sql`s.id`,
  },
} as const satisfies Record<string, ListSource>;

// ---- Lookups ----------------------------------------------------------------------------------------------------------

const LOOKUP_FIELDS = (valueType: 'string' | 'number'): ODataFields => ({
  Value: odataField(sql`l.value`, valueType),
  Text: odataField(sql`l.text`, 'string'),
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
