import type http from 'node:http';
import type pg from 'pg';
import { httpRequest, jsonMessage, keepAliveAgent } from './http-client.ts';
import type { BenchRequest } from './bench-requests.ts';
import type { ServerChild } from './server-child.ts';
import { dataQueries, runWaves, toWaves, type QueryWave } from './sql-capture.ts';
import { shuffle, summarize, type Summary } from './stats.ts';

/** A request made ready on one database: its URL, body, token, and the SQL the server ran for it. */
export interface PreparedRequest {
  request: BenchRequest;
  path: string;
  body: string | undefined;
  token: string;
  waves: QueryWave[];
  /** Rows the API answered with (items.length or a count), to show the search found something. */
  answerRows: number;
}

export interface SkippedRequest {
  request: BenchRequest;
  reason: string;
}

export interface LatencyResult {
  prepared: PreparedRequest;
  rounds: number;
  api: Summary;
  bare: Summary | undefined;
  raw: Summary;
}

export function apiCall(
  agent: http.Agent,
  server: ServerChild,
  prepared: Pick<PreparedRequest, 'path' | 'body' | 'token' | 'request'>,
) {
  return httpRequest(agent, server.baseUrl + prepared.path, {
    method: prepared.request.method,
    headers: {
      authorization: `Bearer ${prepared.token}`,
      ...(prepared.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: prepared.body,
  });
}

/** Rows of an answer: a page's items, else its total (a FHIR searchset Bundle's too); a single FHIR resource is one. */
function countRows(body: Buffer): number {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { items?: unknown[]; total?: number; resourceType?: string };
    if (Array.isArray(parsed.items)) return parsed.items.length;
    if (typeof parsed.total === 'number') return parsed.total;
    return typeof parsed.resourceType === 'string' && parsed.resourceType !== 'Bundle' ? 1 : 0;
  } catch {
    return 0;
  }
}

/**
 * Picks parameters, checks the API answers 200, warms the server (the user cache, JIT) and records the SQL
 * the server runs for one request: the data SQL that the raw and bare measurements replay.
 */
export async function prepareRequests(
  requests: BenchRequest[],
  pool: pg.Pool,
  server: ServerChild,
  tokenFor: (user: string) => Promise<string>,
): Promise<{ prepared: PreparedRequest[]; skipped: SkippedRequest[] }> {
  const agent = keepAliveAgent();
  const prepared: PreparedRequest[] = [];
  const skipped: SkippedRequest[] = [];
  for (const request of requests) {
    let path: string;
    let body: string | undefined;
    try {
      path = await request.path(pool);
      body = request.body ? JSON.stringify(await request.body(pool)) : undefined;
    } catch (error) {
      skipped.push({ request, reason: `no data to search: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    const token = await tokenFor(request.user);
    const candidate = { request, path, body, token };
    const first = await apiCall(agent, server, candidate);
    if (first.status !== 200) {
      skipped.push({
        request,
        reason: `${request.method} ${path.split('?')[0]} answered ${first.status}: ${jsonMessage(first)}`,
      });
      continue;
    }
    for (let i = 0; i < 5; i++) await apiCall(agent, server, candidate);
    let answer = first;
    const captured = await server.capture(async () => {
      answer = await apiCall(agent, server, candidate);
    });
    const waves = toWaves(dataQueries(captured));
    if (waves.length === 0) {
      skipped.push({ request, reason: 'the server ran no SQL for it (nothing to compare)' });
      continue;
    }
    prepared.push({ ...candidate, waves, answerRows: countRows(answer.body) });
  }
  agent.destroy();
  return { prepared, skipped };
}

/**
 * Median and p99 of the same request three ways, interleaved in shuffled rounds so noise hits all alike:
 * through the API (HTTP, signed in), through the bare Fastify + pg route, and the SQL alone through pg in this process.
 */
export async function measureLatency(
  prepared: PreparedRequest,
  options: { api: ServerChild; bare: ServerChild | undefined; pool: pg.Pool; iterations: number; warmup: number },
): Promise<LatencyResult> {
  const agent = keepAliveAgent();
  const timings = { api: [] as number[], bare: [] as number[], raw: [] as number[] };
  const kinds: (keyof typeof timings)[] = options.bare ? ['api', 'bare', 'raw'] : ['api', 'raw'];
  const once = async (kind: keyof typeof timings): Promise<number> => {
    const started = performance.now();
    if (kind === 'raw') {
      await runWaves(options.pool, prepared.waves);
    } else if (kind === 'bare' && options.bare) {
      const answer = await httpRequest(agent, `${options.bare.baseUrl}/bare/${prepared.request.key}`);
      if (answer.status !== 200)
        throw new Error(`${prepared.request.label}: bare route answered ${answer.status} ${jsonMessage(answer)}`);
    } else {
      const answer = await apiCall(agent, options.api, prepared);
      if (answer.status !== 200)
        throw new Error(`${prepared.request.label}: API answered ${answer.status} ${jsonMessage(answer)}`);
    }
    return performance.now() - started;
  };
  const warmStarted = performance.now();
  for (let i = 0; i < options.warmup; i++) for (const kind of kinds) await once(kind);
  // A slow request gets fewer rounds (at least 30) so one request never holds the run for minutes.
  const roundMs = (performance.now() - warmStarted) / Math.max(1, options.warmup);
  const rounds = Math.min(options.iterations, Math.max(30, Math.floor(45_000 / Math.max(roundMs, 0.001))));
  for (let i = 0; i < rounds; i++) {
    for (const kind of shuffle([...kinds])) timings[kind].push(await once(kind));
  }
  agent.destroy();
  return {
    prepared,
    rounds,
    api: summarize(timings.api),
    bare: options.bare ? summarize(timings.bare) : undefined,
    raw: summarize(timings.raw),
  };
}

/** The query plans of the data SQL (EXPLAIN ANALYZE), reduced to the scan lines that show index use. */
export async function explainPlans(
  pool: pg.Pool,
  waves: QueryWave[],
): Promise<{ lines: string[]; seqScans: string[] }> {
  const lines: string[] = [];
  const seqScans: string[] = [];
  for (const query of waves.flat()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, costs off, timing off, summary off) ${query.text}`,
      values: query.values,
    });
    for (const row of rows) {
      const line = row['QUERY PLAN'].trim().replace(/^->\s*/, '');
      if (/Scan|Index/.test(line) && !/Index Cond|Filter|Recheck/.test(line)) lines.push(line);
      const seq = /Seq Scan on (\S+)/.exec(line);
      if (seq?.[1]) seqScans.push(seq[1]);
    }
  }
  // A sequential scan of a lookup table is fine; one of a table past 10,000 rows is what an index should prevent.
  const large: string[] = [];
  for (const table of new Set(seqScans)) {
    const { rows } = await pool.query<{ n: number }>(
      'select coalesce(max(reltuples), 0)::float8 as n from pg_class where relname = $1',
      [table],
    );
    if ((rows[0]?.n ?? 0) > 10_000) large.push(table);
  }
  return { lines: [...new Set(lines)], seqScans: large };
}

export interface GrowthResult {
  key: string;
  large: { api: Summary; raw: Summary };
  small: { api: Summary; raw: Summary };
  rounds: number;
}

/**
 * Growth (issue 6, benchmark 2): the same request against a server on the small database and one on the large
 * database, interleaved in shuffled rounds (API and raw SQL of each), so a busy moment of the machine hits both scales.
 */
export async function measureGrowth(
  large: PreparedRequest,
  small: PreparedRequest,
  options: {
    largeApi: ServerChild;
    smallApi: ServerChild;
    largePool: pg.Pool;
    smallPool: pg.Pool;
    iterations: number;
    warmup: number;
  },
): Promise<GrowthResult> {
  const agent = keepAliveAgent(2);
  const timings = {
    largeApi: [] as number[],
    smallApi: [] as number[],
    largeRaw: [] as number[],
    smallRaw: [] as number[],
  };
  type Kind = keyof typeof timings;
  const once = async (kind: Kind): Promise<number> => {
    const started = performance.now();
    if (kind === 'largeRaw') await runWaves(options.largePool, large.waves);
    else if (kind === 'smallRaw') await runWaves(options.smallPool, small.waves);
    else {
      const [server, prepared] = kind === 'largeApi' ? [options.largeApi, large] : [options.smallApi, small];
      const answer = await apiCall(agent, server, prepared);
      if (answer.status !== 200)
        throw new Error(`${prepared.request.label}: API answered ${answer.status} ${jsonMessage(answer)}`);
    }
    return performance.now() - started;
  };
  const kinds: Kind[] = ['largeApi', 'smallApi', 'largeRaw', 'smallRaw'];
  const warmStarted = performance.now();
  for (let i = 0; i < options.warmup; i++) for (const kind of kinds) await once(kind);
  const roundMs = (performance.now() - warmStarted) / Math.max(1, options.warmup);
  const rounds = Math.min(options.iterations, Math.max(30, Math.floor(45_000 / Math.max(roundMs, 0.001))));
  for (let i = 0; i < rounds; i++) for (const kind of shuffle([...kinds])) timings[kind].push(await once(kind));
  agent.destroy();
  return {
    key: large.request.key,
    large: { api: summarize(timings.largeApi), raw: summarize(timings.largeRaw) },
    small: { api: summarize(timings.smallApi), raw: summarize(timings.smallRaw) },
    rounds,
  };
}
