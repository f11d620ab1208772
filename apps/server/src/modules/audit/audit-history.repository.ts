import type pg from 'pg';
import { AUDIT_COUNT_CAP, type AuditSearch, type AuditSearchResult } from '@portal/contracts/audit/audit-history';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import type { Db } from '../../platform/db/client.ts';
import { countAuditEvents, readAuditEvents } from '../../platform/audit/audit-events.ts';

/**
 * One page, newest first, and its count, sent together. The count stops at AUDIT_COUNT_CAP: with 2,000,000 events an
 * exact count of a wide date range would cost more than the page itself, and nobody pages past 10,000 rows (they filter
 * or export instead).
 */
export async function searchAuditEvents(db: Db, search: AuditSearch): Promise<AuditSearchResult> {
  const filter = {
    fromDay: search.start,
    toDay: search.end,
    userIds: search.users,
    eventType: search.eventType,
    itemId: search.itemId,
  };
  const [total, items] = await Promise.all([
    countAuditEvents(db, filter, AUDIT_COUNT_CAP + 1),
    readAuditEvents(db, filter, { skip: search.skip, take: search.take }),
  ]);
  return { items, total: Math.min(total, AUDIT_COUNT_CAP), totalIsCapped: total > AUDIT_COUNT_CAP };
}

/** The user multi-select's options: usernames (the user id on events) with names, 100 at most (spec §9 "User filter top 100"). */
export async function listAuditUserOptions(
  pool: pg.Pool,
  search: string | undefined,
): Promise<{ value: string; label: string }[]> {
  const pattern = search ? startsWithPattern(search.toLowerCase()) : '%';
  const { rows } = await pool.query<{ value: string; label: string }>(
    `select username as value, name || ' (' || username || ')' || case when email <> '' then ' ' || email else '' end as label
     from users where lower(username) like $1 or lower(name) like $1 or lower(email) like $1 order by lower(username) limit 100`,
    [pattern],
  );
  return rows;
}
