import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildMessage } from './server-process.ts';
import type { CapturedQuery } from './sql-capture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The public URL of the servers the scripts start: their tokens' issuer is `${SCRIPT_PUBLIC_URL}/oidc`. */
export const SCRIPT_PUBLIC_URL = 'http://127.0.0.1';

export interface ServerChild {
  mode: 'api' | 'bare';
  port: number;
  baseUrl: string;
  pid: number;
  /** Records the SQL the server runs while `during` runs (api mode). */
  capture(during: () => Promise<void>): Promise<CapturedQuery[]>;
  /** Queues the resilience probe job on this instance (RESILIENCE_JOB_PROBE=1). */
  enqueueProbe(probeId: string): Promise<string | null>;
  stop(): Promise<void>;
}

function nextMessage<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs = 120_000,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the ${type} message did not come within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`the server process exited (code ${code}) before ${type}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Starts the real server or the bare route in a child process; its output goes to logFile. */
export async function startServerChild(options: {
  mode: 'api' | 'bare';
  databaseUrl: string;
  logFile: string;
  wavesFile?: string;
  port?: number;
}): Promise<ServerChild> {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const child = fork(path.join(here, 'server-process.ts'), [], {
    // BENCH_PROFILE=<folder>: write a CPU profile of each server process there (open it in Chrome DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_MODE: options.mode,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port ?? 0),
      BENCH_WAVES_FILE: options.wavesFile ?? '',
      NODE_ENV: 'development',
      // The per-user limits of member search and exports guard against scraping, not load: the benchmarks and the
      // resilience suite (load, fuzz) send far more than a person could, so their servers get limits they never reach.
      MEMBER_SEARCH_RATE_LIMIT: process.env.MEMBER_SEARCH_RATE_LIMIT ?? '1000000',
      EXPORT_RATE_LIMIT: process.env.EXPORT_RATE_LIMIT ?? '1000000',
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  let ready: Extract<ChildMessage, { type: 'ready' }>;
  try {
    ready = await nextMessage(child, 'ready');
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; see ${options.logFile}`, { cause: error });
  }
  const pid = child.pid ?? 0;
  return {
    mode: options.mode,
    port: ready.port,
    baseUrl: `http://127.0.0.1:${ready.port}`,
    pid,
    capture: async (during) => {
      const started = nextMessage(child, 'capture-started');
      child.send({ type: 'capture-start' });
      await started;
      await during();
      const captured = nextMessage(child, 'captured');
      child.send({ type: 'capture-stop' });
      return (await captured).queries;
    },
    enqueueProbe: async (probeId) => {
      const answer = new Promise<Extract<ChildMessage, { type: 'enqueued' }>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`probe ${probeId} was not queued within 30 s`)), 30_000);
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'enqueued' || message.probeId !== probeId) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(message);
        };
        child.on('message', onMessage);
      });
      child.send({ type: 'enqueue-probe', probeId });
      const result = await answer;
      if (result.error) throw new Error(result.error);
      return result.jobId;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process from /proc (Linux): current and peak (high-water mark), in bytes. */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the peak-RSS counter of a process (Linux: writing 5 to clear_refs), so the next peak is the export's own. */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
