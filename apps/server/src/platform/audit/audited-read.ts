import type { Pool, QueryResultRow } from 'pg';
import type { SQL } from 'drizzle-orm';
import { toStatement, type Statement } from '../db/array-rows.ts';
import { markAudited, type Actor } from './audit.ts';

/** The audit row of a read, written by the read's own statement (readWithAudit). */
export interface AuditedReadEvent {
  eventType: string;
  moduleId?: number;
  /**
   * What the row lists of the rows read: the values of the read's output `column` (distinct, sorted) under `details[as]`;
   * with `itemWhenOne`, the value is also the row's item when the read found exactly one.
   */
  lists: { column: string; as: string; itemWhenOne?: boolean };
  /** The read's output column that holds each row's health plan (company code), when it has one. */
  companyColumn?: string;
  details?: Record<string, unknown>;
}

/** The row of a read that answered members: their ids (and the member when there is one), as membersReadEvent says. */
export const MEMBERS_FOUND = (memberColumn: string) => ({ column: memberColumn, as: 'memberIds', itemWhenOne: true });

/**
 * How a read and its audit row are joined in one statement. The benchmark replays the read alone as the bare route's SQL
 * (scripts/bench/sql-capture.ts), so the audit row stays the API's own cost.
 */
export const AUDITED_READ_OPENING = 'with audited_read as materialized (\n';
export const AUDITED_READ_CLOSING = '\n), audited_read_row as (';

const COLUMN = /^[a-z_][a-z0-9_]*$/;
const KEY = /^[A-Za-z]+$/;

/**
 * Runs a read of member data and writes its audit row in the same statement (a data-modifying WITH): one round trip
 * for both, and the row names exactly the rows the read returned (the member ids, sorted, in the details and the member as
 * the item when there is exactly one, the health plans the rows carry; or a module's own ids). A read that finds nothing
 * still writes its row. The commit does not wait for the WAL flush (as every read-audit row, recordReadAudit); when the
 * row cannot be written the statement fails and nothing is answered. The row counts as the request's own audit row, so
 * the generic member-data row is not written beside it. The read is plain SQL with `$n` placeholders or a drizzle SQL;
 * with rowMode 'array' its rows come back as arrays in the read's column order (platform/db/array-rows.ts says why).
 * The statement is not prepared (named): a prepared search may be switched to a generic plan after five runs, which for
 * a skewed filter (one work-list status holding most items) is the wrong plan; planning costs about 0.1 ms.
 */
export async function readWithAudit<Row extends QueryResultRow>(
  pool: Pick<Pool, 'query'>,
  actor: Actor,
  statement: Statement | SQL,
  event: AuditedReadEvent,
  rowMode?: 'array',
): Promise<Row[]> {
  const { lists, companyColumn } = event;
  if (!COLUMN.test(lists.column) || !KEY.test(lists.as) || (companyColumn !== undefined && !COLUMN.test(companyColumn)))
    throw new Error('readWithAudit takes plain column names');
  const read = toStatement(statement);
  const first = read.values.length + 1;
  const [user, eventType, moduleId, clientIp, details] = [first, first + 1, first + 2, first + 3, first + 4];
  const listed = `r.${lists.column}`;
  const company = companyColumn ? `r.${companyColumn}::text` : 'null::text';
  const item = lists.itemWhenOne
    ? `case when count(distinct ${listed}) = 1 then min(${listed}::text) end`
    : 'null::text';
  const text = `${AUDITED_READ_OPENING}${read.text}${AUDITED_READ_CLOSING}
  insert into audit_events (item_id, user_id, event_type, module_id, client_ip, company_ids, details)
  select found.item_id, $${user}::text, $${eventType}::text, $${moduleId}::integer, $${clientIp}::text, found.company_ids,
    jsonb_build_object('${lists.as}', found.listed) || coalesce($${details}::jsonb, '{}'::jsonb)
  from (
    select ${item} as item_id,
      array_agg(distinct ${company}) filter (where ${company} is not null) as company_ids,
      coalesce(jsonb_agg(distinct ${listed}) filter (where ${listed} is not null), '[]'::jsonb) as listed
    from audited_read r
  ) found,
  (select set_config('synchronous_commit', 'off', true)) as no_flush_wait
)
select * from audited_read`;
  const values = [
    ...read.values,
    actor.user.username,
    event.eventType,
    event.moduleId ?? null,
    actor.clientIp,
    event.details === undefined ? null : JSON.stringify(event.details),
  ];
  const rows = rowMode
    ? ((await pool.query({ text, values, rowMode })).rows as unknown as Row[])
    : (await pool.query<Row>(text, values)).rows;
  markAudited(actor);
  return rows;
}
