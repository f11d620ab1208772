import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { cappedCount as countUpTo } from '../../platform/db/list-page.ts';
import { queryRows } from '../../platform/db/query-rows.ts';

/** The member record's SQL helpers: the descriptions of clinical codes and the count of a long list. */

export type CodeRef = { code: string; description: string | null };

/** Descriptions of codes, in the order given (a code missing from the reference keeps a null description). */
export async function describe(db: DbOrTx, codeSystems: string[], codes: string[]): Promise<CodeRef[]> {
  if (codes.length === 0) return [];
  const rows = await queryRows<{ code: string; description: string }>(
    db,
    sql`select code, description from clinical_codes where code_system = any(${sql.param(codeSystems)}::text[])
      and code = any(${sql.param(codes)}::text[])`,
  );
  const byCode = new Map(rows.map((row) => [row.code, row.description]));
  return codes.map((code) => ({ code, description: byCode.get(code) ?? null }));
}

/** A count that stops at 10,001 matches: enough for paging, cheap for a provider with years of claims. */
export const cappedCount = (db: DbOrTx, fromWhere: SQL): Promise<number> => countUpTo(db, fromWhere, 10_000);
