import type pg from 'pg';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

/** Users by the start of username or name, 50 at a time, for pickers (group members, the user events filter). */
export async function userOptions(
  pool: pg.Pool,
  search: string | undefined,
  { activeOnly }: { activeOnly: boolean },
): Promise<{ id: number; username: string; name: string }[]> {
  const { rows } = await pool.query<{ id: number; username: string; name: string }>(
    `select id, username, name from users where ${activeOnly ? 'is_active and ' : ''}(lower(username) like $1 or lower(name) like $1) order by lower(username) limit 50`,
    [search ? startsWithPattern(search.toLowerCase()) : '%'],
  );
  return rows;
}
