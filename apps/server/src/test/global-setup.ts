import type { TestProject } from 'vitest/node';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../platform/config/config.ts';
import { connect, migrationsFolder, runMigrations } from '../platform/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../platform/db/embedded.ts';
import { demoDataFolder, seedDemoData } from '../demo-data/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha1');
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  for (const name of fs.readdirSync(demoDataFolder).sort())
    hash.update(fs.readFileSync(path.join(demoDataFolder, name)));
  return hash.digest('hex').slice(0, 12);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let embedded: EmbeddedDatabase | undefined;

/**
 * Tests use the PostgreSQL named by DATABASE_URL, or start an embedded one. A template database is migrated
 * and seeded once per run; every test file clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(loadConfig().dataDir, 'test'),
      name: 'pg',
      port: 54339,
    });
    adminUrl = embedded.url;
  }
  const template = `portal_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727010)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = connect(withDatabase(adminUrl, building), { max: 4 });
      await runMigrations(database);
      await seedDemoData(database, { scale: 'test' });
      await database.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727010)').catch(() => undefined);
    await admin.end();
  }
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
}
