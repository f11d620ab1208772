import { sql, type SQL } from 'drizzle-orm';
import type { SearchEnrollmentsFilter, StatusCount, WorklistRow } from '@portal/contracts/enrollment/worklist';
import { ENROLLMENT_STATUSES } from '@portal/contracts/enrollment/enrollment-codes';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { Pool } from 'pg';
import type { Actor } from '../../platform/audit/audit.ts';
import type { PageReads } from '../../platform/audit/audited-page.ts';
import { arrayRows, columnPositions, rowReader } from '../../platform/db/array-rows.ts';
import { toStatement } from '../../platform/db/statement.ts';
import { cursorRows } from '../../platform/exports/cursor-rows.ts';
import { liveLockSql } from './enrollment-lock.service.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import { LA_TODAY, laDateOf, laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';

/** A LIKE prefix of the user's text, lower-cased, for the `lower(column) like` conditions. */
export function likePrefix(text: string): string {
  return startsWithPattern(text.toLowerCase());
}

/** An id's start in any case, for the `upper(column) like` conditions (each has its `text_pattern_ops` index). */
const idPrefix = (column: SQL, text: string): SQL =>
  sql`upper(${column}) like ${startsWithPattern(text.toUpperCase())}`;

/** The work list filters of enrollment spec §2 as SQL conditions on indexed columns. */
const nameParts = (memberName: string): string[] => memberName.split(/[\s,]+/).filter(Boolean);

export function worklistConditions(filter: SearchEnrollmentsFilter, actor: Actor): SQL[] {
  const where: SQL[] = [];
  if (filter.avaWorkItemId) where.push(sql`w.id = ${filter.avaWorkItemId}`);
  if (filter.memberName) {
    const parts = nameParts(filter.memberName);
    if (parts.length >= 2) {
      const [a, b] = [likePrefix(parts[0] ?? ''), likePrefix(parts[1] ?? '')];
      where.push(
        sql`((lower(w.last_name) like ${a} and lower(w.first_name) like ${b}) or (lower(w.first_name) like ${a} and lower(w.last_name) like ${b}))`,
      );
    } else {
      const p = likePrefix(parts[0] ?? '');
      where.push(sql`(lower(w.last_name) like ${p} or lower(w.first_name) like ${p})`);
    }
  }
  if (filter.confirmationNumber) where.push(idPrefix(sql`w.online_enroll_reference_no`, filter.confirmationNumber));
  const status = filter.processingStatus ?? filter.appStatus;
  if (status) where.push(sql`w.processing_status = ${status}`);
  // Submission days are the plan's Los Angeles days, whatever the database session's time zone.
  if (filter.submissionStartDate) where.push(sql`w.created_at >= ${laDayStart(filter.submissionStartDate)}`);
  if (filter.submissionEndDate) where.push(sql`w.created_at < ${laDayAfter(filter.submissionEndDate)}`);
  if (filter.submittedBy) where.push(sql`lower(w.created_by_name) like ${likePrefix(filter.submittedBy)}`);
  if (filter.coverageYear) where.push(sql`w.coverage_year = ${filter.coverageYear}`);
  if (filter.broker) where.push(sql`w.broker_code = ${filter.broker}`);
  if (filter.salesRep)
    where.push(
      sql`(w.sales_rep_code = ${filter.salesRep} or lower(w.sales_rep_name) like ${likePrefix(filter.salesRep)})`,
    );
  if (filter.assignedEnrollmentRep) where.push(sql`w.assigned_to = ${filter.assignedEnrollmentRep}`);
  if (filter.userName) where.push(sql`lower(w.assigned_to_name) like ${likePrefix(filter.userName)}`);
  if (filter.isMyEnrollment) where.push(sql`w.assigned_to = ${actor.user.id}`);
  if (filter.statisticTileStatus === 'Locked') where.push(liveLockSql());
  else if (filter.statisticTileStatus) where.push(sql`w.processing_status = ${filter.statisticTileStatus}`);
  if (filter.memberId) where.push(idPrefix(sql`w.member_id`, filter.memberId));
  if (filter.source) where.push(sql`w.received_via = ${filter.source}`);
  if (filter.contractCode) where.push(sql`w.contract_code = ${filter.contractCode.toUpperCase()}`);
  if (filter.planCode) where.push(sql`w.pbp_code = ${filter.planCode}`);
  return where;
}

