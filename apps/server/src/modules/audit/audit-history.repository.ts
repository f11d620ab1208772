import type pg from 'pg';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import { AUDIT_COUNT_CAP, type AuditFilter, type AuditSearch, type AuditSearchResult } from '@portal/contracts/audit/audit-history';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import type { Db } from '../../platform/db/client.ts';
import { countAuditEvents, readAuditEvents } from '../../platform/audit/audit-events.ts';

export interface AuditWhere {
  sql: string;
  params: unknown[];
}

/**
 * The filter as SQL. Start and End are whole days in Los Angeles time (the UI's dates); each filter lines up with one of
 * the indexes on audit_events: (timestamp), (user_id, timestamp), (item_id, timestamp), (event_type, timestamp).
 */
export function auditWhere(filter: AuditFilter, eventTypes?: readonly string[]): AuditWhere {
  const params: unknown[] = [filter.start, filter.end, LOS_ANGELES];
  const where = [`a.timestamp >= ($1::date)::timestamp at time zone $3`, `a.timestamp < ($2::date + 1)::timestamp at time zone $3`];
  if (filter.users.length > 0) {
    params.push(filter.users);
    where.push(`a.user_id = any($${params.length}::text[])`);
  }
  if (filter.eventType) {
    params.push(filter.eventType);
    where.push(`a.event_type = $${params.length}`);
  }
  if (eventTypes) {
    params.push([...eventTypes]);
    where.push(`a.event_type = any($${params.length}::text[])`);
  }
  if (filter.itemId) {
    params.push(filter.itemId);
    where.push(`a.item_id = $${params.length}`);
  }
  return { sql: `where ${where.join(' and ')}`, params };
}

export const AUDIT_COLUMNS = `a.id, to_char(a.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp, a.user_id as "userId",
  a.event_type as "eventType", a.item_id as "itemId", a.module_id as "moduleId", a.client_ip as "clientIp", a.company_ids as "companyIds",
  a.details::text as details`;

/**
 * One page, newest first. The count stops at AUDIT_COUNT_CAP: with 2,000,000 events an exact count of a wide date range
 * would cost more than the page itself, and nobody pages past 10,000 rows (they filter or export instead).
 */
export async function searchAuditEvents(db: Db, search: AuditSearch): Promise<AuditSearchResult> {
  const filter = { fromDay: search.start, toDay: search.end, userIds: search.users, eventType: search.eventType, itemId: search.itemId };
  const total = await countAuditEvents(db, filter, AUDIT_COUNT_CAP + 1);
  const items = await readAuditEvents(db, filter, { skip: search.skip, take: search.take });
  return { items, total: Math.min(total, AUDIT_COUNT_CAP), totalIsCapped: total > AUDIT_COUNT_CAP };
}

/** Distinct event types, read as a loose index scan over (event_type, timestamp): a few dozen index probes, not 2,000,000 rows. */
export async function listEventTypes(pool: pg.Pool): Promise<string[]> {
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

/** The user multi-select's options: usernames (the user id on events) with names, 100 at most (spec §9 "User filter top 100"). */
export async function listAuditUserOptions(pool: pg.Pool, search: string | undefined): Promise<{ value: string; label: string }[]> {
  const pattern = search ? startsWithPattern(search.toLowerCase()) : '%';
  const { rows } = await pool.query<{ value: string; label: string }>(
    `select username as value, name || ' (' || username || ')' || case when email <> '' then ' ' || email else '' end as label
     from users where lower(username) like $1 or lower(name) like $1 or lower(email) like $1 order by lower(username) limit 100`,
    [pattern],
  );
  return rows;
}
