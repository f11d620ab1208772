import { MESSAGES } from '@portal/contracts/platform/messages';
import { connect } from '../../apps/server/src/platform/db/client.ts';
import { httpRequest, keepAliveAgent } from '../bench/http-client.ts';
import { runClients } from './client-loop.ts';
import {
  cloneDatabase,
  dropDatabase,
  Findings,
  parseJson,
  RESILIENCE_PORTS,
  sleep,
  startServer,
  tokenMinter,
  type ResilienceCluster,
} from './harness.ts';
import { accountForWrites, snapshotVersions } from './write-accounting.ts';
import { availableOperations, openApiPaths, pickData } from './workload.ts';

const OUTAGE_MS = 6000;
/** "Recovers by itself within seconds" (issue 6). */
const RECOVERY_LIMIT_MS = 10_000;

/**
 * Database restart in the middle of load (issue 6): PostgreSQL stops while clients read and write, then starts
 * again. The server process stays up, answers 503 with the clear message while the database is gone, recovers
 * by itself, and no write is left half done (each is complete with its audit row, or absent).
 */
export async function restartScenario(
  cluster: ResilienceCluster,
  options: { clients: number },
  log: (line: string) => void,
): Promise<Findings> {
  const findings = new Findings();
  const { url, name } = await cloneDatabase(cluster, 'restart');
  let database = connect(url, { max: 4 });
  const server = await startServer(url, RESILIENCE_PORTS[0], 'restart');
  const agent = keepAliveAgent(2);
  try {
    const tokenFor = await tokenMinter(database);
    const adminToken = await tokenFor('admin');
    const { available } = availableOperations(await openApiPaths(server, adminToken));
    const pick = await pickData(database.pool);
    const before = await snapshotVersions(database.pool);
    // Every client's session is created now: the database that records sessions goes away during the outage.
    for (const user of new Set(available.map((operation) => operation.user))) await tokenFor(user);
    await database.close();

    let phase: 'before' | 'outage' | 'recovering' | 'after' = 'before';
    let stopLoad = false;
    const load = runClients({
      servers: [server],
      operations: available,
      clients: options.clients,
      until: () => stopLoad,
      tokenFor,
      pick,
      inOutage: () => phase === 'outage' || phase === 'recovering',
    });

    await sleep(3000);
    phase = 'outage';
    log('restart: stopping PostgreSQL');
    await cluster.stop();
    const probes: { readyz: number; api: number; message: unknown }[] = [];
    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      const readyz = await httpRequest(agent, `${server.baseUrl}/readyz`).catch(() => undefined);
      const api = await httpRequest(agent, `${server.baseUrl}/api/me`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }).catch(() => undefined);
      probes.push({
        readyz: readyz?.status ?? 0,
        api: api?.status ?? 0,
        message: api ? parseJson(api)?.message : undefined,
      });
      await sleep(500);
    }
    log('restart: starting PostgreSQL again');
    phase = 'recovering';
    await cluster.start();
    const restarted = Date.now();
    let recoveredAfter: number | undefined;
    while (Date.now() - restarted < 30_000) {
      const readyz = await httpRequest(agent, `${server.baseUrl}/readyz`).catch(() => undefined);
      const api = await httpRequest(agent, `${server.baseUrl}/api/me`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }).catch(() => undefined);
      if (readyz?.status === 200 && api?.status === 200) {
        recoveredAfter = Date.now() - restarted;
        break;
      }
      await sleep(100);
    }
    // A moment for requests begun during recovery to finish before errors count again.
    await sleep(1000);
    phase = 'after';
    await sleep(4000);
    stopLoad = true;
    const stats = await load;

    findings.check(
      probes.length > 0 && probes.every((probe) => probe.readyz === 503),
      `/readyz during the outage answered ${[...new Set(probes.map((probe) => probe.readyz))].join(', ')} (expected 503)`,
    );
    findings.check(
      probes.every((probe) => probe.api === 503 && probe.message === MESSAGES.databaseUnavailable),
      `API calls during the outage answered ${[...new Set(probes.map((probe) => `${probe.api} ${String(probe.message)}`))].join('; ')} (expected 503 '${MESSAGES.databaseUnavailable}')`,
    );
    const badOutageAnswers = stats.outageAnswers.filter((answer) => answer.status !== 503 && answer.status !== 409);
    findings.check(
      badOutageAnswers.length === 0,
      `load requests during the outage answered ${[...new Set(badOutageAnswers.map((answer) => `${answer.status} ${answer.message.slice(0, 80)}`))].join('; ')} (expected 503)`,
    );
    findings.check(
      recoveredAfter !== undefined && recoveredAfter <= RECOVERY_LIMIT_MS,
      `recovery after PostgreSQL came back took ${recoveredAfter === undefined ? 'more than 30 s' : `${recoveredAfter} ms`} (limit ${RECOVERY_LIMIT_MS} ms)`,
    );
    for (const error of stats.errors.slice(0, 20))
      findings.check(false, `outside the outage, after ${(error.at / 1000).toFixed(1)} s: ${error.detail}`);
    const health = await httpRequest(agent, `${server.baseUrl}/healthz`).catch(() => undefined);
    findings.check(health?.status === 200, 'the server process did not stay up');

    database = connect(url, { max: 4 });
    await accountForWrites(database.pool, before, stats.acknowledged, stats.uncertain, findings);
    findings.note(
      `outage ${OUTAGE_MS} ms: ${stats.outageAnswers.length} load requests answered during it (${[...new Set(stats.outageAnswers.map((answer) => answer.status))].join(', ')}); recovered ${recoveredAfter ?? '?'} ms after PostgreSQL restarted`,
    );
    findings.note(
      `${stats.requests} requests, ${stats.acknowledged.length} acknowledged writes, ${stats.uncertain.length} unacknowledged writes checked complete-or-absent`,
    );
  } finally {
    agent.destroy();
    await server.stop();
    await database.close().catch(() => undefined);
    await dropDatabase(cluster, name);
  }
  return findings;
}
