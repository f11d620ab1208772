import { Column, getTableName, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Records keep the username of who created, changed or approved them (the field the spec names); the screens name
 * the person. The name is read in the record's own query, one sub-select per column (no lookup per row), and is null
 * for a username no user has, where the screens show the username.
 */
const BEFORE = '(select u.name from users u where u.username = ';
const AFTER = ')';

/**
 * users.name of the username in `username` (a column or expression of the query), in a drizzle query. A column is
 * written with its table's name: a query of one table writes its columns unqualified, which inside the sub-select
 * could be read as a column of users.
 */
export const userNameOf = (username: SQLWrapper): SQL<string | null> => {
  const value = is(username, Column)
    ? sql`${sql.identifier(getTableName(username.table))}.${sql.identifier(username.name)}`
    : username;
  return sql<string | null>`${sql.raw(BEFORE)}${value}${sql.raw(AFTER)}`;
};

/** The same in a query written as text: `username` is a column expression of that query, e.g. `i.created_by`. */
export const userNameOfText = (username: string): string => `${BEFORE}${username}${AFTER}`;
