/**
 * `npm run bench` — the benchmarks of issue 6, printed as ratios measured in one run and written to docs/benchmarks.md.
 *
 * Options:
 *   --scale large|small   main scale (default large: 1,000,000 members ...); growth compares it with small
 *   --only a,b            sections: overhead, growth, throughput, export, startup (default all)
 *   --requests a,b        requests by key (bench-requests.ts), e.g. fhir-patient,fhir-coverage (default all)
 *   --iterations N        rounds per request for latencies (default 200)
 *   --seconds N           autocannon seconds per server (default 10)
 *   --connections N       concurrent connections for throughput (default 32)
 *   --fresh               reload the benchmark databases even when a loaded one matches
 *   --reuse               keep a large database loaded by older seeders (migrated and topped up) instead of reloading it
 *   --no-write            print only, leave docs/benchmarks.md alone
 * DATABASE_URL: the PostgreSQL server to create the benchmark databases on; unset: an embedded one on port 54370.
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../apps/server/src/platform/config/config.ts';
import { connect } from '../../apps/server/src/platform/db/client.ts';
import { loadOrCreateSigningKey, loadPortalSecret } from '../../apps/server/src/platform/auth/signing-keys.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { createSessionToken } from '../../apps/server/src/platform/session/sessions.ts';
import { openBenchServer, prepareBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { BENCH_REQUESTS, THROUGHPUT_KEYS } from './bench-requests.ts';
import { WORKLIST_EXPORT, measureExport } from './export-bench.ts';
import {
  explainPlans,
  measureGrowth,
  measureLatency,
  prepareRequests,
  type LatencyResult,
  type PreparedRequest,
  type SkippedRequest,
} from './latency.ts';
import { renderReport, writeReport, type BenchReport, type GrowthRow } from './report.ts';
import { SCRIPT_PUBLIC_URL, startServerChild, type ServerChild } from './server-child.ts';
import { measureBundle, measureStartup } from './startup-bench.ts';
import { measureThroughput, type ThroughputRun } from './throughput.ts';

/** Ports of the benchmark's servers (the real one, the bare route, the start-up run) and of its start-up PostgreSQL. */
const API_PORT = 8108;
const BARE_PORT = 8109;
const SMALL_API_PORT = 8111;
const STARTUP_PORT = 8110;
const STARTUP_PG_PORT = 54371;

