import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bundle,
  CapabilityStatement,
  ExplanationOfBenefit,
  Location,
  Organization,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectValidFhir } from './fhir-validate.test-helpers.ts';
import { expectOutcome } from './fhir-tokens.test-helpers.ts';
import { FHIR_RESOURCE_TYPES } from './fhir-registry.ts';

let t: TestApp;
/** A member with several claims received on different days. */
let claimant: string;

beforeAll(async () => {
  t = await createTestApp();
  claimant = (
    await t.database.pool.query<{ memberId: string }>(
      `select member_id as "memberId" from claims group by member_id
       having count(distinct received_date) >= 3 order by member_id limit 1`,
    )
  ).rows[0]!.memberId;
});
afterAll(async () => t.close());

const search = async (url: string, headers: Record<string, string> = {}): Promise<Bundle> => {
  const response = await t.as('admin', { url, headers });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  const bundle = response.json<Bundle>();
  expectValidFhir(bundle);
  return bundle;
};
const matches = <R extends Resource>(bundle: Bundle): R[] =>
  (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource as R);
const ids = (bundle: Bundle) => matches(bundle).map((resource) => resource.id!);
const link = (bundle: Bundle, relation: string) => bundle.link?.find((entry) => entry.relation === relation)?.url;
/** The members in a given SQL order (what a `_sort` over all members must answer). */
const membersInOrder = async (orderBy: string) =>
  (await t.database.pool.query<{ id: string }>(`select member_id as id from members order by ${orderBy}`)).rows.map(
    (row) => row.id,
  );
