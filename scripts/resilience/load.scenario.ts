import { connect } from '../../apps/server/src/platform/db/client.ts';
import { runClients } from './client-loop.ts';
import {
  cloneDatabase,
  dropDatabase,
  Findings,
  RESILIENCE_PORTS,
  startServer,
  tokenMinter,
  type ResilienceCluster,
} from './harness.ts';
import { accountForWrites, snapshotVersions } from './write-accounting.ts';
import { availableOperations, openApiPaths, pickData } from './workload.ts';

/**
 * Load (issue 6): N concurrent clients of mixed reads and writes for T seconds against one server.
 * No errors (a 409 on a versioned write that lost a race is the designed answer, not an error), and every
 * acknowledged write is in the database exactly once with its audit row.
 */
export async function loadScenario(
  cluster: ResilienceCluster,
  size: { clients: number; seconds: number },
  log: (line: string) => void,
): Promise<Findings> {
  const findings = new Findings();
  const { url, name } = await cloneDatabase(cluster, 'load');
  const database = connect(url, { max: 4 });
  const server = await startServer(url, RESILIENCE_PORTS[0], 'load');
  try {
    const tokenFor = await tokenMinter(database);
    const { available, missing } = availableOperations(await openApiPaths(server, await tokenFor('admin')));
    if (missing.length > 0) findings.note(`left out (route not registered yet): ${missing.join('; ')}`);
    const pick = await pickData(database.pool);
    const before = await snapshotVersions(database.pool);
    const deadline = Date.now() + size.seconds * 1000;
    const stats = await runClients({
      servers: [server],
      operations: available,
      clients: size.clients,
      until: () => Date.now() >= deadline,
      tokenFor,
      pick,
    });
    const seconds = size.seconds;
    findings.note(
      `${size.clients} clients, ${seconds} s: ${stats.requests} requests (${(stats.requests / seconds).toFixed(0)}/s), ${stats.reads} reads, ${stats.acknowledged.length} acknowledged writes, ${stats.conflicts} designed 409s on versioned writes`,
    );
    const byKind = ['track', 'flag', 'ipa']
      .map((kind) => `${kind} ${stats.acknowledged.filter((write) => write.kind === kind).length}`)
      .join(', ');
    findings.note(`acknowledged writes by kind: ${byKind}`);
    findings.note(`operations: ${available.map((operation) => operation.name).join('; ')}`);
    for (const error of stats.errors.slice(0, 20))
      findings.check(false, `after ${(error.at / 1000).toFixed(1)} s: ${error.detail}`);
    if (stats.errors.length > 20) findings.check(false, `... ${stats.errors.length} errors in all`);
    findings.check(stats.acknowledged.length > 0, 'no write was acknowledged');
    await accountForWrites(database.pool, before, stats.acknowledged, stats.uncertain, findings);
    log(`load: ${stats.requests} requests, ${stats.errors.length} errors`);
  } finally {
    await server.stop();
    await database.close();
    await dropDatabase(cluster, name);
  }
  return findings;
}
