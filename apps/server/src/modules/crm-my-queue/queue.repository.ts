import { sql, type SQL } from 'drizzle-orm';
import { RECENTLY_CLOSED_DAYS, type WorklistList } from '@portal/contracts/crm-my-queue/queue';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { TeamMember } from '@portal/contracts/crm-my-queue/queue';
import {
  CASE_COLUMNS,
  TASK_COLUMNS,
  WORKFLOW_COLUMNS,
  crmUsersFrom,
  rowsOf,
  workflowTypeLabel,
} from './lists.repository.ts';
import { toStatement } from '../../platform/db/statement.ts';
import { cappedCountOf } from '../../platform/db/list-page.ts';

/**
 * The SQL of my queue. Every list reads one of crm.tables.ts's per-user indexes: open cases by (owner, sla_due_at) or
 * (owner, modified_at), open workflows by (owner, sla_due_at), tasks by (assigned_to, sla_due_at) while open and
 * (assigned_to, closed_at) once closed; open tasks of a workflow by crm_tasks_workflow_open_idx.
 */

export interface WorklistSource {
  kind: 'case' | 'workflow' | 'task';
  /** FROM and WHERE for the user. */
  fromWhere: SQL;
  order: SQL;
  /**
   * FROM and WHERE of disjoint parts whose counts add up to the list's, where counting them apart reads indexes only
   * (an OR of two conditions would visit the table's rows).
   */
  countParts?: SQL[];
}

// The workflow's open tasks, counted by every task write (crm_workflows.open_task_count, in the owner's SLA index).
const openTaskOf = sql`w.open_task_count > 0`;
const openTasksColumn = sql`w.open_task_count`;

function workflowSla(username: string, exceeding: boolean, hasOpenTasks: boolean | undefined): WorklistSource {
  const sla = exceeding ? sql`w.sla_due_at < now()` : sql`w.sla_due_at >= now()`;
  const tasks =
    hasOpenTasks === undefined ? sql`` : hasOpenTasks ? sql` and ${openTaskOf}` : sql` and w.open_task_count = 0`;
  return {
    kind: 'workflow',
    fromWhere: sql`from crm_workflows w where w.owner = ${username} and w.closed_at is null and ${sla}${tasks}`,
    order: sql`w.sla_due_at, w.id`,
  };
}

const recentlyClosed = (username: string, status: 'Closed' | 'Rejected'): WorklistSource => ({
  kind: 'task',
  fromWhere: sql`from crm_tasks t where t.assigned_to = ${username} and t.closed_at is not null
    and t.closed_at >= now() - make_interval(days => ${RECENTLY_CLOSED_DAYS}) and t.status = ${status}`,
  order: sql`t.closed_at desc, t.id desc`,
});

const openCases = (username: string, condition: SQL) =>
  sql`from crm_cases c where c.owner = ${username} and not c.is_closed and ${condition}`;

/** The FROM, WHERE and order of one queue list for a user. */
export function worklistSource(list: WorklistList, username: string, hasOpenTasks?: boolean): WorklistSource {
  switch (list) {
    case 'GetUrgentCases':
      return {
        kind: 'case',
        fromWhere: openCases(username, sql`(c.priority = 'Urgent' or c.sla_due_at < now())`),
        order: sql`c.sla_due_at, c.id`,
        // Past SLA (crm_cases_owner_open_sla_idx) and Urgent not yet due (crm_cases_owner_open_urgent_idx).
        countParts: [
          openCases(username, sql`c.sla_due_at < now()`),
          openCases(username, sql`c.priority = 'Urgent' and c.sla_due_at >= now()`),
        ],
      };
    case 'GetRecentlyClosedTasks':
      return recentlyClosed(username, 'Closed');
    case 'GetRecentlyClosedRejectedTasks':
      return recentlyClosed(username, 'Rejected');
    case 'GetCasesCandidatesToClose':
      return {
        kind: 'case',
        // At least one workflow, none open, no open task: the case's work counters (crm_cases_owner_close_candidates_idx).
        fromWhere: openCases(username, sql`c.workflow_count > 0 and c.open_work_count = 0`),
        order: sql`c.modified_at, c.id`,
      };
    case 'GetWorkflowsExceedingSla':
      return workflowSla(username, true, hasOpenTasks);
    case 'GetWorkflowsWithinSla':
      return workflowSla(username, false, hasOpenTasks);
    case 'GetCasesLastUpdatedByDifferentUser':
      return {
        kind: 'case',
        // The owner is the user: comparing with the column matches crm_cases_owner_updated_by_other_idx's condition.
        fromWhere: openCases(username, sql`c.modified_by <> c.owner`),
        order: sql`c.modified_at desc, c.id desc`,
      };
    case 'GetOpenTasksExceedingSla':
      return {
        kind: 'task',
        fromWhere: sql`from crm_tasks t where t.assigned_to = ${username} and t.closed_at is null and t.sla_due_at < now()`,
        order: sql`t.sla_due_at, t.id`,
      };
    case 'GetCasesWithinSla':
      return {
        kind: 'case',
        fromWhere: openCases(username, sql`c.sla_due_at >= now()`),
        order: sql`c.sla_due_at, c.id`,
      };
  }
}

