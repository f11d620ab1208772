import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FHIR_NOT_MEMBER_DATA, fhirSamples } from '../audit/fhir-samples.test-helpers.ts';

/**
 * The read-audit walk of the FHIR API (issue 15; the portal's own routes are walked in platform/audit/read-audit.int.test.ts):
 * every FHIR read or search route of member data is sampled, and each sample leaves a FhirRead / FhirSearch row by its
 * caller, saying in its type's words what was read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const lastAuditId = async () =>
  (await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]!.id;
const auditRowsAfter = async (id: number) =>
  (
    await t.database.pool.query<{ eventType: string; userId: string; message: string | null }>(
      `select event_type as "eventType", user_id as "userId", details->>'message' as message from audit_events where id > $1`,
      [id],
    )
  ).rows;

describe('reads of member data through FHIR are audited', () => {
  it('audits every FHIR read of member data (FhirRead / FhirSearch rows written by the FHIR layer)', async () => {
    const samples = fhirSamples(() => t.database.pool);
    const fhirReads = t.app.ctx.routes
      .filter((route) => route.url.startsWith('/fhir') && (route.method === 'GET' || route.url.endsWith('/_search')))
      .map(key)
      .filter((route) => !FHIR_NOT_MEMBER_DATA.includes(route));
    expect(fhirReads.sort()).toEqual(Object.keys(samples).sort());
    for (const route of fhirReads) {
      const sample = samples[route]!;
      for (const request of await sample.requests()) {
        const before = await lastAuditId();
        const response = await t.as(sample.user, { method: 'GET', ...request });
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 200 });
        const rows = await auditRowsAfter(before);
        const reads = rows.filter((row) => row.userId === sample.user && row.eventType.startsWith('Fhir'));
        expect({ url: request.url, audited: reads.length > 0 }).toEqual({ url: request.url, audited: true });
        const unworded = reads.filter((row) => !row.message?.endsWith(' through the FHIR API.'));
        expect({ url: request.url, unworded }).toEqual({ url: request.url, unworded: [] });
      }
    }
  });
});
