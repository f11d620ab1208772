/**
 * `npm run test:resilience` — load, fault and scale-out tests of issue 6 against real server processes and a
 * PostgreSQL of the suite's own (embedded, port 54372). Exits non-zero when any scenario fails.
 *
 *   RESILIENCE_SCALE=full (default: 50 clients for 60 s) | ci (10 clients for 15 s; the default when CI is set)
 *   RESILIENCE_ONLY=load,restart,scale-out,bad-input,stale   run only these scenarios
 */
import { badInputScenario } from './bad-input.scenario.ts';
import { ensureRunDir, openCluster, RUN_DIR, type Findings } from './harness.ts';
import { loadScenario } from './load.scenario.ts';
import { restartScenario } from './restart.scenario.ts';
import { scaleOutScenario } from './scale-out.scenario.ts';
import { staleUpdateScenario } from './stale-updates.scenario.ts';

const SIZES = {
  full: { clients: 50, seconds: 60 },
  ci: { clients: 10, seconds: 15 },
} as const;

const scaleName = process.env.RESILIENCE_SCALE ?? (process.env.CI ? 'ci' : 'full');
const size = scaleName === 'ci' ? SIZES.ci : SIZES.full;
const only = process.env.RESILIENCE_ONLY
  ? new Set(process.env.RESILIENCE_ONLY.split(',').map((name) => name.trim()))
  : undefined;
const log = (line: string) => console.log(`[resilience] ${line}`);

type Scenario = { name: string; run: (cluster: Awaited<ReturnType<typeof openCluster>>) => Promise<Findings> };
const SCENARIOS: Scenario[] = [
  { name: 'load', run: (cluster) => loadScenario(cluster, { clients: size.clients, seconds: size.seconds }, log) },
  { name: 'restart', run: (cluster) => restartScenario(cluster, { clients: Math.min(size.clients, 10) }, log) },
  { name: 'scale-out', run: (cluster) => scaleOutScenario(cluster, log) },
  { name: 'bad-input', run: (cluster) => badInputScenario(cluster, log) },
  { name: 'stale', run: (cluster) => staleUpdateScenario(cluster, log) },
];

ensureRunDir();
const started = Date.now();
log(`scale ${scaleName}: ${size.clients} clients for ${size.seconds} s; server logs in ${RUN_DIR}`);
const cluster = await openCluster(log);
const outcomes: { name: string; findings: Findings | undefined; error?: string; seconds: number }[] = [];
try {
  for (const scenario of SCENARIOS) {
    if (only && !only.has(scenario.name)) continue;
    const scenarioStarted = Date.now();
    log(`--- ${scenario.name}`);
    try {
      const findings = await scenario.run(cluster);
      outcomes.push({ name: scenario.name, findings, seconds: (Date.now() - scenarioStarted) / 1000 });
    } catch (error) {
      outcomes.push({
        name: scenario.name,
        findings: undefined,
        error: (error as Error).stack ?? String(error),
        seconds: (Date.now() - scenarioStarted) / 1000,
      });
    }
  }
} finally {
  await cluster.stop();
}

let failed = false;
console.log('');
for (const outcome of outcomes) {
  const failures = outcome.error ? [outcome.error] : (outcome.findings?.failures ?? []);
  failed ||= failures.length > 0;
  console.log(`${failures.length === 0 ? 'PASS' : 'FAIL'}  ${outcome.name} (${outcome.seconds.toFixed(1)} s)`);
  for (const note of outcome.findings?.notes ?? []) console.log(`      ${note}`);
  for (const failure of failures.slice(0, 40)) console.log(`   x  ${failure}`);
  if (failures.length > 40) console.log(`   x  ... and ${failures.length - 40} more`);
}
console.log(`\n${failed ? 'FAILED' : 'PASSED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
