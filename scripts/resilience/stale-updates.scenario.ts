import { connect } from '../../apps/server/src/platform/db/client.ts';
import {
  apiClient,
  cloneDatabase,
  dropDatabase,
  Findings,
  parseJson,
  RESILIENCE_PORTS,
  startServer,
  tokenMinter,
  type ResilienceCluster,
} from './harness.ts';
import { NOT_STALE_UPDATES, runStaleCase, STALE_CASES, uncoveredEndpoints, versionedEndpoints } from './stale-cases.ts';
import type { OpenApiDocument } from './schema-fuzz.ts';

/**
 * Stale updates (issues 6 and 9): every versioned endpoint (one whose body or query carries the version a record
 * was read at, found in the OpenAPI document) has a case: two clients read the record, one changes it, the other's
 * change still carrying the old version gets 409 with a message and overwrites nothing. A versioned endpoint with
 * no case (and no reason in NOT_STALE_UPDATES) fails the scenario, so a new one cannot slip through.
 */
export async function staleUpdateScenario(cluster: ResilienceCluster, log: (line: string) => void): Promise<Findings> {
  const findings = new Findings();
  const { url, name } = await cloneDatabase(cluster, 'stale');
  const database = connect(url, { max: 4 });
  const server = await startServer(url, RESILIENCE_PORTS[0], 'stale');
  try {
    const tokenFor = await tokenMinter(database);
    const admin = apiClient(server, await tokenFor('admin'));
    const document = parseJson(await admin.call('GET', '/api/docs/json')) as OpenApiDocument | undefined;
    admin.close();
    if (!findings.check(document?.paths !== undefined, 'GET /api/docs/json gave no OpenAPI document')) return findings;
    const registered = new Set<string>();
    for (const [path, operations] of Object.entries(document?.paths ?? {}))
      for (const method of Object.keys(operations)) registered.add(`${method.toUpperCase()} ${path}`.toLowerCase());
    let passed = 0;
    for (const staleCase of STALE_CASES) {
      if (!registered.has(staleCase.endpoint.toLowerCase())) {
        findings.note(`${staleCase.name}: ${staleCase.endpoint} not registered (module not built yet)`);
        continue;
      }
      // Two clients (two browser tabs, two connections) of the same user.
      const token = await tokenFor(staleCase.user);
      const first = apiClient(server, token);
      const second = apiClient(server, token);
      try {
        const failures = await runStaleCase(staleCase, database.pool, { first: first.call, second: second.call });
        for (const failure of failures) findings.check(false, failure);
        if (failures.length === 0) passed++;
      } finally {
        first.close();
        second.close();
      }
    }
    const versioned = versionedEndpoints(document as OpenApiDocument);
    const uncovered = uncoveredEndpoints(document as OpenApiDocument);
    for (const endpoint of uncovered)
      findings.check(
        false,
        `versioned endpoint without a stale-update case: ${endpoint} (add one to STALE_CASES in scripts/resilience/stale-cases.ts, or its reason to NOT_STALE_UPDATES if it creates)`,
      );
    findings.note(
      `${versioned.length} versioned endpoints: ${passed} of ${STALE_CASES.length} cases passed, ${Object.keys(NOT_STALE_UPDATES).length} creates exempt, ${uncovered.length} without a case`,
    );
    log(`stale: ${passed} cases passed, ${uncovered.length} versioned endpoints without a case`);
  } finally {
    await server.stop();
    await database.close();
    await dropDatabase(cluster, name);
  }
  return findings;
}