const COLUMNS = {
  case: CASE_COLUMNS,
  workflow: sql`${WORKFLOW_COLUMNS}, ${openTasksColumn} as "openTasks"`,
  task: TASK_COLUMNS,
} as const;

/** The select of a list, in its order, without paging (the export reads it through the cursor). */
export const worklistSelect = (source: WorklistSource): SQL =>
  sql`select ${COLUMNS[source.kind]} ${source.fromWhere} order by ${source.order}`;

/** One page of a list; Row is the contracts' row of the source's kind (its COLUMNS). */
export const worklistPage = <Row extends Record<string, unknown>>(
  db: DbOrTx,
  source: WorklistSource,
  skip: number,
  top: number,
) => rowsOf<Row>(db, sql`${worklistSelect(source)} limit ${top} offset ${skip}`);

/**
 * The counts of several lists (each up to `cap` + 1) in one statement, so a screen's whole set of counts takes one
 * pool connection and one round trip, however many lists it counts.
 */
export async function worklistCounts<Name extends string>(
  db: DbOrTx,
  sources: Record<Name, WorklistSource>,
  cap: number,
): Promise<Record<Name, number>> {
  const columns = (Object.entries(sources) as [Name, WorklistSource][]).map(
    ([name, source]) => sql`${countOf(source, cap)} as ${sql.identifier(name)}`,
  );
  const [row] = await rowsOf<Record<Name, number>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  if (!row) throw new Error('The counts statement returned no row.');
  return row;
}

function countOf(source: WorklistSource, cap: number): SQL {
  if (!source.countParts) return cappedCountOf(source.fromWhere, cap);
  const parts = source.countParts.map((part) => cappedCountOf(part, cap));
  return sql`least(${sql.join(parts, sql` + `)}, ${cap + 1}::int)`;
}

export async function worklistCount(db: DbOrTx, source: WorklistSource, cap: number): Promise<number> {
  return (await worklistCounts(db, { total: source }, cap)).total;
}

/** A list as SQL text and values for the shared export cursor. */
export function worklistExportQuery(source: WorklistSource): { text: string; values: unknown[] } {
  return toStatement(worklistSelect(source));
}

/** The active user with this e-mail address (any case). */
export async function userByEmail(db: DbOrTx, email: string): Promise<{ username: string } | undefined> {
  const [row] = await rowsOf<{ username: string }>(
    db,
    sql`select username from users where lower(email) = lower(${email}) and is_active order by id limit 1`,
  );
  return row;
}

/** The active users who may work My Queue and have an e-mail, by name. */
export function teamMembers(db: DbOrTx): Promise<TeamMember[]> {
  return rowsOf<TeamMember>(
    db,
    sql`select l.value as username, l.text as name, l.email from ${crmUsersFrom('read')}
        where l.email is not null and l.email <> '' order by l.text, l.value`,
  );
}

/**
 * The user's open items (cases owned, workflows owned, tasks assigned), soonest due first: at most `limit` (each part
 * stops at it too, reading its per-user SLA index), or all of them for the export (`limit` null).
 */
function openCaseItemsSelect(username: string, limit: number | null): SQL {
  const first = limit === null ? sql`` : sql` limit ${limit}`;
  const part = (order: SQL) => (limit === null ? sql`` : sql` order by ${order}${first}`);
  return sql`select * from (
      (select 'case' as "crmItem", c.id, c.id as "caseId", c.member_id as "memberId", c.case_type as "itemType",
        c.subject as title, c.status, c.sla_due_at as "slaDueAt", c.created_at as "createdDate"
        from crm_cases c where c.owner = ${username} and not c.is_closed${part(sql`c.sla_due_at`)})
      union all
      (select 'workflow', w.id, w.case_id, w.member_id, ${workflowTypeLabel(sql`w.workflow_type`)},
        coalesce(w.reason, ${workflowTypeLabel(sql`w.workflow_type`)}), w.status,
        w.sla_due_at, w.created_at
        from crm_workflows w where w.owner = ${username} and w.closed_at is null${part(sql`w.sla_due_at`)})
      union all
      (select 'task', t.id, t.case_id, t.member_id, t.task_type, coalesce(t.description, t.task_type), t.status,
        t.sla_due_at, t.created_at
        from crm_tasks t where t.assigned_to = ${username} and t.closed_at is null${part(sql`t.sla_due_at`)})
    ) items order by "slaDueAt", "crmItem", id${first}`;
}

/** The user's open items, soonest due first, at most `limit`. */
export function openCaseItems(db: DbOrTx, username: string, limit: number) {
  return rowsOf<Record<string, unknown>>(db, openCaseItemsSelect(username, limit));
}

/** All the user's open items as SQL text and values for the shared export cursor (it stops at the export cap). */
export function openCaseItemsExportQuery(username: string): { text: string; values: unknown[] } {
  return toStatement(openCaseItemsSelect(username, null));
}
