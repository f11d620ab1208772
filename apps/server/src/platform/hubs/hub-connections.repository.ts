import type { Pool } from 'pg';
import type { HubConnection } from '@portal/contracts/platform/hub-schemas';

/**
 * Who has which member open, in PostgreSQL so every server instance sees the same state. A row whose instance has
 * not refreshed last_seen_at within the stale window belongs to a dead instance and is ignored (then deleted).
 */
export const HUB_HEARTBEAT_MS = 30_000;
const STALE_SECONDS = 90;
const FRESH = `last_seen_at > now() - interval '${STALE_SECONDS} seconds'`;

export interface HubUser {
  id: number;
  username: string;
  name: string;
}

interface ConnectionRow {
  member_id: string;
  tab_id: string;
  user_id: number;
  username: string;
  user_name: string;
  opened_at: Date;
}

const toConnection = (row: ConnectionRow): HubConnection => ({
  memberId: row.member_id,
  tabId: row.tab_id,
  userId: row.user_id,
  username: row.username,
  userName: row.user_name,
  openedAt: row.opened_at.toISOString(),
});

const COLUMNS = 'member_id, tab_id, user_id, username, user_name, opened_at';

export async function saveConnection(
  pool: Pool,
  socketId: string,
  instanceId: string,
  user: HubUser,
  memberId: string,
  tabId: string,
): Promise<void> {
  await pool.query(
    `insert into hub_connections (socket_id, instance_id, user_id, username, user_name, member_id, tab_id) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (socket_id, member_id, tab_id) do update set last_seen_at = now()`,
    [socketId, instanceId, user.id, user.username, user.name, memberId, tabId],
  );
}

/** Removes one tab; returns true when this socket no longer has the member open in any tab. */
export async function freeConnection(pool: Pool, socketId: string, memberId: string, tabId: string): Promise<boolean> {
  await pool.query('delete from hub_connections where socket_id = $1 and member_id = $2 and tab_id = $3', [
    socketId,
    memberId,
    tabId,
  ]);
  const { rowCount } = await pool.query(
    'select 1 from hub_connections where socket_id = $1 and member_id = $2 limit 1',
    [socketId, memberId],
  );
  return rowCount === 0;
}

/** Removes every row of a socket that went away; returns the members it had open. */
export async function freeSocket(pool: Pool, socketId: string): Promise<string[]> {
  const { rows } = await pool.query<{ member_id: string }>(
    'delete from hub_connections where socket_id = $1 returning member_id',
    [socketId],
  );
  return [...new Set(rows.map((row) => row.member_id))];
}

/** Other users (not this one) who have the member open, one row per user and tab. */
export async function usersOnMember(pool: Pool, memberId: string, exceptUserId: number): Promise<HubConnection[]> {
  const { rows } = await pool.query<ConnectionRow>(
    `select distinct on (user_id, tab_id) ${COLUMNS} from hub_connections
     where member_id = $1 and user_id <> $2 and ${FRESH} order by user_id, tab_id, opened_at`,
    [memberId, exceptUserId],
  );
  return rows.map(toConnection);
}

/** The member tabs a user has open (on any instance). */
export async function connectionsOfUser(pool: Pool, userId: number): Promise<HubConnection[]> {
  const { rows } = await pool.query<ConnectionRow>(
    `select ${COLUMNS} from hub_connections where user_id = $1 and ${FRESH} order by opened_at`,
    [userId],
  );
  return rows.map(toConnection);
}

/** Keeps this instance's rows fresh and deletes rows that dead instances left behind. */
export async function heartbeat(pool: Pool, instanceId: string): Promise<void> {
  await pool.query('update hub_connections set last_seen_at = now() where instance_id = $1', [instanceId]);
  await pool.query(`delete from hub_connections where not (${FRESH})`);
}

export async function freeInstance(pool: Pool, instanceId: string): Promise<void> {
  await pool.query('delete from hub_connections where instance_id = $1', [instanceId]);
}
