import fs from 'node:fs';
import type { BenchDatabase } from './bench-database.ts';
import type { ExportOutcome } from './export-bench.ts';
import type { LatencyResult, SkippedRequest } from './latency.ts';
import type { BundleResult, StartupResult } from './startup-bench.ts';
import type { ThroughputResult } from './throughput.ts';
import { fmt, ratio } from './stats.ts';

/** Targets of issue 6, tightened by issue 10 (API/bare median, throughput at large scale, the shell). */
export const TARGETS = {
  apiOverRaw: 2.0,
  apiOverBare: 1.25,
  growth: 2.0,
  throughput: 0.75,
  throughputLarge: 0.85,
  exportRatio: 1.3,
  exportMemoryMb: 100,
  shellGzipKb: 255,
};

export interface GrowthRow {
  label: string;
  smallMedian: number;
  largeMedian: number;
  smallRawMedian: number;
  largeRawMedian: number;
  plan: string[];
  seqScans: string[];
}

export interface BenchReport {
  command: string;
  startedAt: Date;
  finishedAt: Date;
  machine: string;
  scale: string;
  iterations: number;
  databases: BenchDatabase[];
  overhead?: { results: LatencyResult[]; skipped: SkippedRequest[] };
  growth?: { rows: GrowthRow[]; skipped: SkippedRequest[]; note?: string };
  throughput?: { results: ThroughputResult[]; connections: number; seconds: number; skipped: string[] };
  exportResult?: ExportOutcome;
  startup?: StartupResult | { error: string };
  bundle?: BundleResult | { error: string };
}

const met = (ok: boolean) => (ok ? 'met' : '**not met**');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function overheadSection(report: BenchReport): string[] {
  const out = ['## 1. API overhead (median and p99, ms; ratios to the raw SQL and to the bare route)', ''];
  if (!report.overhead) return [...out, 'Not run (see `--only`).', ''];
  out.push(
    `Each request: up to ${report.iterations} shuffled rounds (fewer for slow requests, at least 30) of API / bare route / raw SQL after a warm-up, one keep-alive connection each. ` +
      'Raw = the data SQL the server ran for the request (recorded from the server), replayed through `pg` in the benchmark process, statements the server sent together sent together. ' +
      'API = HTTP with a bearer token: authentication, module access check, zod validation and serialisation, audit row (member reads), JSON request logging.',
    '',
    `| request | rows | rounds | raw median | bare median | API median | API p99 | API/raw median | API/raw p99 | API/bare median | API/bare p99 | bare/raw | target API/raw ≤ ${TARGETS.apiOverRaw.toFixed(1)} | target API/bare ≤ ${TARGETS.apiOverBare} |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const result of report.overhead.results) {
    const bare = result.bare;
    const apiRaw = ratio(result.api.median, result.raw.median);
    out.push(
      `| ${result.prepared.request.label} | ${result.prepared.answerRows} | ${result.rounds} | ${fmt(result.raw.median)} | ${fmt(bare?.median ?? NaN)} | ${fmt(result.api.median)} | ${fmt(result.api.p99)} | ${fmt(apiRaw)} | ${fmt(ratio(result.api.p99, result.raw.p99))} | ${fmt(ratio(result.api.median, bare?.median ?? NaN))} | ${fmt(ratio(result.api.p99, bare?.p99 ?? NaN))} | ${fmt(ratio(bare?.median ?? NaN, result.raw.median))} | ${met(apiRaw <= TARGETS.apiOverRaw)} | ${met(ratio(result.api.median, bare?.median ?? NaN) <= TARGETS.apiOverBare)} |`,
    );
  }
  for (const skipped of report.overhead.skipped)
    out.push(
      `| ${skipped.request.label} | – | – | – | – | – | – | – | – | – | – | – | not measured: ${skipped.reason.replace(/\|/g, '/')} |`,
    );
  out.push('');
  return out;
}

function growthSection(report: BenchReport): string[] {
  const out = ['## 2. Growth: small scale vs large scale (API median, ms) with the query plans at large scale', ''];
  if (!report.growth) return [...out, 'Not run (see `--only`).', ''];
  if (report.growth.note) out.push(report.growth.note, '');
  out.push(
    '| request | small API | large API | growth | small raw | large raw | raw growth | target ≤ 2.0 | plan at large scale (scans) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const row of report.growth.rows) {
    const growth = ratio(row.largeMedian, row.smallMedian);
    const plan = row.plan.map((line) => `\`${line.replace(/\|/g, '/')}\``).join('<br>');
    const seq = row.seqScans.length > 0 ? `<br>**sequential scan of a large table: ${row.seqScans.join(', ')}**` : '';
    out.push(
      `| ${row.label} | ${fmt(row.smallMedian)} | ${fmt(row.largeMedian)} | ${fmt(growth)} | ${fmt(row.smallRawMedian)} | ${fmt(row.largeRawMedian)} | ${fmt(ratio(row.largeRawMedian, row.smallRawMedian))} | ${met(growth <= TARGETS.growth)} | ${plan}${seq} |`,
    );
  }
  for (const skipped of report.growth.skipped)
    out.push(
      `| ${skipped.request.label} | – | – | – | – | – | – | not measured: ${skipped.reason.replace(/\|/g, '/')} | |`,
    );
  out.push('');
  return out;
}

