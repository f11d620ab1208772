import type pg from 'pg';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import type { UserEvent, UserEventsQuery } from '@portal/contracts/user-management/user-events';
import { pagedList } from './paged-list.ts';

/**
 * Sign-in, sign-out and tracked events between two business dates (whole days in Los Angeles time, as the UI shows them),
 * newest first; served by the (user_id, at) and (at) indexes.
 */
export async function listUserEvents(
  pool: pg.Pool,
  query: UserEventsQuery,
): Promise<{ items: UserEvent[]; total: number }> {
  const params: unknown[] = [query.start, query.end, LOS_ANGELES];
  const where = [`e.at >= ($1::date)::timestamp at time zone $3`, `e.at < ($2::date + 1)::timestamp at time zone $3`];
  if (query.userId) {
    params.push(query.userId);
    where.push(`e.user_id = $${params.length}`);
  }
  if (query.eventType) {
    params.push(query.eventType);
    where.push(`e.event_type = $${params.length}`);
  }
  const whereSql = `where ${where.join(' and ')}`;
  return pagedList<UserEvent>(
    pool,
    {
      count: `select count(*)::int as total from user_events e ${whereSql}`,
      page: `select e.id, e.user_id as "userId", coalesce(u.username, '') as username, coalesce(u.name, '') as name, e.event_type as "eventType",
        e.extras, e.client_ip as "clientIp", to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
     from user_events e left join users u on u.id = e.user_id
     ${whereSql}
     order by e.at desc, e.id desc`,
    },
    params,
    query,
  );
}
