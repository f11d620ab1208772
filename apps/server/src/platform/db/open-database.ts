import type { AppConfig } from '../config/config.ts';
import { connect, runMigrations, type Database } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

export interface OpenedDatabase {
  database: Database;
  embedded: EmbeddedDatabase | undefined;
}

/** DATABASE_URL when set, otherwise the embedded PostgreSQL in .data/; migrations applied either way. */
export async function openDatabase(
  config: AppConfig,
  log: (line: string) => void = () => undefined,
): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    log('Starting the embedded PostgreSQL in .data/ ...');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      portSetting: 'EMBEDDED_PG_PORT',
      log,
    });
    url = embedded.url;
  }
  const database = connect(url);
  await runMigrations(database);
  return { database, embedded };
}
