import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, CapabilityStatement, Patient } from '@medplum/fhirtypes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectValidFhir } from './fhir-validate.test-helpers.ts';
import { decodeJwt } from 'jose';
import { bearer, expectOutcome, smartToken } from './fhir-tokens.test-helpers.ts';
import { signInThroughProvider } from '../../test/oidc-flow.ts';
import { DEMO_FHIR_CLIENT_ID } from '../auth/verify-token.ts';

let t: TestApp;
/** Two members with claims and coverage: the patient token's own and another. */
let own: string;
let other: string;
let otherClaim: string;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query<{ memberId: string; claimNo: string }>(
    `select c.member_id as "memberId", min(c.claim_no) as "claimNo" from claims c
     where exists (select 1 from member_coverages mc where mc.member_id = c.member_id)
     group by c.member_id order by c.member_id limit 2`,
  );
  own = rows[0]!.memberId;
  other = rows[1]!.memberId;
  otherClaim = rows[1]!.claimNo;
});
afterAll(async () => t.close());

describe('FHIR metadata', () => {
  it('answers a valid CapabilityStatement without a token, listing what is supported', async () => {
    const response = await t.app.inject({ url: '/fhir/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const statement = response.json<CapabilityStatement>();
    expectValidFhir(statement);
    expect(statement.fhirVersion).toBe('4.0.1');
    const rest = statement.rest![0]!;
    const patient = rest.resource!.find((resource) => resource.type === 'Patient')!;
    expect(patient.interaction!.map((entry) => entry.code)).toEqual(['read', 'search-type']);
    expect(patient.searchParam!.map((param) => param.name)).toEqual(
      expect.arrayContaining(['_id', 'identifier', 'name', 'birthdate', '_count']),
    );
    expect(rest.resource!.map((resource) => resource.type)).toEqual(
      expect.arrayContaining(['Patient', 'Coverage', 'ExplanationOfBenefit']),
    );
    expect(rest.security!.service![0]!.coding![0]!.code).toBe('SMART-on-FHIR');
    const uris = rest.security!.extension![0]!.extension!.map((entry) => [entry.url, entry.valueUri]);
    expect(uris).toEqual([
      ['authorize', `${t.config.publicUrl}/oidc/auth`],
      ['token', `${t.config.publicUrl}/oidc/token`],
    ]);
  });

  it('honours _format json and refuses XML with 406', async () => {
    expect((await t.app.inject({ url: '/fhir/metadata?_format=json' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/fhir/metadata?_format=application/fhir%2Bjson' })).statusCode).toBe(200);
    expectOutcome(await t.app.inject({ url: '/fhir/metadata?_format=xml' }), 406, 'not-supported');
    const accept = await t.app.inject({ url: '/fhir/metadata', headers: { accept: 'application/fhir+xml' } });
    expectOutcome(accept, 406, 'not-supported');
  });

  it('serves the SMART configuration', async () => {
    const response = await t.app.inject({ url: '/fhir/.well-known/smart-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ scopes_supported: string[] }>().scopes_supported).toContain('patient/*.read');
  });
});

describe('_revinclude', () => {
  it("brings a practitioner's roles and an IPA's roles into the page, and refuses what it does not support", async () => {
    const [provider] = (
      await t.database.pool.query<{ npi: string; ipaCode: string }>(
        `select npi, ipa_code as "ipaCode" from providers where ipa_code is not null order by npi limit 1`,
      )
    ).rows;
    const get = async (url: string) => {
      const response = await t.as('admin', { url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      const bundle = response.json<Bundle>();
      expectValidFhir(bundle);
      return bundle;
    };
    const modes = (bundle: Bundle) => bundle.entry!.map((entry) => [entry.resource!.resourceType, entry.search!.mode]);
    const practitioner = await get(`/fhir/Practitioner?_id=${provider!.npi}&_revinclude=PractitionerRole:practitioner`);
    expect(modes(practitioner)).toEqual([
      ['Practitioner', 'match'],
      ['PractitionerRole', 'include'],
    ]);
    expect(practitioner.total).toBe(1);
    expect(practitioner.link![0]!.url).toContain('_revinclude=PractitionerRole%3Apractitioner');
    const ipa = await get(`/fhir/Organization?_id=ipa-${provider!.ipaCode}&_revinclude=PractitionerRole:organization`);
    const roles = ipa.entry!.filter((entry) => entry.resource!.resourceType === 'PractitionerRole');
    const [{ n }] = (
      await t.database.pool.query<{ n: number }>('select count(*)::int as n from providers where ipa_code = $1', [
        provider!.ipaCode,
      ])
    ).rows as [{ n: number }];
    expect(roles).toHaveLength(n);
    for (const role of roles)
      expect(role.resource).toMatchObject({ organization: { reference: `Organization/ipa-${provider!.ipaCode}` } });
    expectOutcome(
      await t.as('admin', { url: '/fhir/Patient?_revinclude=PractitionerRole:practitioner' }),
      400,
      'not-supported',
    );
    const statement = (await t.app.inject({ url: '/fhir/metadata' })).json<CapabilityStatement>();
    const practitionerType = statement.rest![0]!.resource!.find((resource) => resource.type === 'Practitioner')!;
    expect(practitionerType.searchRevInclude).toEqual(['PractitionerRole:practitioner']);
  });
});

describe('FHIR errors are OperationOutcomes', () => {
  it('401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ url: `/fhir/Patient/${own}` });
    expectOutcome(none, 401, 'login');
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expectOutcome(await t.app.inject({ url: '/fhir/Patient', headers: bearer('not-a-token') }), 401, 'login');
  });

  it('403 for a user without the module, 404 for unknown types and ids', async () => {
    expectOutcome(await t.as('no.modules', { url: `/fhir/Patient/${own}` }), 403, 'forbidden');
    expectOutcome(await t.as('no.modules', { url: '/fhir/Coverage' }), 403, 'forbidden');
    expectOutcome(await t.as('admin', { url: '/fhir/Observation/1' }), 404, 'not-supported');
    expectOutcome(await t.as('admin', { url: '/fhir/Observation' }), 404, 'not-supported');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient/NOPE0000' }), 404, 'not-found');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient/bad$id' }), 404, 'not-found');
  });

  it('400 for an unknown parameter or a bad value, unless handling is lenient', async () => {
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?color=blue' }), 400, 'invalid');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?_count=many' }), 400, 'invalid');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?birthdate=1950-13-01' }), 400, 'invalid');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?birthdate=sa1950' }), 400, 'invalid');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?name:below=a' }), 400, 'invalid');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient?_include=Patient:organization' }), 400, 'not-supported');
    const lenient = await t.as('admin', {
      url: `/fhir/Patient?color=blue&_id=${own}`,
      headers: { prefer: 'handling=lenient' },
    });
    expect(lenient.statusCode).toBe(200);
    const bundle = lenient.json<Bundle>();
    expect(bundle.total).toBe(1);
    expect(bundle.link![0]!.url).not.toContain('color');
  });

  it('501 for interactions the read-only API does not support', async () => {
    const create = await t.as('admin', { method: 'POST', url: '/fhir/Patient', payload: { resourceType: 'Patient' } });
    expectOutcome(create, 501, 'not-supported');
    expectOutcome(await t.as('admin', { method: 'DELETE', url: `/fhir/Patient/${own}` }), 501, 'not-supported');
    expectOutcome(await t.as('admin', { url: `/fhir/Patient/${own}/_history` }), 501, 'not-supported');
    expectOutcome(await t.as('admin', { url: '/fhir/Patient/_history' }), 501, 'not-supported');
  });
});

describe('SMART scopes', () => {
  it('limits a patient/*.read token to its own member (another member reads as 404)', async () => {
    const token = await smartToken(t, 'no.modules', 'launch/patient patient/*.read', own);
    const mine = await t.app.inject({ url: `/fhir/Patient/${own}`, headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Patient>().id).toBe(own);
    // A member app's token opens the FHIR API only, never the portal's own API.
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(403);
    expectOutcome(await t.app.inject({ url: `/fhir/Patient/${other}`, headers: bearer(token) }), 404, 'not-found');
    const claim = await t.app.inject({ url: `/fhir/ExplanationOfBenefit/${otherClaim}`, headers: bearer(token) });
    expectOutcome(claim, 404, 'not-found');

    for (const url of [
      '/fhir/Patient',
      `/fhir/Patient?_id=${own},${other}`,
      `/fhir/Coverage?beneficiary=Patient/${other}`,
      '/fhir/Coverage',
      '/fhir/ExplanationOfBenefit',
      `/fhir/ExplanationOfBenefit?patient=${other}`,
    ]) {
      const bundle = (await t.app.inject({ url, headers: bearer(token) })).json<Bundle>();
      const members = (bundle.entry ?? []).map((entry) => {
        const resource = entry.resource as {
          id?: string;
          beneficiary?: { reference?: string };
          patient?: { reference?: string };
        };
        return resource.beneficiary?.reference ?? resource.patient?.reference ?? `Patient/${resource.id}`;
      });
      expect({ url, others: members.filter((member) => member !== `Patient/${own}`) }).toEqual({ url, others: [] });
    }
    const own2 = (await t.app.inject({ url: '/fhir/Coverage', headers: bearer(token) })).json<Bundle>();
    expect(own2.total).toBeGreaterThan(0);
  });

  it('holds a token to the resource types its scopes name', async () => {
    const token = await smartToken(t, 'no.modules', 'patient/Patient.read', own);
    expect((await t.app.inject({ url: `/fhir/Patient/${own}`, headers: bearer(token) })).statusCode).toBe(200);
    expectOutcome(await t.app.inject({ url: '/fhir/Coverage', headers: bearer(token) }), 403, 'forbidden');
    const noPatient = await smartToken(t, 'no.modules', 'patient/*.read');
    expectOutcome(await t.app.inject({ url: '/fhir/Coverage', headers: bearer(noPatient) }), 403, 'forbidden');
  });

  it('applies the module grants to user/*.read tokens', async () => {
    const token = await smartToken(t, 'care.provider', 'user/*.read');
    expect((await t.app.inject({ url: `/fhir/Patient/${own}`, headers: bearer(token) })).statusCode).toBe(200);
    const claims = await t.app.inject({ url: `/fhir/ExplanationOfBenefit?patient=${own}`, headers: bearer(token) });
    expectOutcome(claims, 403, 'forbidden');
    const none = await smartToken(t, 'no.modules', 'user/*.read');
    expectOutcome(await t.app.inject({ url: `/fhir/Patient/${own}`, headers: bearer(none) }), 403, 'forbidden');
  });
});

describe('the demo provider issues SMART tokens', () => {
  it('signs in a user for the demo FHIR app with user/*.read, whose grants then apply', async () => {
    const tokens = await signInThroughProvider(t.app, t.config, 'care.provider', 'demo', {
      clientId: DEMO_FHIR_CLIENT_ID,
      redirectUri: `${t.config.publicUrl}/fhir/demo-callback`,
      scope: `openid fhirUser ${t.config.oidcScope} user/*.read`,
    });
    const payload = decodeJwt(tokens.access_token);
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['user/*.read', t.config.oidcScope]));
    expect((await t.app.inject({ url: `/fhir/Patient/${own}`, headers: bearer(tokens.access_token) })).statusCode).toBe(
      200,
    );
    const claims = await t.app.inject({
      url: `/fhir/ExplanationOfBenefit?patient=${own}`,
      headers: bearer(tokens.access_token),
    });
    expectOutcome(claims, 403, 'forbidden');
  });

  it('keeps the portal client tokens to the API scope', async () => {
    const tokens = await signInThroughProvider(t.app, t.config, 'admin');
    expect(String(decodeJwt(tokens.access_token).scope)).not.toContain('/*.read');
  });
});
