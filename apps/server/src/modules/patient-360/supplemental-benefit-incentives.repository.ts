import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';

/**
 * The incentive names' SQL (CRM admin Benefits, issue 13): which benefit of a plan year goes by a name. A plan year
 * holds a few dozen benefits, each with a handful of names, so the year's rows are read whole.
 */

const ofYear = (year: number) =>
  sql`b.effective_from >= make_date(${year}::int, 1, 1) and b.effective_from < make_date(${year}::int + 1, 1, 1)`;

/** The code of the benefit of the year (other than `exceptCode`) one of whose incentive names is the name, ignoring case. */
export async function incentiveNameOwner(
  db: DbOrTx,
  name: string,
  year: number | undefined,
  exceptCode: string | undefined,
): Promise<string | null> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select b.code from supplemental_benefits b
      where exists (select 1 from unnest(b.incentive_names) n where lower(n) = lower(${name}))
        ${year === undefined ? sql`` : sql`and ${ofYear(year)}`}
        ${exceptCode === undefined ? sql`` : sql`and b.code <> ${exceptCode}`}
      order by b.effective_from desc limit 1`,
  );
  return rows[0]?.code ?? null;
}

/** Every incentive name of the year's benefits (lower case) and the code of the benefit it names. */
export async function incentiveNamesOfYear(db: DbOrTx, year: number): Promise<Map<string, string>> {
  const rows = await queryRows<{ name: string; code: string }>(
    db,
    sql`select lower(n) as name, b.code from supplemental_benefits b, unnest(b.incentive_names) n where ${ofYear(year)}`,
  );
  return new Map(rows.map((row) => [row.name, row.code]));
}
