import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/server/src/platform/config/config.ts';
import { connect, migrationsFolder, runMigrations } from '../../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/server/src/platform/db/embedded.ts';
import { demoDataFolder, seedDemoData } from '../../apps/server/src/demo-data/seed.ts';
import { topUpLargeScale, volumeReport, type Volume } from './large-top-up.ts';

/** The benchmark's own embedded PostgreSQL when DATABASE_URL is unset (a port of its own, data in .data/bench). */
export const BENCH_EMBEDDED_PORT = 54370;

export interface BenchServer {
  /** A URL of the server's maintenance database, for create/drop database. */
  adminUrl: string;
  embedded: EmbeddedDatabase | undefined;
}

export interface BenchDatabase {
  name: string;
  url: string;
  scale: string;
  /** Seconds spent loading, or 0 when an already loaded database was reused. */
  loadSeconds: number;
  volumes: Volume[];
  toppedUp: string[];
  /** A module seeder that failed at this scale (the benchmark goes on with what was loaded and its top-ups). */
  seedError?: string;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function openBenchServer(log: (line: string) => void): Promise<BenchServer> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, embedded: undefined };
  log(`Starting the benchmark's embedded PostgreSQL on port ${BENCH_EMBEDDED_PORT} ...`);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.data', 'bench'),
    name: 'pg',
    port: BENCH_EMBEDDED_PORT,
    log,
  });
  return { adminUrl: embedded.url, embedded };
}

/** How many migrations the database has applied (drizzle's journal table). */
async function appliedMigrations(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

/** What the loaded data depends on: migrations, the demo-data seeders and the benchmark's own top-ups. */
function fingerprint(scale: string): string {
  const hash = createHash('sha1').update(scale);
  const folders = [migrationsFolder, demoDataFolder, path.join(repoRoot, 'scripts/bench')];
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (!fs.statSync(file).isFile()) continue;
      if (folder.endsWith('bench') && name !== 'large-top-up.ts') continue;
      hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A database loaded at the given scale: reused when one with the same fingerprint exists (loading a million
 * members takes minutes), otherwise created, migrated, seeded by the modules' seeders and topped up to the
 * benchmark's volumes where a seeder falls short.
 */
export async function prepareBenchDatabase(
  server: BenchServer,
  scale: string,
  options: { fresh: boolean; reuse: boolean; log: (line: string) => void },
): Promise<BenchDatabase> {
  const name = `portal_bench_${scale}`;
  const url = withDatabase(server.adminUrl, name);
  const print = fingerprint(scale);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ comment: string | null }>(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    const comment = existing.rows[0]?.comment ?? '';
    const reusable =
      !options.fresh && (comment === `bench:${print}` || (options.reuse && comment.startsWith('bench:')));
    if (reusable) {
      options.log(
        `Reusing the loaded ${scale} database ${name}${comment === `bench:${print}` ? '' : ' (--reuse: loaded by older seeders; migrated and topped up)'}`,
      );
      const database = connect(url, { max: 4 });
      try {
        // --reuse keeps a database loaded by older seeders: bring its tables and volumes up to date.
        const applied = await appliedMigrations(database.pool);
        await runMigrations(database);
        const migrated = (await appliedMigrations(database.pool)) !== applied;
        const toppedUp = scale === 'large' ? await topUpLargeScale(database.pool, options.log) : [];
        // A migration that rewrites rows (a new counter column, say) or a top-up leaves pages not all-visible, so
        // "index-only" counts would read the table until autovacuum came by: vacuum now, as a fresh load does.
        if (migrated || toppedUp.length > 0) await database.pool.query('vacuum (analyze)');
        return { name, url, scale, loadSeconds: 0, volumes: await volumeReport(database.pool, scale), toppedUp };
      } finally {
        await database.close();
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  const database = connect(url, { max: 8 });
  try {
    options.log(`Loading ${name} (scale ${scale}) ...`);
    await runMigrations(database);
    let seedError: string | undefined;
    try {
      await seedDemoData(database, { scale, log: options.log });
    } catch (error) {
      seedError = (error as Error).message.split('\n')[0];
      options.log(`A demo-data seeder failed at scale ${scale}: ${seedError}; going on with the top-ups`);
    }
    const toppedUp = scale === 'large' ? await topUpLargeScale(database.pool, options.log) : [];
    // The steady state of a production table: vacuumed (visibility map set, so counts can use index-only scans) and analysed.
    await database.pool.query('vacuum (analyze)');
    const volumes = await volumeReport(database.pool, scale);
    const loadSeconds = (Date.now() - started) / 1000;
    const marker = new pg.Client({ connectionString: server.adminUrl });
    await marker.connect();
    // A partial load is kept for --reuse but never taken for a complete one.
    await marker.query(`comment on database ${name} is 'bench:${seedError ? 'partial' : print}'`);
    await marker.end();
    options.log(`Loaded ${name} in ${loadSeconds.toFixed(0)} s`);
    return { name, url, scale, loadSeconds, volumes, toppedUp, ...(seedError ? { seedError } : {}) };
  } finally {
    await database.close();
  }
}
