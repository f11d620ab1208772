import type pg from 'pg';

/** Tables that change by themselves (live connections of the hub, the adapter's attachments, drizzle's journal). */
const MOVING_TABLES = new Set(['hub_connections', 'socket_io_attachments', '__drizzle_migrations']);

/** Row count and an order-independent hash of every row of every table in the public schema. */
export async function tableChecksums(pool: pg.Pool): Promise<Map<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const sums = new Map<string, string>();
  for (const { name } of tables) {
    if (MOVING_TABLES.has(name)) continue;
    const { rows } = await pool.query<{ n: number; h: string }>(
      `select count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h from "${name}" t`,
    );
    sums.set(name, `${rows[0]?.n ?? 0}:${rows[0]?.h ?? ''}`);
  }
  return sums;
}

/** Tables whose content differs between two checksums. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [table, sum] of after) if (before.get(table) !== sum) changed.push(table);
  for (const table of before.keys()) if (!after.has(table)) changed.push(table);
  return changed;
}
