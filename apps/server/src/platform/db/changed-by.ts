import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { userNameOf } from './user-name.ts';

/*
 * Who last changed a row, for the 409 of a stale write ('This record was changed by Manny Manager ...'): the tables
 * that keep it say so in one of these columns. The person is named by the one user-name rule (users.name of the
 * stored username, else the username); a row last changed by the writer themselves (their own other window) is not
 * named, since 'changed by <you>' would read as a mistake.
 */

/**
 * The changer columns a table may keep: who, as a username (or a users.id in a number column; IPA county mappings keep
 * the username in last_updated_by_name), or as the person's name (enrollment work items).
 */
const WHO = ['updatedBy', 'modifiedBy', 'lastUpdatedById', 'lastUpdatedByName'];
const NAME = ['updatedByName'];

export interface Changer {
  /** The person's name: users.name, else what the row stores. */
  name: SQL<string | null>;
  /** Whether the writer (a username) made that change themselves. */
  isWriter: (writer: string) => SQL<boolean | null>;
}

/** The changer of a table's rows, or undefined for a table that keeps none. */
export function changerOf(table: PgTable): Changer | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn | undefined>;
  const find = (keys: string[]) => keys.map((key) => columns[key]).find((found) => found !== undefined);
  const who = find(WHO);
  if (who?.dataType === 'number')
    return {
      name: sql<string | null>`(select u.name from users u where u.id = ${who})`,
      isWriter: (writer) => sql<boolean>`${who} = (select u.id from users u where u.username = ${writer})`,
    };
  if (who)
    return {
      name: sql<string | null>`coalesce(${userNameOf(who)}, ${who})`,
      isWriter: (writer) => sql<boolean>`${who} = ${writer}`,
    };
  const name = find(NAME);
  if (name)
    return {
      name: sql<string | null>`${name}`,
      isWriter: (writer) => sql<boolean>`${name} = ${userNameOf(sql`${writer}`)}`,
    };
  return undefined;
}

/** Who is writing, as an update names them: the username it sets in the table's changer column. */
export function writerIn(table: PgTable, values: Record<string, unknown>): string | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn | undefined>;
  const key = WHO.find((candidate) => columns[candidate]?.dataType === 'string');
  const value = key === undefined ? undefined : values[key];
  return typeof value === 'string' ? value : undefined;
}
