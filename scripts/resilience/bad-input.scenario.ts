import { connect } from '../../apps/server/src/platform/db/client.ts';
import {
  apiClient,
  cloneDatabase,
  dropDatabase,
  Findings,
  forEachConcurrently,
  parseJson,
  RESILIENCE_PORTS,
  startServer,
  tokenMinter,
  type ResilienceCluster,
} from './harness.ts';
import { badBodies, badParameterRequests, UNDOCUMENTED_OPERATIONS, type OpenApiDocument } from './schema-fuzz.ts';
import { changedTables, tableChecksums } from './table-checksum.ts';
import { textOf } from '@portal/contracts/platform/text';

/** Requests in flight at once: each is independent of the others, and one at a time took five minutes. */
const IN_FLIGHT = 4;
/** The server's body limit (app.ts bodyLimit). */
const BODY_LIMIT = 2 * 1024 * 1024;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/**
 * Bad input (issues 6 and 9):
 * - every write endpoint with a JSON body schema, taken from the OpenAPI document, gets malformed, oversized,
 *   wrong-typed and incomplete bodies generated from its schema, NUL bytes and over-long strings in its string
 *   fields, and __proto__ keys. Each must answer 4xx (400 for a bad body, 413 for an oversized one) with a
 *   message, never 5xx; and no table changes;
 * - every operation, reads and writes, gets NUL bytes, prototype names, out-of-range numbers, garbled dates and
 *   over-long strings in each of its query parameters and path segments, as the administrator (who may call every
 *   route, so the value reaches the handler). The number of 5xx answers is reported and must be 0.
 */
export async function badInputScenario(cluster: ResilienceCluster, log: (line: string) => void): Promise<Findings> {
  const findings = new Findings();
  const { url, name } = await cloneDatabase(cluster, 'badinput');
  const database = connect(url, { max: 4 });
  const server = await startServer(url, RESILIENCE_PORTS[0], 'bad-input');
  try {
    const tokenFor = await tokenMinter(database);
    const admin = apiClient(server, await tokenFor('admin'), IN_FLIGHT);
    const docs = await admin.call('GET', '/api/docs/json');
    if (!findings.check(docs.status === 200, `GET /api/docs/json answered ${docs.status}`)) return findings;
    const document = JSON.parse(docs.body.toString('utf8')) as OpenApiDocument;
    // The administrator's first signed-in call links the demo user to the token's issuer and subject (a write to users):
    // it happens before the tables are compared.
    const me = await admin.call('GET', '/api/me');
    if (!findings.check(me.status === 200, `GET /api/me answered ${me.status}`)) return findings;
    const before = await tableChecksums(database.pool);
    let endpoints = 0;
    let requests = 0;
    const badBodyRequests = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!WRITE_METHODS.includes(method) || !schema) return [];
        endpoints++;
        const target = path.replace(/\{[^}]+\}/g, '1');
        return badBodies(schema, document, BODY_LIMIT).map((bad) => ({ method, path, target, bad }));
      }),
    );
    await forEachConcurrently(badBodyRequests, IN_FLIGHT, async ({ method, path, target, bad }) => {
      requests++;
      const answer = await admin.call(method.toUpperCase(), target, bad.body, { 'content-type': 'application/json' });
      const message = parseJson(answer)?.message;
      const where = `${method.toUpperCase()} ${path} (${bad.kind})`;
      findings.check(
        answer.status < 500,
        `${where}: answered ${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`,
      );
      if (answer.status < 500) {
        findings.check(
          bad.expect.includes(answer.status),
          `${where}: answered ${answer.status}, expected ${bad.expect.join(' or ')}: ${textOf(message).slice(0, 120)}`,
        );
        findings.check(
          typeof message === 'string' && message.trim().length > 0,
          `${where}: the ${answer.status} answer has no message`,
        );
      }
    });
    const after = await tableChecksums(database.pool);
    const changed = changedTables(before, after);
    findings.check(changed.length === 0, `bad bodies changed data in: ${changed.join(', ')}`);
    findings.check(endpoints > 0, 'the OpenAPI document lists no write endpoint with a JSON body');
    findings.note(
      `${endpoints} write endpoints, ${requests} bad bodies, ${before.size} tables compared before and after`,
    );
    log(`bad input: ${endpoints} write endpoints, ${requests} bad bodies`);

    // Query parameters and path segments of every operation (reads write audit rows, so no checksum here).
    const operations = [
      ...Object.entries(document.paths ?? {}).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
      ),
      ...UNDOCUMENTED_OPERATIONS,
    ];
    let parameterRequests = 0;
    const serverErrors = new Map<string, number>();
    const parameterCases = operations.flatMap(({ method, path, operation }) =>
      badParameterRequests(path, operation, document).map((bad) => ({ method, path, bad })),
    );
    await forEachConcurrently(parameterCases, IN_FLIGHT, async ({ method, path, bad }) => {
      parameterRequests++;
      const body = WRITE_METHODS.includes(method) && method !== 'delete' ? '{}' : undefined;
      let status: number;
      let text: string;
      try {
        const answer = await admin.call(
          method.toUpperCase(),
          bad.url,
          body,
          body ? { 'content-type': 'application/json' } : {},
        );
        status = answer.status;
        text = answer.body.toString('utf8');
      } catch (error) {
        // A response cut off half-way (a streamed export that failed after its headers) counts as a 500.
        status = 599;
        text = (error as Error).message;
      }
      if (status >= 500) {
        const kind = bad.kind.replace(/^(query \S+|path segment \S+): /, '');
        serverErrors.set(kind, (serverErrors.get(kind) ?? 0) + 1);
        findings.check(
          false,
          `${method.toUpperCase()} ${path} (${bad.kind}): answered ${status} ${text.slice(0, 120)}`,
        );
      }
    });
    const errorCount = [...serverErrors.values()].reduce((sum, count) => sum + count, 0);
    const byKind = [...serverErrors.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind}: ${count}`)
      .join('; ');
    findings.note(
      `${operations.length} operations, ${parameterRequests} hostile query parameters and path segments, ${errorCount} answers of 5xx${byKind ? ` (${byKind})` : ''}`,
    );
    log(`bad input: ${parameterRequests} hostile parameters, ${errorCount} answers of 5xx`);
    admin.close();
  } finally {
    await server.stop();
    await database.close();
    await dropDatabase(cluster, name);
  }
  return findings;
}
