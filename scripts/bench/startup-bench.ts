import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../../apps/server/src/platform/config/config.ts';
import { percentile } from './stats.ts';

export interface StartupResult {
  command: string;
  firstStartSeconds: number;
  readyMs: number[];
  medianMs: number;
}

async function waitReady(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (answer.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** Starts `npm run start -w apps/server` (the server half of `npm start`) and times it to the first 200 from /readyz. */
async function startOnce(env: NodeJS.ProcessEnv, port: number, timeoutMs: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'start', '-w', 'apps/server'], {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const ready = await waitReady(`http://127.0.0.1:${port}/readyz`, Date.now() + timeoutMs);
    if (!ready) throw new Error(`the server did not answer /readyz within ${timeoutMs / 1000} s`);
    return performance.now() - started;
  } finally {
    // The whole process group we started (npm, the server, its embedded PostgreSQL) stops cleanly on SIGTERM.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

/**
 * Start-up on an existing embedded database: a first start creates and seeds it (not timed), then each timed
 * start runs the real start command against it.
 */
export async function measureStartup(options: {
  port: number;
  pgPort: number;
  repeats: number;
  log: (line: string) => void;
}): Promise<StartupResult> {
  const dataDir = path.join(repoRoot, '.data', 'bench-startup');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(options.pgPort),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_MODE: 'on',
  };
  delete env.DATABASE_URL;
  const firstStarted = Date.now();
  options.log('Start-up: first start (creates and seeds the embedded database) ...');
  await startOnce(env, options.port, 600_000);
  const firstStartSeconds = (Date.now() - firstStarted) / 1000;
  const readyMs: number[] = [];
  for (let i = 0; i < options.repeats; i++) readyMs.push(await startOnce(env, options.port, 120_000));
  return {
    command: 'npm run start -w apps/server (DATA_DIR=.data/bench-startup, embedded PostgreSQL)',
    firstStartSeconds,
    readyMs,
    medianMs: percentile(readyMs, 50),
  };
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleResult {
  dist: string;
  shell: ChunkSize[];
  shellGzipBytes: number;
  lazy: ChunkSize[];
  /** Whether the server sends the assets compressed (content-encoding) when the browser accepts gzip. */
}

function sizeOf(dist: string, file: string): ChunkSize {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, bytes: bytes.length, gzipBytes: zlib.gzipSync(bytes, { level: 6 }).length };
}

/** Static imports of a built chunk (`import ... from"./x.js"` / `import"./x.js"`), resolved to dist paths. */
function staticImports(dist: string, file: string): string[] {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const target = match[1];
    if (target) found.add(path.posix.join(path.posix.dirname(file), target));
  }
  return [...found];
}

/**
 * The shell's first load: the entry script, everything it imports statically and the preloads index.html lists.
 * Every other chunk is lazy (loaded when a module screen opens).
 */
export function measureBundle(dist = path.join(repoRoot, 'apps/web/dist')): BundleResult | undefined {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/?([^"]+\.js)"/g)]
    .map((match) => match[1] ?? '')
    .filter(Boolean);
  const shell = new Set<string>();
  const queue = [...refs];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (shell.has(file) || !fs.existsSync(path.join(dist, file))) continue;
    shell.add(file);
    queue.push(...staticImports(dist, file));
  }
  const assets = fs.existsSync(path.join(dist, 'assets'))
    ? fs
        .readdirSync(path.join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `assets/${name}`)
    : [];
  const shellSizes = [...shell].map((file) => sizeOf(dist, file));
  const lazy = assets
    .filter((file) => !shell.has(file))
    .map((file) => sizeOf(dist, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { dist, shell: shellSizes, shellGzipBytes: shellSizes.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), lazy };
}