const whereClause = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

const SORT_COLUMNS: Record<SearchEnrollmentsFilter['sortBy'], SQL> = {
  avaWorkItemId: sql`w.id`,
  createdAt: sql`w.created_at`,
  lastName: sql`lower(w.last_name)`,
  processingStatus: sql`w.processing_status`,
  proposedEffectiveDate: sql`w.proposed_effective_date`,
};

/**
 * Columns that may be empty sort their empty values last. The others are NOT NULL: leaving `nulls last` off lets
 * PostgreSQL read them in index order instead of sorting every matching row.
 */
const NULLABLE_SORTS = new Set<SearchEnrollmentsFilter['sortBy']>(['lastName', 'proposedEffectiveDate']);

/** The work list counts at most this many rows (the pager offers 200 pages of 50; filters narrow the rest). */
export const WORKLIST_COUNT_CAP = 10_001;

/** The work list's columns in the order selectRow reads them (rows are read as arrays: platform/db/array-rows.ts). */
const WORKLIST_FIELDS = [
  'id',
  'received_via',
  'file_name',
  'member_id',
  'first_name',
  'last_name',
  'birthdate',
  'age_in_days',
  'processing_status',
  'request_type',
  'medicare_id',
  'medical_id',
  'proposed_effective_date',
  'contract_code',
  'pbp_code',
  'sales_rep_name',
  'assigned_to_name',
  'assigned_to',
  'created_by_name',
  'created_at',
  'online_enroll_reference_no',
  'locked_by_name',
  'version',
] as const;
const read = rowReader(columnPositions(WORKLIST_FIELDS));

/** The lock holder comes from the row itself (the lock is stored on the work item): no join, no subquery. */
const selectRow =
  () => sql`select w.id, w.received_via, w.file_name, w.member_id, w.first_name, w.last_name, w.birthdate,
  (${LA_TODAY} - ${laDateOf(sql`w.created_at`)})::int as age_in_days,
  w.processing_status, w.request_type, w.medicare_id, w.medical_id, w.proposed_effective_date, w.contract_code, w.pbp_code,
  w.sales_rep_name, w.assigned_to_name, w.assigned_to, w.created_by_name, to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  w.online_enroll_reference_no, case when ${liveLockSql()} then w.locked_by_name end as locked_by_name, w.version
  from enrollment_work_items w`;

export function toWorklistRow(r: unknown[]): WorklistRow {
  return {
    avaWorkItemId: read.number(r, 'id'),
    receivedVia: read.text(r, 'received_via'),
    fileName: read.optional(r, 'file_name'),
    memberId: read.optional(r, 'member_id'),
    firstName: read.optional(r, 'first_name'),
    lastName: read.optional(r, 'last_name'),
    birthdate: read.optional(r, 'birthdate'),
    ageInDays: read.number(r, 'age_in_days'),
    processingStatus: read.text(r, 'processing_status'),
    requestType: read.optional(r, 'request_type'),
    medicareId: read.optional(r, 'medicare_id'),
    medicalId: read.optional(r, 'medical_id'),
    proposedEffectiveDate: read.optional(r, 'proposed_effective_date'),
    contractCode: read.optional(r, 'contract_code'),
    pbpCode: read.optional(r, 'pbp_code'),
    salesRepName: read.optional(r, 'sales_rep_name'),
    assignedTo: read.optional(r, 'assigned_to_name'),
    assignedToId: read.optionalNumber(r, 'assigned_to'),
    createdByName: read.text(r, 'created_by_name'),
    createdAt: read.text(r, 'created_at'),
    onlineEnrollReferenceNo: read.optional(r, 'online_enroll_reference_no'),
    lockedByName: read.optional(r, 'locked_by_name'),
    version: read.number(r, 'version'),
  };
}

/**
 * The capped count of the list. A search by one word of a name alone (the commonest search) counts the last-name
 * matches and the first-name matches whose last name does not match, each capped, in two index-only scans of the name
 * indexes (they carry the names): a common surname matching 20,000 items no longer reads 10,001 rows from the table.
 * Any other filter counts the matching rows themselves.
 */
