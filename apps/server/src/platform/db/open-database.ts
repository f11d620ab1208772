import type { AppConfig } from '../config/config.ts';
import { connect, runMigrations, type Database } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

export interface OpenedDatabase {
  database: Database;
  embedded: EmbeddedDatabase | undefined;
}

/** EMBEDDED_PG_PORT (default 54329): the port the embedded PostgreSQL asks for first. */
export function embeddedPort(value: string | undefined): number {
  if (value === undefined || value === '') return 54329;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`EMBEDDED_PG_PORT must be a port number (1-65535), not '${value}'.`);
  return port;
}

/** DATABASE_URL when set, otherwise the embedded PostgreSQL in .data/; migrations applied either way. */
export async function openDatabase(config: AppConfig, log: (line: string) => void = () => undefined): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    log('Starting the embedded PostgreSQL in .data/ ...');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: embeddedPort(process.env.EMBEDDED_PG_PORT), portSetting: 'EMBEDDED_PG_PORT', log });
    url = embedded.url;
  }
  const database = connect(url);
  await runMigrations(database);
  return { database, embedded };
}
