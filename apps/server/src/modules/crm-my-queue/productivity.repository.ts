import { sql, type SQL } from 'drizzle-orm';
import type { MyStats } from '@portal/contracts/crm-my-queue/productivity';
import type { DbOrTx } from '../../platform/db/client.ts';
import { crmUsersFrom, rowsOf } from './lists.repository.ts';
import { LA_ZONE } from '../../platform/db/los-angeles-day.ts';

/**
 * The productivity counts of one agent, each read from a per-owner index of crm.tables.ts: open cases by
 * (owner, ...) where not closed, closed cases by (owner, closed_at), open tasks by (assigned_to, sla_due_at). A case
 * created this month is open, or closed this month, so the month's counts read the open index and the closed index
 * from the month's start.
 */

const MONTH_START = sql`(date_trunc('month', now() at time zone ${LA_ZONE}) at time zone ${LA_ZONE})`;
const PHONE_ORIGIN = sql`exists (select 1 from crm_interactions i where i.id = c.origin_interaction_id
  and i.interaction_type = 'Phone')`;

const countOf = (fromWhere: SQL) => sql`(select count(*)::int ${fromWhere})`;

function countsOf(username: SQL): SQL {
  const open = (extra: SQL = sql`true`) =>
    countOf(sql`from crm_cases c where c.owner = ${username} and not c.is_closed and ${extra}`);
  const closed = (extra: SQL = sql`true`) =>
    countOf(sql`from crm_cases c where c.owner = ${username} and c.is_closed and ${extra}`);
  const closedThisMonth = (extra: SQL = sql`true`) => closed(sql`c.closed_at >= ${MONTH_START} and ${extra}`);
  return sql`${open()} + ${closed()} as totalcases, ${closed()} as totalclosedcases, ${open()} as totalopencases,
    ${open(sql`(c.created_by <> c.owner or c.queue_id is not null)`)} as totalopenassignedcases,
    ${countOf(sql`from crm_tasks t where t.assigned_to = ${username} and t.closed_at is null`)} as totalopenassignedtasks,
    ${open(sql`c.created_at >= ${MONTH_START} and ${PHONE_ORIGIN}`)}
      + ${closedThisMonth(sql`c.created_at >= ${MONTH_START} and ${PHONE_ORIGIN}`)} as callcasesthismonth,
    ${closedThisMonth()} as closedcasesthismonth,
    ${open(sql`c.created_at >= ${MONTH_START}`)} as opencasesthismonth,
    to_char(${MONTH_START} at time zone ${LA_ZONE}, 'YYYY-MM-DD') as "monthStart"`;
}

export async function statsOf(db: DbOrTx, username: string): Promise<MyStats> {
  const [row] = await rowsOf<Omit<MyStats, 'username'>>(db, sql`select ${countsOf(sql`${username}::text`)}`);
  if (!row) throw new Error('no stats row');
  return { username, ...row };
}

/** Every CRM agent's counts (users granted write on My Queue), by name. */
export function teamStats(db: DbOrTx) {
  return rowsOf<MyStats & { name: string }>(
    db,
    sql`select l.value as username, l.text as name, ${countsOf(sql`l.value`)} from ${crmUsersFrom('write')}
      order by l.text, l.value`,
  );
}

export async function activeUserExists(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from users where username = ${username} and is_active limit 1`,
  );
  return rows.length > 0;
}
