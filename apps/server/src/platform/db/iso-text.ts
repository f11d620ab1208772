import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the contracts carry it, written by PostgreSQL: ISO 8601 in UTC with milliseconds
 * ('2024-05-01T16:00:00.500Z'). For columns a query selects; list-page's `rowsOf` converts whole rows after the query.
 */
export const isoText = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
