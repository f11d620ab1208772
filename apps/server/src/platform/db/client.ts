import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { repoRoot } from '../config/config.ts';

// Business dates are SQL `date`: keep them as 'YYYY-MM-DD' strings rather than shifting them through JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts and ids fit comfortably in a JS number for this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // A dropped connection (database restart) must not crash the process; the pool reconnects on the next query.
  pool.on('error', () => undefined);
  // A client held outside a query (the hub adapter's LISTEN connection, a transaction between statements) reports a
  // dropped connection as an 'error' event of its own; without a listener that event ends the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool);
  return { pool, db, url, close: () => pool.end() };
}

export const migrationsFolder = path.join(repoRoot, 'apps/server/migrations');

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}

export async function databaseReachable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
