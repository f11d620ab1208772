import type { Pool } from 'pg';
import { startsWithPattern } from '../db/like-pattern.ts';

/** GET /api/filters/nonemptygroups: the groups that have an active user, with their count of active users. */
export async function nonEmptyGroups(pool: Pool): Promise<{ id: number; name: string; userCount: number }[]> {
  const { rows } = await pool.query<{ id: number; name: string; userCount: number }>(
    `select g.id, g.name, count(*)::int as "userCount" from groups g join user_groups ug on ug.group_id = g.id join users u on u.id = ug.user_id and u.is_active
     group by g.id, g.name order by g.name`,
  );
  return rows;
}

/** GET /api/filters/groupusers: active users of any of the groups (all groups when none is given), by the start of username, name or e-mail. */
export async function activeUsersOfGroups(
  pool: Pool,
  query: { groupids: number[]; searchTerm?: string | undefined; $top: number },
): Promise<{ id: number; username: string; name: string; email: string }[]> {
  const { groupids, searchTerm, $top } = query;
  const values: unknown[] = [];
  const conditions = ['u.is_active'];
  if (groupids.length > 0) {
    values.push(groupids);
    conditions.push(
      `exists (select 1 from user_groups ug where ug.user_id = u.id and ug.group_id = any($${values.length}::int[]))`,
    );
  }
  if (searchTerm) {
    values.push(startsWithPattern(searchTerm.toLowerCase()));
    conditions.push(
      `(lower(u.username) like $${values.length} or lower(u.name) like $${values.length} or lower(u.email) like $${values.length})`,
    );
  }
  values.push($top);
  const { rows } = await pool.query<{ id: number; username: string; name: string; email: string }>(
    `select u.id, u.username, u.name, u.email from users u where ${conditions.join(' and ')} order by u.username limit $${values.length}`,
    values,
  );
  return rows;
}
