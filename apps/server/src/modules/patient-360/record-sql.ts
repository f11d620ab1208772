import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

/** The member record's SQL helpers: rows of a query, typed, and the descriptions of clinical codes. */

export const rowsOf = async <T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> =>
  (await db.execute<T>(query)).rows as T[];

export type CodeRef = { code: string; description: string | null };

/** Descriptions of codes, in the order given (a code missing from the reference keeps a null description). */
export async function describe(db: DbOrTx, codeSystems: string[], codes: string[]): Promise<CodeRef[]> {
  if (codes.length === 0) return [];
  const rows = await rowsOf<{ code: string; description: string }>(
    db,
    sql`select code, description from clinical_codes where code_system = any(${sql.param(codeSystems)}::text[])
      and code = any(${sql.param(codes)}::text[])`,
  );
  const byCode = new Map(rows.map((row) => [row.code, row.description]));
  return codes.map((code) => ({ code, description: byCode.get(code) ?? null }));
}

/** A count that stops at 10,001 matches: enough for paging, cheap for a provider with years of claims. */
export const COUNT_CAP = 10_001;
export const cappedCount = async (db: DbOrTx, fromWhere: SQL): Promise<number> =>
  (
    await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 ${fromWhere} limit ${COUNT_CAP}) capped`,
    )
  )[0]?.total ?? 0;
