import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/server/src/platform/config/config.ts';
import { connect, migrationsFolder, runMigrations, type Database } from '../../apps/server/src/platform/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/server/src/platform/db/embedded.ts';
import { loadOrCreateSigningKey, loadPortalSecret } from '../../apps/server/src/platform/auth/signing-keys.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { createSessionToken } from '../../apps/server/src/platform/session/sessions.ts';
import { demoDataFolder, seedDemoData } from '../../apps/server/src/demo-data/seed.ts';
import { httpRequest, keepAliveAgent, type HttpAnswer } from '../bench/http-client.ts';
import { SCRIPT_PUBLIC_URL, startServerChild, type ServerChild } from '../bench/server-child.ts';

/** The suite's own PostgreSQL (stopping it in the restart test disturbs nobody else) and its ports. */
export const RESILIENCE_PG_PORT = 54372;
/** The two server instances' ports: RESILIENCE_PORT and the next (8111 by default), so two runs can share a machine. */
const FIRST_PORT = Number(process.env.RESILIENCE_PORT ?? 8111);
export const RESILIENCE_PORTS = [FIRST_PORT, FIRST_PORT + 1] as const;
export const RUN_DIR = path.join(repoRoot, '.data', 'resilience-run');

export interface ResilienceCluster {
  adminUrl: string;
  dataDir: string;
  embedded: EmbeddedDatabase;
  template: string;
  /** Stops PostgreSQL (the restart test) and starts it again on the same data. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function seedHash(): string {
  const hash = createHash('sha1');
  for (const folder of [migrationsFolder, demoDataFolder]) {
    for (const name of fs.readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Starts the suite's embedded PostgreSQL and makes a migrated, seeded ('test' scale) template database. */
export async function openCluster(log: (line: string) => void): Promise<ResilienceCluster> {
  // When the port is held (another program, or a client connection that happens to use it as its local port) the embedded
  // PostgreSQL takes a free one, says so and keeps it for the restart scenario; a cluster of an earlier run on this folder is reused.
  const dataDir = path.join(repoRoot, '.data', 'resilience');
  const startOnce = () =>
    startEmbeddedPostgres({
      dataDir,
      name: 'pg',
      port: RESILIENCE_PG_PORT,
      portSetting: 'RESILIENCE_PG_PORT (scripts/resilience/harness.ts)',
      log,
    });
  let embedded = await startOnce();
  const adminUrl = embedded.url;
  const template = `res_tpl_${seedHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      log(`Building the template database ${template} (migrations + 'test' demo data) ...`);
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = connect(withDatabase(adminUrl, building), { max: 4 });
      try {
        await runMigrations(database);
        await seedDemoData(database, { scale: 'test' });
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    // Databases of earlier runs are dropped here, not kept.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'res_run_%' or (datname like 'res_tpl_%' and datname <> $1)",
      [template],
    );
    for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  } finally {
    await admin.end();
  }
  return {
    adminUrl,
    dataDir,
    get embedded() {
      return embedded;
    },
    template,
    stop: async () => embedded.stop(),
    start: async () => {
      embedded = await startOnce();
    },
  };
}

/** A fresh database for one scenario, cloned from the template in milliseconds. */
export async function cloneDatabase(cluster: ResilienceCluster, label: string): Promise<{ url: string; name: string }> {
  const name = `res_run_${label}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${cluster.template}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabase(cluster.adminUrl, name), name };
}

export async function dropDatabase(cluster: ResilienceCluster, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The real server in a child process on one of the suite's ports. */
export async function startServer(
  databaseUrl: string,
  port: number,
  label: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerChild> {
  const saved = { ...process.env };
  Object.assign(process.env, extraEnv);
  try {
    return await startServerChild({ mode: 'api', databaseUrl, port, logFile: path.join(RUN_DIR, `${label}.log`) });
  } finally {
    for (const key of Object.keys(extraEnv)) {
      if (saved[key] === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = saved[key];
    }
  }
}

/** Bearer tokens for demo users, signed with the key the servers share through the database. */
export async function tokenMinter(database: Database): Promise<(username: string) => Promise<string>> {
  const key = await loadOrCreateSigningKey(database.db, loadPortalSecret(loadConfig()));
  const cache = new Map<string, string>();
  return async (username) => {
    const hit = cache.get(username);
    if (hit) return hit;
    const token = await createSessionToken(database.pool, key, {
      username,
      issuer: `${SCRIPT_PUBLIC_URL}/oidc`,
      audience: 'portal-api',
      clientId: 'portal-web',
      scope: 'api',
      ttlSeconds: 3600,
    });
    cache.set(username, token);
    return token;
  };
}

/** A small API client for one signed-in user against one server. */
export function apiClient(server: ServerChild, token: string, connections = 1) {
  const agent = keepAliveAgent(connections);
  const call = (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> =>
    httpRequest(agent, server.baseUrl + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string' || Buffer.isBuffer(body)
            ? body
            : JSON.stringify(body),
    });
  return { call, close: () => agent.destroy() };
}

export function parseJson(answer: HttpAnswer): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(answer.body.toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` for every item with at most `limit` running at once (a scenario's independent requests: the server and
 * PostgreSQL answer several at a time, so a long list takes a fraction of its one-by-one time). Resolves when all ended.
 */
export async function forEachConcurrently<T>(
  items: Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Failures of one scenario, collected so a scenario reports everything it found, not just the first. */
export class Findings {
  readonly failures: string[] = [];
  readonly notes: string[] = [];
  check(ok: boolean, message: string): boolean {
    if (!ok) this.failures.push(message);
    return ok;
  }
  note(message: string): void {
    this.notes.push(message);
  }
}

export function ensureRunDir(): void {
  fs.mkdirSync(RUN_DIR, { recursive: true });
}