const SECTIONS = ['overhead', 'growth', 'throughput', 'export', 'startup'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    only: { type: 'string' },
    requests: { type: 'string' },
    iterations: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    fresh: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const scale = values.scale;
const only = new Set<Section>((values.only ? values.only.split(',') : SECTIONS).map((name) => name.trim() as Section));
for (const name of only)
  if (!SECTIONS.includes(name)) throw new Error(`Unknown section ${name}; choose from ${SECTIONS.join(', ')}`);
const requestKeys = values.requests?.split(',').map((key) => key.trim());
for (const key of requestKeys ?? [])
  if (!BENCH_REQUESTS.some((request) => request.key === key))
    throw new Error(`Unknown request ${key}; choose from ${BENCH_REQUESTS.map((request) => request.key).join(', ')}`);
const requests = requestKeys ? BENCH_REQUESTS.filter((request) => requestKeys.includes(request.key)) : BENCH_REQUESTS;
const throughputKeys = THROUGHPUT_KEYS.filter((key) => !requestKeys || requestKeys.includes(key));
const iterations = Number(values.iterations);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const log = (line: string) => console.log(`[bench] ${line}`);
const runDir = path.join(repoRoot, '.data', 'bench-run');
fs.mkdirSync(runDir, { recursive: true });

const startedAt = new Date();
const report: BenchReport = {
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  startedAt,
  finishedAt: startedAt,
  machine: `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, ${os.platform()}`,
  scale,
  iterations,
  databases: [],
};

/** Starts the real server on a database, makes the requests ready and hands them over; stops the server after. */
async function withApi<T>(
  database: BenchDatabase,
  port: number,
  run: (
    api: ServerChild,
    prepared: PreparedRequest[],
    skipped: SkippedRequest[],
    tokenFor: (user: string) => Promise<string>,
  ) => Promise<T>,
): Promise<T> {
  const api = await startServerChild({
    mode: 'api',
    databaseUrl: database.url,
    port,
    logFile: path.join(runDir, `server-api-${database.scale}.log`),
  });
  const pool = connect(database.url, { max: 4 });
  try {
    const key = await loadOrCreateSigningKey(pool.db, loadPortalSecret(loadConfig())); // the server created it on start
    const tokens = new Map<string, string>();
    const tokenFor = async (user: string) => {
      const cached = tokens.get(user);
      if (cached) return cached;
      const token = await createSessionToken(pool.pool, key, {
        username: user,
        issuer: `${SCRIPT_PUBLIC_URL}/oidc`,
        audience: 'portal-api',
        clientId: 'portal-web',
        scope: 'api',
        ttlSeconds: 4 * 3600,
      });
      tokens.set(user, token);
      return token;
    };
    const { prepared, skipped } = await prepareRequests(requests, pool.pool, api, tokenFor);
    for (const entry of skipped) log(`skipped ${entry.request.label}: ${entry.reason}`);
    return await run(api, prepared, skipped, tokenFor);
  } finally {
    await pool.close();
    await api.stop();
  }
}

/** A throughput run's CPU per request, the server's and PostgreSQL's, for the log. */
const cpuText = (run: ThroughputRun) =>
  `server ${run.cpuMsPerRequest?.toFixed(2) ?? '?'} ms, PostgreSQL ${run.postgresCpuMsPerRequest?.toFixed(2) ?? '?'} ms`;

async function latencies(
  database: BenchDatabase,
  api: ServerChild,
  prepared: PreparedRequest[],
  bare: ServerChild | undefined,
  rounds: number,
): Promise<LatencyResult[]> {
  const pool = connect(database.url);
  try {
    const results: LatencyResult[] = [];
    for (const request of prepared) {
      const result = await measureLatency(request, {
        api,
        bare,
        pool: pool.pool,
        iterations: rounds,
        warmup: Math.min(30, rounds),
      });
      log(
        `${database.scale} ${request.request.label}: raw ${result.raw.median.toFixed(2)} ms, ${bare ? `bare ${result.bare?.median.toFixed(2)} ms, ` : ''}API ${result.api.median.toFixed(2)} ms (p99 ${result.api.p99.toFixed(2)})`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await pool.close();
  }
}

const needsMain = only.has('overhead') || only.has('throughput') || only.has('export') || only.has('growth');
const server = needsMain ? await openBenchServer(log) : undefined;
try {
  if (server) {
    const main = await prepareBenchDatabase(server, scale, {
      fresh: values.fresh,
      reuse: values.reuse,
      log,
    });
    report.databases.push(main);
    const growthWanted = only.has('growth') && scale !== 'small';
    if (only.has('growth') && !growthWanted)
      report.growth = {
        rows: [],
        skipped: [],
        note: 'Growth needs --scale large (it compares the small scale with it).',
      };
    const small = growthWanted
      ? await prepareBenchDatabase(server, 'small', { fresh: values.fresh, reuse: false, log })
      : undefined;
    if (small) report.databases.push(small);
    await withApi(main, API_PORT, async (api, prepared, skipped, tokenFor) => {
      const wavesFile = path.join(runDir, 'waves.json');
      fs.writeFileSync(
        wavesFile,
        JSON.stringify(Object.fromEntries(prepared.map((request) => [request.request.key, request.waves]))),
      );
      const needsBare = only.has('overhead') || only.has('throughput');
      const bare = needsBare
        ? await startServerChild({
            mode: 'bare',
            databaseUrl: main.url,
            port: BARE_PORT,
            logFile: path.join(runDir, 'server-bare.log'),
            wavesFile,
          })
        : undefined;
      const mainPool = connect(main.url);
      try {
        if (only.has('overhead')) {
          report.overhead = { results: await latencies(main, api, prepared, bare, iterations), skipped };
        }
        if (small) {
          const plans = new Map(
            await Promise.all(
              prepared.map(
                async (request) => [request.request.key, await explainPlans(mainPool.pool, request.waves)] as const,
              ),
            ),
          );
          report.growth = await withApi(small, SMALL_API_PORT, async (smallApi, smallPrepared, smallSkipped) => {
            const smallPool = connect(small.url);
            try {
              const rows: GrowthRow[] = [];
              for (const large of prepared) {
                const match = smallPrepared.find((entry) => entry.request.key === large.request.key);
                if (!match) continue;
                const result = await measureGrowth(large, match, {
                  largeApi: api,
                  smallApi,
                  largePool: mainPool.pool,
                  smallPool: smallPool.pool,
                  iterations: Math.max(50, Math.round(iterations / 2)),
                  warmup: 10,
                });
                log(
                  `growth ${large.request.label}: small API ${result.small.api.median.toFixed(2)} ms, large API ${result.large.api.median.toFixed(2)} ms`,
                );
                const plan = plans.get(large.request.key) ?? { lines: [], seqScans: [] };
                rows.push({
                  label: large.request.label,
                  smallMedian: result.small.api.median,
                  largeMedian: result.large.api.median,
                  smallRawMedian: result.small.raw.median,
                  largeRawMedian: result.large.raw.median,
                  plan: plan.lines,
                  seqScans: plan.seqScans,
                });
              }
              return { rows, skipped: smallSkipped };
            } finally {
              await smallPool.close();
            }
          });
        }
        if (only.has('throughput') && bare) {
          const results = [];
          const missing: string[] = [];
          for (const key of throughputKeys) {
            const request = prepared.find((entry) => entry.request.key === key);
            if (!request) {
              missing.push(BENCH_REQUESTS.find((entry) => entry.key === key)?.label ?? key);
              continue;
            }
            const result = await measureThroughput(request, { api, bare, connections, seconds });
            log(
              `throughput ${request.request.label}: bare ${result.bare.requestsPerSecond.toFixed(0)} req/s (CPU per request: ${cpuText(result.bare)}), API ${result.api.requestsPerSecond.toFixed(0)} req/s (CPU per request: ${cpuText(result.api)})`,
            );
            results.push(result);
          }
          report.throughput = { results, connections, seconds, skipped: missing };
        }
        if (only.has('export')) {
          report.exportResult = await measureExport(api, await tokenFor(WORKLIST_EXPORT.user), mainPool.pool, 3);
          log(`export: ${JSON.stringify(report.exportResult)}`);
        }
      } finally {
        await mainPool.close();
        await bare?.stop();
      }
    });
  }

  if (only.has('startup')) {
    try {
      report.startup = await measureStartup({ port: STARTUP_PORT, pgPort: STARTUP_PG_PORT, repeats: 3, log });
      log(`start-up median ${(report.startup.medianMs / 1000).toFixed(2)} s`);
    } catch (error) {
      report.startup = { error: (error as Error).message };
    }
    report.bundle = measureBundle() ?? {
      error: 'apps/web/dist/index.html is missing: run `npm run build -w apps/web` first',
    };
  }
} finally {
  await server?.embedded?.stop();
}

report.finishedAt = new Date();
const markdown = renderReport(report);
console.log(`\n${markdown}`);
if (!values['no-write']) {
  writeReport(path.join(repoRoot, 'docs/benchmarks.md'), markdown);
  log('Results written to docs/benchmarks.md');
}
