import { connect } from '../../apps/server/src/platform/db/client.ts';
import { apiClient, cloneDatabase, dropDatabase, Findings, parseJson, RESILIENCE_PORTS, startServer, tokenMinter, type ResilienceCluster } from './harness.ts';
import { pickRow, STALE_CASES } from './stale-cases.ts';
import type { OpenApiDocument } from './schema-fuzz.ts';

/**
 * Stale updates (issue 6): for each updatable record type, a change made at the current version succeeds, and a
 * second change still carrying the old version gets 409 with a message and overwrites nothing.
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
    const registered = new Set<string>();
    for (const [path, operations] of Object.entries(document?.paths ?? {})) for (const method of Object.keys(operations)) registered.add(`${method.toUpperCase()} ${path}`.toLowerCase());
    const covered: string[] = [];
    for (const staleCase of STALE_CASES) {
      if (!registered.has(staleCase.endpoint.toLowerCase())) {
        findings.note(`${staleCase.name}: ${staleCase.endpoint} not registered (module not built yet)`);
        continue;
      }
      const row = await pickRow(database.pool, staleCase.pick);
      if (!row) {
        findings.note(`${staleCase.name}: no record in the demo data to update`);
        continue;
      }
      const client = apiClient(server, await tokenFor(staleCase.user));
      try {
        const first = await staleCase.request(row, 1, client.call);
        const fresh = await client.call(first.method, first.url, first.body);
        if (!findings.check(fresh.status === 200, `${staleCase.name}: the update at the current version answered ${fresh.status} ${fresh.body.toString('utf8').slice(0, 200)}`)) continue;
        const afterFirst = (await database.pool.query<{ t: string }>(`select t::text as t from ${staleCase.table} t where id = $1`, [row.id])).rows[0]?.t;
        const second = await staleCase.request(row, 2, client.call);
        const stale = await client.call(second.method, second.url, second.body);
        const message = parseJson(stale)?.message;
        findings.check(stale.status === 409, `${staleCase.name}: the stale update answered ${stale.status} ${String(message ?? '').slice(0, 160)} (expected 409)`);
        findings.check(typeof message === 'string' && message.length > 0, `${staleCase.name}: the 409 has no message`);
        const afterStale = (await database.pool.query<{ t: string }>(`select t::text as t from ${staleCase.table} t where id = $1`, [row.id])).rows[0]?.t;
        findings.check(afterStale === afterFirst, `${staleCase.name}: the stale update changed the record`);
        covered.push(staleCase.endpoint.toLowerCase());
      } finally {
        client.close();
      }
    }
    // Every write endpoint that takes a version, and whether a case above covers its record type.
    const versioned: string[] = [];
    for (const [path, operations] of Object.entries((document?.paths ?? {}) as Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (JSON.stringify(operation.requestBody?.content?.['application/json']?.schema ?? {}).includes('"version"')) versioned.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const uncovered = versioned.filter((endpoint) => !covered.includes(endpoint.toLowerCase()));
    findings.note(`${covered.length} record types checked; versioned endpoints without a case of their own (same record type as a checked one, or not yet covered): ${uncovered.join(', ') || 'none'}`);
    log(`stale: ${covered.length} record types`);
  } finally {
    await server.stop();
    await database.close();
    await dropDatabase(cluster, name);
  }
  return findings;
}
