import { sql, type SQL } from 'drizzle-orm';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import type { Pool } from 'pg';
import type { DbOrTx } from '../db/client.ts';
import { sqlExportSource, type ExportSource } from '../exports/send-export.ts';
import { toStatement } from '../db/statement.ts';
import { userNameOfText } from '../db/user-name.ts';

/**
 * The one reader of audit_events. Modules read their audit history through these functions and never query the table
 * themselves, so the row has one shape and every filter lines up with the table's indexes: (timestamp),
 * (user_id, timestamp), (item_id, timestamp), (event_type, timestamp), (module_id, timestamp).
 */
export type AuditEventRecord = {
  id: number;
  itemId: string | null;
  /** ISO 8601 in UTC, milliseconds included. */
  timestamp: string;
  userId: string;
  /** The name of the user the event names (null for a username no user has, e.g. 'system' or 'member'). */
  userName: string | null;
  eventType: string;
  moduleId: number | null;
  clientIp: string | null;
  companyIds: string[] | null;
  /** The event's details as JSON text (null when none); read a field with {@link auditDetailsOf}. */
  details: string | null;
};

export interface AuditEventQuery {
  moduleIds?: readonly number[];
  itemId?: string | undefined;
  userIds?: readonly string[];
  eventType?: string | undefined;
  eventTypes?: readonly string[] | undefined;
  excludeEventTypes?: readonly string[];
  /** First day, Los Angeles time (the plan's business day), inclusive. */
  fromDay?: string | undefined;
  /** Last day, Los Angeles time, inclusive. */
  toDay?: string | undefined;
  /** A field of the details equal to a text value (e.g. feature = 'PaperEnrollment'). */
  detail?: { key: string; value: string } | undefined;
}

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function whereOf(query: AuditEventQuery): SQL {
  const conditions: SQL[] = [];
  if (query.fromDay)
    conditions.push(sql`a.timestamp >= (${query.fromDay}::date)::timestamp at time zone ${LOS_ANGELES}`);
  if (query.toDay)
    conditions.push(sql`a.timestamp < (${query.toDay}::date + 1)::timestamp at time zone ${LOS_ANGELES}`);
  if (query.moduleIds)
    conditions.push(query.moduleIds.length > 0 ? sql`a.module_id in (${list(query.moduleIds)})` : sql`false`);
  if (query.itemId) conditions.push(sql`a.item_id = ${query.itemId}`);
  if (query.userIds && query.userIds.length > 0) conditions.push(sql`a.user_id in (${list(query.userIds)})`);
  if (query.eventType) conditions.push(sql`a.event_type = ${query.eventType}`);
  if (query.eventTypes)
    conditions.push(query.eventTypes.length > 0 ? sql`a.event_type in (${list(query.eventTypes)})` : sql`false`);
  if (query.excludeEventTypes && query.excludeEventTypes.length > 0)
    conditions.push(sql`a.event_type not in (${list(query.excludeEventTypes)})`);
  if (query.detail) conditions.push(sql`a.details->>${query.detail.key} = ${query.detail.value}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

const COLUMNS =
  sql.raw(`a.id, a.item_id as "itemId", to_char(a.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
  a.user_id as "userId", ${userNameOfText('a.user_id')} as "userName", a.event_type as "eventType", a.module_id as "moduleId", a.client_ip as "clientIp", a.company_ids as "companyIds",
  a.details::text as details`);

/** One page of audit events, newest first unless `oldestFirst`. */
export async function readAuditEvents(
  db: DbOrTx,
  query: AuditEventQuery,
  page: { skip?: number; take: number; oldestFirst?: boolean },
): Promise<AuditEventRecord[]> {
  const direction = page.oldestFirst ? sql`asc` : sql`desc`;
  const { rows } = await db.execute<AuditEventRecord>(sql`
    select ${COLUMNS}
      from audit_events a
     where ${whereOf(query)}
     order by a.timestamp ${direction}, a.id ${direction}
     limit ${page.take} offset ${page.skip ?? 0}`);
  return rows;
}

/** How many audit events match; with `upTo`, counting stops at that many rows (a wide range of millions stays fast). */
export async function countAuditEvents(db: DbOrTx, query: AuditEventQuery, upTo?: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    upTo === undefined
      ? sql`select count(*)::int as n from audit_events a where ${whereOf(query)}`
      : sql`select count(*)::int as n from (select 1 from audit_events a where ${whereOf(query)} limit ${upTo}) capped`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The matching events for an export, newest first, through the shared server-side cursor (one batch in memory at a
 * time); the platform's export door stops them at the cap and says so.
 */
export function auditEventsExportSource(pool: Pool, query: AuditEventQuery): ExportSource {
  const fromAndWhere = toStatement(sql`from audit_events a where ${whereOf(query)}`);
  const select = toStatement(
    sql`select ${COLUMNS} from audit_events a where ${whereOf(query)} order by a.timestamp desc, a.id desc`,
  );
  return sqlExportSource(pool, select.text, select.values, { fromAndWhere: fromAndWhere.text });
}

/** The details of an audit event as an object (null when it has none). */
export function auditDetailsOf(event: Pick<AuditEventRecord, 'details'>): Record<string, unknown> | null {
  return event.details === null ? null : (JSON.parse(event.details) as Record<string, unknown>);
}

/** One user's activity on one day (Los Angeles time): distinct items touched, distinct items with the completing event, events. */
export interface AuditActivityRow {
  day: string;
  userId: string;
  userName: string | null;
  itemsTouched: number;
  itemsCompleted: number;
  events: number;
}

/**
 * Activity per day and user over the events with an item id (e.g. the enrollment processor productivity report);
 * `completedEventType` is the event that counts an item as completed. audit_events_ts_idx narrows to the days.
 */
export async function auditActivityByDayAndUser(
  db: DbOrTx,
  query: AuditEventQuery,
  completedEventType: string,
): Promise<AuditActivityRow[]> {
  const { rows } = await db.execute<{
    day: string;
    user_id: string;
    user_name: string | null;
    touched: number;
    completed: number;
    events: number;
  }>(sql`
    select to_char((a.timestamp at time zone ${LOS_ANGELES})::date, 'YYYY-MM-DD') as day, a.user_id, u.name as user_name,
           count(distinct a.item_id)::int as touched,
           count(distinct a.item_id) filter (where a.event_type = ${completedEventType})::int as completed,
           count(*)::int as events
      from audit_events a
      left join users u on u.username = a.user_id
     where ${whereOf(query)} and a.item_id is not null
     group by 1, 2, 3
     order by 1 desc, 2`);
  return rows.map((row) => ({
    day: row.day,
    userId: row.user_id,
    userName: row.user_name,
    itemsTouched: row.touched,
    itemsCompleted: row.completed,
    events: row.events,
  }));
}

/** Distinct event types, read as a loose index scan over (event_type, timestamp): a few dozen index probes, not 2,000,000 rows. */
export async function listAuditEventTypes(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ event_type: string }>(`
    with recursive types(event_type) as (
      (select event_type from audit_events order by event_type limit 1)
      union all
      select (select a.event_type from audit_events a where a.event_type > t.event_type order by a.event_type limit 1)
      from types t where t.event_type is not null
    )
    select event_type from types where event_type is not null`);
  return rows.map((row) => row.event_type);
}
