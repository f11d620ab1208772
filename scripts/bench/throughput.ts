import fs from 'node:fs';
import autocannon from 'autocannon';
import type { PreparedRequest } from './latency.ts';
import type { ServerChild } from './server-child.ts';

export interface ThroughputRun {
  requestsPerSecond: number;
  total: number;
  errors: number;
  non2xx: number;
  p99Ms: number;
  /** CPU time (user + system) the server's process spent per request during the run, in ms; undefined off Linux. */
  cpuMsPerRequest: number | undefined;
}

export interface ThroughputResult {
  prepared: PreparedRequest;
  api: ThroughputRun;
  bare: ThroughputRun;
}

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat), or undefined where unreadable. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

async function cannon(
  pid: number,
  url: string,
  options: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    connections: number;
    seconds: number;
  },
): Promise<ThroughputRun> {
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({
    url,
    method: options.method,
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: cpuPerRequest(cpuBefore, processCpuMs(pid), result.requests.total),
  };
}

function cpuPerRequest(before: number | undefined, after: number | undefined, requests: number): number | undefined {
  return before === undefined || after === undefined || requests === 0 ? undefined : (after - before) / requests;
}

/**
 * Requests per second at N concurrent connections through the API (signed in, audited) and through the bare
 * Fastify + pg route running the same SQL. A short warm-up run precedes each measured run; bare and API
 * alternate in two halves so a slow patch of the machine hits both.
 */
export async function measureThroughput(
  prepared: PreparedRequest,
  options: { api: ServerChild; bare: ServerChild; connections: number; seconds: number },
): Promise<ThroughputResult> {
  const apiTarget = {
    url: options.api.baseUrl + prepared.path,
    method: prepared.request.method,
    headers: {
      authorization: `Bearer ${prepared.token}`,
      ...(prepared.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: prepared.body,
  };
  const bareTarget = {
    url: `${options.bare.baseUrl}/bare/${prepared.request.key}`,
    method: 'GET' as const,
    headers: {},
  };
  const half = Math.max(2, Math.round(options.seconds / 2));
  await cannon(options.api.pid, apiTarget.url, { ...apiTarget, connections: options.connections, seconds: 2 });
  await cannon(options.bare.pid, bareTarget.url, { ...bareTarget, connections: options.connections, seconds: 2 });
  const runs = { api: [] as ThroughputRun[], bare: [] as ThroughputRun[] };
  runs.bare.push(
    await cannon(options.bare.pid, bareTarget.url, { ...bareTarget, connections: options.connections, seconds: half }),
  );
  runs.api.push(
    await cannon(options.api.pid, apiTarget.url, { ...apiTarget, connections: options.connections, seconds: half }),
  );
  runs.api.push(
    await cannon(options.api.pid, apiTarget.url, { ...apiTarget, connections: options.connections, seconds: half }),
  );
  runs.bare.push(
    await cannon(options.bare.pid, bareTarget.url, { ...bareTarget, connections: options.connections, seconds: half }),
  );
  const combine = (list: ThroughputRun[]): ThroughputRun => ({
    requestsPerSecond: list.reduce((sum, run) => sum + run.requestsPerSecond, 0) / list.length,
    total: list.reduce((sum, run) => sum + run.total, 0),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
    non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
    p99Ms: Math.max(...list.map((run) => run.p99Ms)),
    cpuMsPerRequest: list.every((run) => run.cpuMsPerRequest !== undefined)
      ? list.reduce((sum, run) => sum + (run.cpuMsPerRequest ?? 0) * run.total, 0) /
        Math.max(
          1,
          list.reduce((sum, run) => sum + run.total, 0),
        )
      : undefined,
  });
  return { prepared, api: combine(runs.api), bare: combine(runs.bare) };
}