const family = (patient: Patient) => patient.name![0]!.family!.toLowerCase();
/** JavaScript's < on strings compares UTF-16 code units: for these ASCII names, the byte order ~<~ sorts in. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('_sort', () => {
  it('sorts ascending and descending, ties ordered by the id in the direction of the last key', async () => {
    const ascending = await search('/fhir/Patient?_sort=birthdate&_count=100');
    expect(ids(ascending)).toEqual((await membersInOrder('date_of_birth, member_id')).slice(0, 100));
    expect(link(ascending, 'self')).toContain('_sort=birthdate');
    const descending = await search('/fhir/Patient?_sort=-birthdate&_count=100');
    expect(ids(descending)).toEqual((await membersInOrder('date_of_birth desc, member_id desc')).slice(0, 100));
    const byId = await search('/fhir/Patient?_sort=-_id&_count=5');
    expect(ids(byId)).toEqual((await membersInOrder('member_id desc')).slice(0, 5));
  });

  it('sorts by two keys: family name, then birth date descending within one family name', async () => {
    const bundle = await search('/fhir/Patient?_sort=family,-birthdate&_count=100');
    const patients = matches<Patient>(bundle);
    expect(patients).toHaveLength(100);
    let ties = 0;
    for (let index = 1; index < patients.length; index++) {
      const [before, after] = [patients[index - 1]!, patients[index]!];
      const byFamily = compare(family(before), family(after));
      expect(byFamily, `${before.id} before ${after.id}`).toBeLessThanOrEqual(0);
      if (byFamily === 0) {
        ties++;
        const byBirth = compare(before.birthDate!, after.birthDate!);
        expect(byBirth, `${before.id} before ${after.id}`).toBeGreaterThanOrEqual(0);
        if (byBirth === 0) expect(compare(before.id!, after.id!)).toBe(1);
      }
    }
    // The demo names repeat, so the second key decided some of the order.
    expect(ties).toBeGreaterThan(0);
    expect(link(bundle, 'self')).toContain(`_sort=${encodeURIComponent('family,-birthdate')}`);
  });

  it('pages through a sorted search: next and previous carry _sort, every match once, in order', async () => {
    const expected = await membersInOrder('lower(last_name) using ~<~, member_id');
    let bundle = await search('/fhir/Patient?_sort=family&_count=37');
    const seen = [...ids(bundle)];
    for (let url = link(bundle, 'next'); url; url = link(bundle, 'next')) {
      expect(url).toContain('_sort=family');
      bundle = await search(url.slice(url.indexOf('/fhir/')));
      expect(link(bundle, 'previous')).toContain('_sort=family');
      seen.push(...ids(bundle));
    }
    expect(bundle.total).toBe(expected.length);
    expect(seen).toEqual(expected);
  });

  it('refuses a key the type does not sort by (400 naming it) unless handling is lenient, which leaves it out', async () => {
    const notSortable = expectOutcome(await t.as('admin', { url: '/fhir/Patient?_sort=gender' }), 400, 'not-supported');
    expect(notSortable.issue[0]!.diagnostics).toBe(
      '_sort=gender is not supported for Patient; it sorts by _id, family, given, birthdate.',
    );
    const strict = await t.as('admin', { url: '/fhir/Patient?_sort=-color', headers: { prefer: 'handling=strict' } });
    expect(expectOutcome(strict, 400, 'invalid').issue[0]!.diagnostics).toContain('color');
    expectOutcome(await t.as('admin', { url: '/fhir/Coverage?_sort=birthdate' }), 400, 'invalid');

    const lenient = await search('/fhir/Patient?_sort=gender,-birthdate&_count=10', { prefer: 'handling=lenient' });
    expect(ids(lenient)).toEqual((await membersInOrder('date_of_birth desc, member_id desc')).slice(0, 10));
    expect(link(lenient, 'self')).toContain('_sort=-birthdate&');
    expect(link(lenient, 'self')).not.toContain('gender');
    const ignored = await search('/fhir/Patient?_sort=color&_count=10', { prefer: 'handling=lenient' });
    expect(ids(ignored)).toEqual((await membersInOrder('member_id')).slice(0, 10));
    expect(link(ignored, 'self')).not.toContain('_sort');
  });

  it('sorts one member’s claims and coverage, and the directory', async () => {
    const claims = matches<ExplanationOfBenefit>(
      await search(`/fhir/ExplanationOfBenefit?patient=${claimant}&_sort=-_lastUpdated,_id&_count=100`),
    );
    const received = claims.map((claim) => [claim.created, claim.id!] as const);
    expect(received).toEqual([...received].sort(([a, x], [b, y]) => compare(b, a) || compare(x, y)));
    const spans = ids(await search(`/fhir/Coverage?patient=${claimant}&_sort=-_id`)).map(Number);
    expect(spans).toEqual([...spans].sort((a, b) => b - a));

    const organizations = matches<Organization>(await search('/fhir/Organization?_sort=name&_count=100'));
    const names = organizations.map((organization) => organization.name!);
    expect(names).toEqual([...names].sort(compare));
    const locations = matches<Location>(await search('/fhir/Location?_sort=-address-postalcode&_count=100'));
    const zips = locations.map((location) => location.address!.postalCode!);
    expect(zips).toEqual([...zips].sort((a, b) => compare(b, a)));
  });

  it('keeps the read audit: a sorted search’s row names the members it returned', async () => {
    const before = (
      await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')
    ).rows[0]!.id;
    const bundle = await search('/fhir/Patient?_sort=-family&_count=5');
    const rows = (
      await t.database.pool.query<{ eventType: string; details: { memberIds: string[] } }>(
        'select event_type as "eventType", details from audit_events where id > $1 order by id',
        [before],
      )
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.eventType).toBe('FhirSearch');
    expect([...rows[0]!.details.memberIds].sort()).toEqual([...ids(bundle)].sort());
  });

  it('lists each type’s _sort keys in the CapabilityStatement; every key is a search parameter of the type', async () => {
    const statement = (await t.app.inject({ url: '/fhir/metadata' })).json<CapabilityStatement>();
    const resources = statement.rest![0]!.resource!;
    const patient = resources.find((resource) => resource.type === 'Patient')!;
    expect(patient.searchParam!.find((param) => param.name === '_sort')).toEqual({
      name: '_sort',
      type: 'string',
      documentation:
        'Sort by _id, family, given, birthdate (comma-separated, in priority order; a leading - sorts descending); ties are ordered by the id.',
    });
    for (const type of FHIR_RESOURCE_TYPES) {
      const declared = resources.find((resource) => resource.type === type.type)!.searchParam!;
      const keys = Object.keys(type.sorts?.params ?? {});
      expect(declared.some((param) => param.name === '_sort')).toBe(keys.length > 0);
      for (const key of keys) expect(declared.map((param) => param.name)).toContain(key);
    }
  });
});