const throughputTarget = (report: BenchReport) =>
  report.scale === 'large' ? TARGETS.throughputLarge : TARGETS.throughput;

const fmtCpu = (ms: number | undefined) => (ms === undefined ? '–' : fmt(ms, 2));

function throughputSection(report: BenchReport): string[] {
  const out = ['## 3. Throughput at concurrent connections (autocannon)', ''];
  if (!report.throughput) return [...out, 'Not run (see `--only`).', ''];
  out.push(
    `${report.throughput.connections} connections, ${report.throughput.seconds} s per server in two alternating halves after a 2 s warm-up. API includes authentication, access checks and the audit row of every member read. CPU ms per request: user and system time of the server's own process over the requests it answered, and of PostgreSQL's processes during the same runs (the load generator's is in neither).`,
    '',
    `| request | bare req/s | API req/s | API/bare | bare CPU ms/request | API CPU ms/request | PostgreSQL CPU ms/request (bare / API) | API errors + non-2xx | API p99 ms | target ≥ ${throughputTarget(report)} (${report.scale} scale) |`,
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const result of report.throughput.results) {
    const r = ratio(result.api.requestsPerSecond, result.bare.requestsPerSecond);
    out.push(
      `| ${result.prepared.request.label} | ${fmt(result.bare.requestsPerSecond, 0)} | ${fmt(result.api.requestsPerSecond, 0)} | ${fmt(r)} | ${fmtCpu(result.bare.cpuMsPerRequest)} | ${fmtCpu(result.api.cpuMsPerRequest)} | ${fmtCpu(result.bare.postgresCpuMsPerRequest)} / ${fmtCpu(result.api.postgresCpuMsPerRequest)} | ${result.api.errors + result.api.non2xx} | ${fmt(result.api.p99Ms, 0)} | ${met(r >= throughputTarget(report) && result.api.errors + result.api.non2xx === 0)} |`,
    );
  }
  for (const skipped of report.throughput.skipped)
    out.push(`| ${skipped} | – | – | – | – | – | – | – | – | not measured |`);
  out.push('');
  return out;
}

function exportSection(report: BenchReport): string[] {
  const out = ['## 4. Excel export of the work list through the API vs exceljs streaming writer alone', ''];
  const result = report.exportResult;
  if (!result) return [...out, 'Not run (see `--only`).', ''];
  if (!result.ok) return [...out, `Not measured: ${result.reason}`, ''];
  const r = ratio(result.apiMs, result.writerMs);
  out.push(
    '| rows | file | API (to last byte) | writer alone | API/writer | target ≤ 1.3 | server RSS before | peak RSS growth | target < 100 MB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${result.rows} | ${kb(result.bytes)} | ${fmt(result.apiMs, 0)} ms | ${fmt(result.writerMs, 0)} ms | ${fmt(r)} | ${met(r <= TARGETS.exportRatio)} | ${fmt(result.rssBeforeMb, 0)} MB | ${fmt(result.peakGrowthMb, 1)} MB | ${met(result.peakGrowthMb < TARGETS.exportMemoryMb)} |`,
    '',
    `Request: \`GET ${result.path}\` as enroll.manager (rows read back from the file include the header row). Peak memory measured by ${result.peakMeasuredBy}. The writer alone writes the rows read back from the API's file (same values, same sheet width) to a stream that discards them.${result.warning ? ` The API sent the warning header: "${result.warning}".` : ''}`,
    '',
  );
  return out;
}

