import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The FHIR API's routes in the read-audit walk (issue 15). Its routes are `signedIn()` (SMART scopes decide, checked in
 * the FHIR layer), so they carry no `memberData` declaration: the FHIR layer writes FhirRead / FhirSearch rows itself
 * for the member resource types, in the words each type declares. Every GET (and POST _search) route under /fhir is either sampled here or listed as answering
 * no member data.
 */
export const FHIR_NOT_MEMBER_DATA = [
  // The CapabilityStatement and the SMART configuration: what the server supports, no data.
  'GET /fhir/metadata',
  'GET /fhir/.well-known/smart-configuration',
  // History is not supported (501 OperationOutcome, nothing read).
  'GET /fhir/_history',
  'GET /fhir/:type/_history',
  'GET /fhir/:type/:id/_history',
  'GET /fhir/:type/:id/_history/:vid',
];

async function sampleClaim(pool: pg.Pool) {
  const { rows } = await pool.query<{ memberId: string; claimNo: string; coverageId: string }>(
    `select c.member_id as "memberId", c.claim_no as "claimNo", mc.id::text as "coverageId"
     from claims c join member_coverages mc on mc.member_id = c.member_id order by c.id limit 1`,
  );
  return rows[0]!;
}

/** Each FHIR route with one request per member resource type, as a user allowed to make it. */
export function fhirSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; requests: () => Promise<InjectOptions[]> }> {
  const form = (url: string, payload: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  return {
    'GET /fhir/:type/:id': {
      user: 'admin',
      requests: async () => {
        const sample = await sampleClaim(pool());
        return [
          { url: `/fhir/Patient/${sample.memberId}` },
          { url: `/fhir/Coverage/${sample.coverageId}` },
          { url: `/fhir/ExplanationOfBenefit/${sample.claimNo}` },
        ];
      },
    },
    'GET /fhir/:type': {
      user: 'admin',
      requests: async () => {
        const sample = await sampleClaim(pool());
        return [
          { url: `/fhir/Patient?_id=${sample.memberId}` },
          { url: `/fhir/Coverage?beneficiary=Patient/${sample.memberId}` },
          { url: `/fhir/ExplanationOfBenefit?patient=${sample.memberId}` },
        ];
      },
    },
    'POST /fhir/:type/_search': {
      user: 'admin',
      requests: async () => {
        const sample = await sampleClaim(pool());
        return [
          form('/fhir/Patient/_search', `_id=${sample.memberId}`),
          form('/fhir/Coverage/_search', `patient=${sample.memberId}`),
          form('/fhir/ExplanationOfBenefit/_search', `patient=${sample.memberId}`),
        ];
      },
    },
  };
}