function countSql(filter: SearchEnrollmentsFilter, actor: Actor, where: SQL): SQL {
  const parts = filter.memberName ? nameParts(filter.memberName) : [];
  if (parts.length === 1 && worklistConditions(filter, actor).length === 1) {
    const p = likePrefix(parts[0] ?? '');
    return sql`select least(
      (select count(*) from (select 1 from enrollment_work_items w where lower(w.last_name) like ${p} limit ${WORKLIST_COUNT_CAP}) l)
      + (select count(*) from (select 1 from enrollment_work_items w where lower(w.first_name) like ${p}
          and (lower(w.last_name) like ${p}) is not true limit ${WORKLIST_COUNT_CAP}) f),
      ${WORKLIST_COUNT_CAP})::int as total`;
  }
  return sql`select count(*)::int as total from (select 1 from enrollment_work_items w ${where} limit ${WORKLIST_COUNT_CAP}) capped`;
}

/** The work list's order: the grid's sort column and direction, id breaking ties (the page and the export share it). */
function orderClause(filter: SearchEnrollmentsFilter): SQL {
  const direction = filter.sortDirection === 'asc' ? sql`asc` : sql`desc`;
  const nulls = NULLABLE_SORTS.has(filter.sortBy) ? sql` nulls last` : sql``;
  return sql`order by ${SORT_COLUMNS[filter.sortBy]} ${direction}${nulls}, w.id ${direction}`;
}

/** One page of the work list and its capped total, sent together (limit/offset on an indexed order; id breaks ties). */
export function worklistReads(pool: Pool, actor: Actor, filter: SearchEnrollmentsFilter): PageReads<WorklistRow> {
  const where = whereClause(worklistConditions(filter, actor));
  const offset = (filter.page - 1) * filter.pageSize;
  return {
    rows: arrayRows(
      pool,
      sql`${selectRow()} ${where} ${orderClause(filter)} limit ${filter.pageSize} offset ${offset}`,
    ).then((rows) => rows.map(toWorklistRow)),
    // Counting stops at WORKLIST_COUNT_CAP: a status with 150,000 items must not cost a full count on every page.
    total: pool
      .query<{ total: number }>(toStatement(countSql(filter, actor, where)))
      .then((count) => count.rows[0]?.total ?? 0),
  };
}

/**
 * At most `limit` rows for the export, in the order the grid shows them (its sort travels with the filters), streamed
 * through the shared server-side cursor so a large export never sits in memory.
 */
export async function* worklistExportRows(
  pool: Pool,
  actor: Actor,
  filter: SearchEnrollmentsFilter,
  limit: number,
): AsyncGenerator<WorklistRow> {
  const where = whereClause(worklistConditions(filter, actor));
  const { text, values } = toStatement(sql`${selectRow()} ${where} ${orderClause(filter)}`);
  for await (const row of cursorRows(pool, text, values, { limit }))
    yield toWorklistRow(WORKLIST_FIELDS.map((field) => row[field]));
}

/** Whether more than `count` items match the filters (an export's cap check, before its file starts). */
export async function worklistMatchesMoreThan(
  db: DbOrTx,
  actor: Actor,
  filter: SearchEnrollmentsFilter,
  count: number,
): Promise<boolean> {
  const where = whereClause(worklistConditions(filter, actor));
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from enrollment_work_items w ${where} limit ${count + 1}) capped`,
  );
  return (rows[0]?.n ?? 0) > count;
}

/**
 * GET MemberEnrollmentStatistic/GetWorklistStatusCount: a count per status (every status, zero included),
 * 'Locked' and 'All', for the tiles. The tiles count under the same filters as the list, except the tile itself.
 */
export async function worklistStatusCounts(
  db: DbOrTx,
  actor: Actor,
  filter: SearchEnrollmentsFilter,
): Promise<StatusCount[]> {
  const where = whereClause(
    worklistConditions(
      { ...filter, statisticTileStatus: undefined, processingStatus: undefined, appStatus: undefined },
      actor,
    ),
  );
  const { rows } = await db.execute<{ status: string; count: number; locked: number }>(
    sql`select w.processing_status as status, count(*)::int as count, (count(*) filter (where ${liveLockSql()}))::int as locked from enrollment_work_items w ${where} group by w.processing_status`,
  );
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  const all = rows.reduce((sum, row) => sum + row.count, 0);
  const locked = rows.reduce((sum, row) => sum + row.locked, 0);
  return [
    ...ENROLLMENT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    { status: 'Locked', count: locked },
    { status: 'All', count: all },
  ];
}