function startupSection(report: BenchReport): string[] {
  const out = ["## 5. Start-up and the shell's first load", ''];
  const startup = report.startup;
  if (!startup) out.push('Start-up not run (see `--only`).', '');
  else if ('error' in startup) out.push(`Start-up not measured: ${startup.error}`, '');
  else
    out.push(
      `Start-up: \`${startup.command}\` to the first 200 from \`/readyz\` on an existing embedded database: median **${fmt(startup.medianMs / 1000, 2)} s** (runs: ${startup.readyMs.map((ms) => fmt(ms / 1000, 2)).join(', ')} s; first start with creation and seeding: ${fmt(startup.firstStartSeconds, 0)} s). ` +
        '`npm start` also builds the web app first (a build step, not counted).',
      '',
    );
  const bundle = report.bundle;
  if (!bundle) out.push('Bundle not measured (see `--only`).', '');
  else if ('error' in bundle) out.push(`Bundle not measured: ${bundle.error}`, '');
  else {
    out.push(
      `Shell (entry script and its static imports, gzip level 6): **${kb(bundle.shellGzipBytes)}** gzip — target at most ${TARGETS.shellGzipKb} KB: ${met(bundle.shellGzipBytes <= TARGETS.shellGzipKb * 1024)}.`,
      '',
      '| shell chunk | size | gzip |',
      '|---|---|---|',
      ...bundle.shell.map((chunk) => `| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzipBytes)} |`),
      '',
      `Lazy chunks (loaded only when a screen opens): ${bundle.lazy.length}. Largest:`,
      '',
      '| lazy chunk | size | gzip |',
      '|---|---|---|',
      ...bundle.lazy.slice(0, 25).map((chunk) => `| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzipBytes)} |`),
      '',
    );
  }
  return out;
}

export function renderReport(report: BenchReport): string {
  const out: string[] = [
    `Command: \`${report.command}\``,
    '',
    `Run ${report.startedAt.toISOString()} – ${report.finishedAt.toISOString()} on ${report.machine}. Main scale: ${report.scale}.`,
    '',
    '| database | load | ' + (report.databases[0]?.volumes.map((volume) => volume.label).join(' | ') ?? '') + ' |',
    '|---|---|' + (report.databases[0]?.volumes.map(() => '---').join('|') ?? '') + '|',
    ...report.databases.map(
      (database) =>
        `| ${database.name} | ${database.loadSeconds > 0 ? `${fmt(database.loadSeconds, 0)} s` : 'reused'} | ${database.volumes
          .map((volume) =>
            volume.rows === undefined
              ? 'no table'
              : `${volume.rows.toLocaleString('en-US')}${volume.target && volume.rows < volume.target ? ` (**below ${volume.target.toLocaleString('en-US')}**)` : ''}`,
          )
          .join(' | ')} |`,
    ),
    '',
    ...report.databases
      .filter((database) => database.seedError)
      .map((database) => `A demo-data seeder failed while loading ${database.name}: ${database.seedError}`),
    ...report.databases
      .filter((database) => database.toppedUp.length > 0)
      .map(
        (database) =>
          `Topped up by the benchmark (the module seeders' large scale fell short): ${database.toppedUp.join('; ')}.`,
      ),
    '',
    ...overheadSection(report),
    ...growthSection(report),
    ...throughputSection(report),
    ...exportSection(report),
    ...startupSection(report),
  ];
  return out.join('\n');
}

const BEGIN = '<!-- bench:results:begin (written by npm run bench; text outside these markers is kept) -->';
const END = '<!-- bench:results:end -->';

/** Replaces the results between the markers in docs/benchmarks.md, keeping the analysis written around them. */
export function writeReport(file: string, markdown: string): void {
  const block = `${BEGIN}\n${markdown}\n${END}`;
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, `# Benchmarks\n\n${block}\n`);
    return;
  }
  const current = fs.readFileSync(file, 'utf8');
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
