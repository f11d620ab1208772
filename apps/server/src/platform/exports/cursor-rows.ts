import type { Pool } from 'pg';

export interface CursorOptions {
  /** Rows fetched per round trip. */
  batchSize?: number;
  /** Stop after this many rows (an export cap). */
  limit?: number;
}

let cursorCounter = 0;

/**
 * Reads a query's rows in batches through a server-side cursor (DECLARE ... CURSOR in a read-only transaction on
 * one pooled connection), so an export of tens of thousands of rows never loads them all in memory. The connection
 * goes back to the pool when the iteration ends, early or not.
 */
export async function* cursorRows<T extends object = Record<string, unknown>>(
  pool: Pool,
  text: string,
  values: unknown[] = [],
  options: CursorOptions = {},
): AsyncGenerator<T> {
  const batchSize = options.batchSize ?? 1000;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const name = `export_cursor_${++cursorCounter}`;
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin read only');
    await client.query(`declare ${name} no scroll cursor for ${text}`, values);
    let produced = 0;
    while (produced < limit) {
      const { rows } = await client.query(`fetch forward ${Math.min(batchSize, limit - produced)} from ${name}`);
      for (const row of rows) {
        produced++;
        yield row as T;
      }
      if (rows.length < batchSize) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await client.query(failed ? 'rollback' : 'commit').catch(() => undefined);
    client.release();
  }
}

/**
 * Counts up to cap + 1 matching rows, cheaply: tells whether a capped export will be truncated (and so whether to send
 * the warning header) before the first byte of the file goes out.
 */
export async function exceedsCap(pool: Pool, fromAndWhere: string, values: unknown[], cap: number): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 ${fromAndWhere} limit ${cap + 1}) capped`,
    values,
  );
  return (rows[0]?.n ?? 0) > cap;
}
