import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import type { ODataFields } from '../odata/odata-compile.ts';
import type { OrderByItem } from '../odata/odata-parser.ts';

/**
 * The one way to read a page of an OData-style list: a source (its FROM, its row's columns named as the contract's
 * rows, the fields $filter and $orderby may name, its default order and tie-breaker), one page of rows in order with
 * timestamps as ISO instants, and the number of matches when asked (capped when the list can grow to millions).
 */

export interface ListSource {
  from: SQL;
  columns: SQL;
  fields: ODataFields;
  defaultOrder: readonly OrderByItem[];
  tieBreaker: SQL;
}

const PG_TIMESTAMPTZ = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/;

/** A timestamptz as PostgreSQL writes it ('2024-05-01 16:00:00.5+00') as an ISO instant ('2024-05-01T16:00:00.500Z'). */
function isoInstant(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return value;
  const match = PG_TIMESTAMPTZ.exec(value);
  if (!match) return value;
  return new Date(`${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}`).toISOString();
}

/** Timestamps as ISO instants, as the contracts' rows carry them. */
export function isoRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = isoInstant(value);
  return out;
}

/** The rows of a query with their timestamps as ISO instants (rows as the driver gives them: query-rows.ts). */
export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  (await db.execute(query)).rows.map((row) => isoRow(row) as T);

/** A count that stops at `cap` + 1 matches: enough to say "more than cap", cheap at millions of rows. */
export async function cappedCount(db: DbOrTx, fromWhere: SQL, cap: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(db, sql`select ${cappedCountOf(fromWhere, cap)} as total`);
  return row?.total ?? 0;
}

/** The capped count as an expression, for a statement that reads several counts at once (one connection for all). */
export const cappedCountOf = (fromWhere: SQL, cap: number): SQL =>
  sql`(select count(*)::int from (select 1 ${fromWhere} limit ${cap + 1}) capped)`;

async function exactCount(db: DbOrTx, fromWhere: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${fromWhere}`);
  return row?.total ?? 0;
}

/**
 * One page of a list: its rows in order, and the number of matches when asked (up to `countCap` when given, else
 * exact: for lists that stay small).
 */
export const listPage = async (
  db: DbOrTx,
  source: Pick<ListSource, 'from' | 'columns'>,
  where: SQL,
  orderBy: SQL,
  page: { skip: number; top: number; count: boolean; countCap?: number },
): Promise<{ rows: Record<string, unknown>[]; count?: number }> => {
  const fromWhere = sql`from ${source.from} where ${where}`;
  const [rows, count] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select ${source.columns} ${fromWhere} order by ${orderBy} limit ${page.top} offset ${page.skip}`,
    ),
    !page.count
      ? Promise.resolve(undefined)
      : page.countCap === undefined
        ? exactCount(db, fromWhere)
        : cappedCount(db, fromWhere, page.countCap),
  ]);
  return count === undefined ? { rows } : { rows, count };
};
