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
  /** CPU time of PostgreSQL's processes on this machine per request during the run, in ms; undefined off Linux. */
  postgresCpuMsPerRequest: number | undefined;
}

export interface ThroughputResult {
  prepared: PreparedRequest;
  api: ThroughputRun;
  bare: ThroughputRun;
}

/** A process's command name and user + system CPU time so far in ms (Linux: /proc/<pid>/stat), or undefined. */
function processStat(pid: number | string): { command: string; cpuMs: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { command, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

const processCpuMs = (pid: number) => processStat(pid)?.cpuMs;

/**
 * The CPU time so far of every PostgreSQL process on this machine (the server's pooled connections live through a run),
 * or undefined where /proc cannot be read or the database is elsewhere.
 */
function postgresCpuMs(): number | undefined {
  try {
    let total = 0;
    let found = false;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = processStat(pid);
      if (stat?.command !== 'postgres') continue;
      total += stat.cpuMs;
      found = true;
    }
    return found ? total : undefined;
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
  const postgresBefore = postgresCpuMs();
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
    postgresCpuMsPerRequest: cpuPerRequest(postgresBefore, postgresCpuMs(), result.requests.total),
  };
}

function cpuPerRequest(before: number | undefined, after: number | undefined, requests: number): number | undefined {
  return before === undefined || after === undefined || requests === 0 ? undefined : (after - before) / requests;
}

/** A per-request figure over several runs, weighted by their requests; undefined when any run lacks it. */
function weighted(list: ThroughputRun[], figure: (run: ThroughputRun) => number | undefined): number | undefined {
  const requests = list.reduce((sum, run) => sum + run.total, 0);
  if (requests === 0 || list.some((run) => figure(run) === undefined)) return undefined;
  return list.reduce((sum, run) => sum + (figure(run) ?? 0) * run.total, 0) / requests;
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
    cpuMsPerRequest: weighted(list, (run) => run.cpuMsPerRequest),
    postgresCpuMsPerRequest: weighted(list, (run) => run.postgresCpuMsPerRequest),
  });
  return { prepared, api: combine(runs.api), bare: combine(runs.bare) };
}
