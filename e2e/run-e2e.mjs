#!/usr/bin/env node
// Runs the browser tests: makes sure Debian's Chromium is there, starts two portal instances on one fresh
// database (the second proves cross-instance behaviour), runs Playwright, then cleans up.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}: install Debian's chromium package (apt-get install chromium).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests ...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const ports = [Number(process.env.E2E_PORT ?? 8201), Number(process.env.E2E_PORT ?? 8201) + 1];
let databaseUrl;
let dropDatabase = async () => undefined;
if (process.env.DATABASE_URL) {
  const pg = (await import('pg')).default;
  const name = `portal_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await client.end();
  };
}

if (!databaseUrl) fs.rmSync(path.join(root, '.data/e2e'), { recursive: true, force: true }); // a fresh embedded database each run

const servers = [];
function startServer(port) {
  // The built-in provider with its demo users, and a sign-in throttle the whole suite (one address) stays under; the
  // throttle itself is tested by the server's API tests.
  const env = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PORTAL_ENVIRONMENT: 'QA',
    BUILD_NUMBER: process.env.BUILD_NUMBER ?? '1.0.0-e2e',
    DEMO_MODE: 'on',
    SIGNIN_RATE_LIMIT: '1000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else Object.assign(env, { DATA_DIR: '.data/e2e', EMBEDDED_PG_PORT: '54359' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  servers.push({ child, port, log: () => log });
  return child;
}

async function waitReady(port, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://localhost:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const server = servers.find((s) => s.port === port);
  throw new Error(`The portal on port ${port} did not become ready:\n${server?.log().slice(-4000)}`);
}

let exitCode = 1;
try {
  startServer(ports[0]);
  await waitReady(ports[0]); // the first instance migrates and seeds; the second starts on the same data
  startServer(ports[1]);
  await waitReady(ports[1]);
  const args = ['playwright', 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)];
  const result = spawn('npx', args, {
    cwd: here,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: `http://localhost:${ports[0]}`,
      E2E_SECOND_URL: `http://localhost:${ports[1]}`,
    },
  });
  exitCode = await new Promise((resolve) => result.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const { child } of servers) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  await dropDatabase();
}
process.exit(exitCode);
