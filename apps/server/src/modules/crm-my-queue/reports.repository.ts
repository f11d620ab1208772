import { sql, type SQL } from 'drizzle-orm';
import type {
  CrmAdvancedSearchEntity,
  CrmAdvancedSearchFilters,
  FailedFcrFilter,
} from '@portal/contracts/crm-my-queue/reports';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { laDateOf, laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';
import { badRequest } from '../../platform/errors/errors.ts';
import { compileFilter, compileOrderBy } from '../../platform/odata/odata-compile.ts';
import { RECORD_SOURCES, cappedCount, rowsOf, type ListSource } from './lists.repository.ts';
import { toStatement } from '../../platform/db/statement.ts';

/**
 * The SQL of the CRM's reports. Date ranges are Los Angeles days, both ends included, read as instants on the
 * created_at indexes of crm.tables.ts.
 */

export const createdIn = (column: SQL, from: string, to: string) =>
  sql`${column} >= ${laDayStart(from)} and ${column} < ${laDayAfter(to)}`;

/** One page of a report's rows in their order (timestamps as ISO instants), and their number up to the cap. */
const reportPage = (
  db: DbOrTx,
  query: { select: SQL; fromWhere: SQL },
  page: { skip: number; top: number; countCap: number },
) =>
  Promise.all([
    rowsOf<Record<string, unknown>>(db, sql`${query.select} limit ${page.top} offset ${page.skip}`),
    cappedCount(db, query.fromWhere, page.countCap),
  ]);

// ---- Failed first-call resolutions ------------------------------------------------------------------------------------

const INTERACTION_COUNT = sql`(select count(*)::int from crm_interaction_cases ic where ic.case_id = c.id)`;
const FAILED_FCR_FROM = (filter: FailedFcrFilter) =>
  sql`from crm_cases c where ${createdIn(sql`c.created_at`, filter.fromDate, filter.toDate)}
    and (c.reopened_count > 0 or ${INTERACTION_COUNT} > 1)`;

const FAILED_FCR_SELECT = (filter: FailedFcrFilter) => sql`select c.id as "caseId", c.member_id as "memberId",
    c.case_type as "caseType", c.subject, c.owner, c.status, c.is_closed as "isClosed", c.created_at as "createdDate",
    c.closed_at as "closedDate", c.origin_interaction_id as "originInteractionId",
    ${INTERACTION_COUNT} as "interactionCount", c.reopened_count as "reopenedCount",
    concat_ws(', ', case when ${INTERACTION_COUNT} > 1 then 'Several interactions' end,
      case when c.reopened_count > 0 then 'Reopened' end) as reason
    ${FAILED_FCR_FROM(filter)} order by c.created_at desc, c.id desc`;

export async function failedFcrPage(db: DbOrTx, filter: FailedFcrFilter, skip: number, top: number, countCap: number) {
  const query = { select: FAILED_FCR_SELECT(filter), fromWhere: FAILED_FCR_FROM(filter) };
  const [rows, count] = await reportPage(db, query, { skip, top, countCap });
  return { rows, count };
}

export function failedFcrExportQuery(filter: FailedFcrFilter): { text: string; values: unknown[] } {
  return toStatement(FAILED_FCR_SELECT(filter));
}

// ---- Advanced search --------------------------------------------------------------------------------------------------

interface SearchColumns {
  source: ListSource;
  caseId: (id: number) => SQL;
  status: SQL;
  type: SQL;
  assignee: SQL;
  createdBy: SQL;
  created: SQL;
  open: SQL;
  sla: SQL | null;
  text: SQL;
  memberId: SQL;
}

const SEARCH: Record<CrmAdvancedSearchEntity, SearchColumns> = {
  cases: {
    source: RECORD_SOURCES.cases,
    caseId: (id) => sql`c.id = ${id}`,
    status: sql`c.status`,
    type: sql`c.case_type`,
    assignee: sql`c.owner`,
    createdBy: sql`c.created_by`,
    created: sql`c.created_at`,
    open: sql`not c.is_closed`,
    sla: sql`c.sla_due_at`,
    text: sql`c.subject`,
    memberId: sql`c.member_id`,
  },
  workflows: {
    source: RECORD_SOURCES.workflows,
    caseId: (id) => sql`w.case_id = ${id}`,
    status: sql`w.status`,
    type: sql`w.workflow_type`,
    assignee: sql`w.owner`,
    createdBy: sql`w.created_by`,
    created: sql`w.created_at`,
    open: sql`w.closed_at is null`,
    sla: sql`w.sla_due_at`,
    text: sql`w.reason`,
    memberId: sql`w.member_id`,
  },
  tasks: {
    source: RECORD_SOURCES.workflowtasks,
    caseId: (id) => sql`t.case_id = ${id}`,
    status: sql`t.status`,
    type: sql`t.task_type`,
    assignee: sql`t.assigned_to`,
    createdBy: sql`t.created_by`,
    created: sql`t.created_at`,
    open: sql`t.closed_at is null`,
    sla: sql`t.sla_due_at`,
    text: sql`t.description`,
    memberId: sql`t.member_id`,
  },
  interactions: {
    source: RECORD_SOURCES.interactions,
    caseId: (id) => sql`i.id in (select ic.interaction_id from crm_interaction_cases ic where ic.case_id = ${id})`,
    status: sql`i.outcome`,
    type: sql`i.interaction_type`,
    assignee: sql`i.agent_name`,
    createdBy: sql`i.created_by`,
    created: sql`i.created_at`,
    open: sql`i.ended_at is null`,
    sla: null,
    text: sql`i.notes`,
    memberId: sql`i.member_id`,
  },
};

export const SLA_NOT_FOR_INTERACTIONS = 'Interactions have no SLA; search cases, workflows or tasks by SLA.';

/** The WHERE of an advanced search: each filter given narrows it, and the optional OData filter on top. */
function searchWhere(entity: CrmAdvancedSearchEntity, filters: CrmAdvancedSearchFilters): SQL {
  const s = SEARCH[entity];
  const where: SQL[] = [compileFilter(filters.filter, s.source.fields)];
  if (filters.memberId) where.push(sql`${s.memberId} = ${filters.memberId.toUpperCase()}`);
  if (filters.caseId !== undefined) where.push(s.caseId(filters.caseId));
  if (filters.statuses.length > 0) where.push(sql`${s.status} = any(${sql.param(filters.statuses)}::text[])`);
  if (filters.types.length > 0) where.push(sql`${s.type} = any(${sql.param(filters.types)}::text[])`);
  if (filters.assignee) where.push(sql`${s.assignee} = ${filters.assignee}`);
  if (filters.createdBy) where.push(sql`${s.createdBy} = ${filters.createdBy}`);
  if (filters.createdFrom) where.push(sql`${s.created} >= ${laDayStart(filters.createdFrom)}`);
  if (filters.createdTo) where.push(sql`${s.created} < ${laDayAfter(filters.createdTo)}`);
  if (filters.open !== undefined) where.push(filters.open ? s.open : sql`not (${s.open})`);
  if (filters.sla) {
    if (!s.sla) throw badRequest(SLA_NOT_FOR_INTERACTIONS);
    where.push(sql`${s.open} and ${s.sla} ${filters.sla === 'exceeding' ? sql`<` : sql`>=`} now()`);
  }
  if (filters.text) where.push(sql`${s.text} ilike ${containsPattern(filters.text)}`);
  return sql.join(where, sql` and `);
}

function searchSelect(entity: CrmAdvancedSearchEntity, filters: CrmAdvancedSearchFilters) {
  const { source } = SEARCH[entity];
  const where = searchWhere(entity, filters);
  const order = compileOrderBy(filters.orderBy, source.fields, source.defaultOrder, source.tieBreaker);
  return {
    select: sql`select ${source.columns} from ${source.from} where ${where} order by ${order}`,
    fromWhere: sql`from ${source.from} where ${where}`,
  };
}

export async function advancedSearchPage(
  db: DbOrTx,
  entity: CrmAdvancedSearchEntity,
  filters: CrmAdvancedSearchFilters,
  page: { skip: number; take: number; countCap: number },
) {
  const query = searchSelect(entity, filters);
  const [rows, total] = await reportPage(db, query, { skip: page.skip, top: page.take, countCap: page.countCap });
  return { rows, total };
}

export function advancedSearchExportQuery(
  entity: CrmAdvancedSearchEntity,
  filters: CrmAdvancedSearchFilters,
): { text: string; values: unknown[] } {
  return toStatement(searchSelect(entity, filters).select);
}

// ---- Dashboards -------------------------------------------------------------------------------------------------------

/** Items created per Los Angeles day of the range, by kind. */
export function volumesPerDay(db: DbOrTx, from: string, to: string) {
  const perDay = (table: SQL) =>
    sql`select ${laDateOf(sql`created_at`)} as day, count(*)::int as n from ${table}
      where ${createdIn(sql`created_at`, from, to)} group by 1`;
  return rowsOf<{ day: string; kind: string; n: number }>(
    db,
    sql`select day::text as day, kind, n from (
      select 'cases' as kind, * from (${perDay(sql`crm_cases`)}) a
      union all select 'interactions', * from (${perDay(sql`crm_interactions`)}) b
      union all select 'workflows', * from (${perDay(sql`crm_workflows`)}) c
      union all select 'tasks', * from (${perDay(sql`crm_tasks`)}) d) v order by day`,
  );
}

/**
 * Of the items created in the range that are closed, how many closed by their SLA due time (read on the created_at
 * indexes: an item's SLA is that of the range it was opened in).
 */
export function slaCompliance(db: DbOrTx, from: string, to: string) {
  const of = (kind: string, table: SQL, closed: SQL) =>
    sql`select ${kind}::text as kind, count(*)::int as closed,
      count(*) filter (where closed_at <= sla_due_at)::int as "closedWithinSla"
      from ${table} where ${createdIn(sql`created_at`, from, to)} and ${closed}`;
  return rowsOf<{ kind: 'cases' | 'workflows' | 'tasks'; closed: number; closedWithinSla: number }>(
    db,
    sql`${of('cases', sql`crm_cases`, sql`is_closed`)}
      union all ${of('workflows', sql`crm_workflows`, sql`closed_at is not null`)}
      union all ${of('tasks', sql`crm_tasks`, sql`closed_at is not null`)}`,
  );
}

/** Cases created in the range, and those of them that failed first-call resolution. */
export async function firstCallResolution(db: DbOrTx, from: string, to: string) {
  const [row] = await rowsOf<{ cases: number; failed: number }>(
    db,
    sql`select count(*)::int as cases,
      count(*) filter (where c.reopened_count > 0 or ${INTERACTION_COUNT} > 1)::int as failed
      from crm_cases c where ${createdIn(sql`c.created_at`, from, to)}`,
  );
  return row ?? { cases: 0, failed: 0 };
}
