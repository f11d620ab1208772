import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MESSAGES } from '@portal/contracts/platform/reference';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sql } from 'drizzle-orm';
import { distanceMiles, distanceMilesSql, lookupZip, plansByYear, providerCoordinates } from './reference.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('reference service', () => {
  it('looks up a real ZIP code: city, state, county and coordinates', async () => {
    const zip = await lookupZip(t.database.pool, '90210');
    expect(zip).toMatchObject({
      zip: '90210',
      city: 'Beverly Hills',
      state: 'CA',
      stateName: 'California',
      county: { fips: '06037', name: 'Los Angeles', stateCode: 'CA' },
    });
    expect(zip!.latitude).toBeCloseTo(34.09, 1);
    expect(await lookupZip(t.database.pool, '00000')).toBeUndefined();
  });

  it('measures straight-line miles (haversine): Los Angeles City Hall to San Diego is about 112 miles', () => {
    expect(
      distanceMiles({ latitude: 34.0537, longitude: -118.2428 }, { latitude: 32.7157, longitude: -117.1611 }),
    ).toBeCloseTo(111.8, 0);
    expect(distanceMiles({ latitude: 35, longitude: -120 }, { latitude: 35, longitude: -120 })).toBe(0);
  });

  it('measures the same miles in SQL as in TypeScript (distanceMilesSql, for searches by distance)', async () => {
    const origin = { latitude: 34.0537, longitude: -118.2428 };
    for (const [latitude, longitude] of [
      [32.7157, -117.1611],
      [34.0537, -118.2428],
      [37.7749, -122.4194],
    ] as const) {
      const { rows } = await t.database.db.execute<{ miles: number }>(
        sql`select ${distanceMilesSql(origin, sql`${latitude}::float8`, sql`${longitude}::float8`)}::float8 as miles`,
      );
      expect(rows[0]!.miles).toBeCloseTo(distanceMiles(origin, { latitude, longitude }), 6);
    }
  });

  it('has plans by year with DSNP plans, and providers with coordinates in the service area', async () => {
    const year = new Date().getUTCFullYear();
    const plans = await plansByYear(t.database.pool, year);
    expect(plans.length).toBeGreaterThan(10);
    expect(plans.some((plan) => plan.isDsnp && plan.planType === 'DSNP')).toBe(true);
    expect(plans.every((plan) => /^H\d{4}$/.test(plan.contractCode) && /^\d{3}$/.test(plan.pbpCode))).toBe(true);
    const onlyOne = await plansByYear(t.database.pool, year, plans[0]!.contractCode);
    expect(onlyOne.every((plan) => plan.contractCode === plans[0]!.contractCode)).toBe(true);
    const coordinates = await providerCoordinates(t.database.pool, 1);
    expect(coordinates?.latitude).toBeGreaterThan(24);
  });

  it('seeds the demo cases: closed panels, termed and non-contracted providers; new, termed, inactive and frequent-caller members', async () => {
    const providers = (
      await t.database.pool
        .query(`select count(*) filter (where panel_status = 'Closed')::int as closed, count(*) filter (where term_date is not null)::int as termed,
      count(*) filter (where not contracted)::int as non_contracted, count(*) filter (where is_pcp)::int as pcps from providers`)
    ).rows[0];
    expect(providers.closed).toBeGreaterThan(0);
    expect(providers.termed).toBeGreaterThan(0);
    expect(providers.non_contracted).toBeGreaterThan(0);
    const members = (
      await t.database.pool
        .query(`select count(*) filter (where effective_date > current_date - 31)::int as new_members, count(*) filter (where term_date is not null)::int as termed,
      count(*) filter (where not is_active)::int as inactive, count(*) filter (where is_frequent_caller)::int as frequent from members`)
    ).rows[0];
    expect(members.new_members).toBeGreaterThan(0);
    expect(members.termed).toBeGreaterThan(0);
    expect(members.inactive).toBeGreaterThan(0);
    expect(members.frequent).toBeGreaterThan(0);
    // CMS MBI format: 11 characters, no S, L, O, I, B, Z.
    const mbis = (await t.database.pool.query('select mbi from members')).rows.map((row) => row.mbi as string);
    expect(
      mbis.every((mbi) =>
        /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/.test(
          mbi,
        ),
      ),
    ).toBe(true);
    expect(new Set(mbis).size).toBe(mbis.length);
  });
});

describe('reference routes', () => {
  it('any signed-in user reads states, counties, a ZIP, plans and the distance between two ZIP codes', async () => {
    const states = (await t.as('no.modules', { method: 'GET', url: '/api/reference/states' })).json();
    expect(states.items).toContainEqual({ code: 'NV', name: 'Nevada' });
    const counties = (await t.as('no.modules', { method: 'GET', url: '/api/reference/counties?state=az' })).json();
    expect(counties.items.map((county: { name: string }) => county.name)).toContain('Maricopa');
    const zip = await t.as('network.viewer', { method: 'GET', url: '/api/reference/zip/27601' });
    expect(zip.json()).toMatchObject({ city: 'Raleigh', state: 'NC', county: { name: 'Wake' } });
    const distance = (
      await t.as('network.viewer', { method: 'GET', url: '/api/reference/distance?fromZip=90210&toZip=92101' })
    ).json();
    expect(distance.miles).toBeGreaterThan(100);
    expect(distance.miles).toBeLessThan(130);
    const plans = (
      await t.as('network.viewer', { method: 'GET', url: `/api/reference/plans?year=${new Date().getUTCFullYear()}` })
    ).json();
    expect(plans.total).toBeGreaterThan(0);
    const genders = (await t.as('no.modules', { method: 'GET', url: '/api/reference/genders' })).json();
    expect(genders.items.map((gender: { code: string }) => gender.code)).toEqual(['M', 'F', 'U']);
  });

  it('answers a malformed ZIP with 400 and the message, an unknown one with 404', async () => {
    const bad = await t.as('network.viewer', { method: 'GET', url: '/api/reference/zip/9021' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REFERENCE_MESSAGES.zipFormat);
    const unknown = await t.as('network.viewer', { method: 'GET', url: '/api/reference/zip/00000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REFERENCE_MESSAGES.zipNotFound);
    const year = await t.as('network.viewer', { method: 'GET', url: '/api/reference/plans?year=1900' });
    expect(year.json().message).toBe(REFERENCE_MESSAGES.planYear);
  });

  it('refuses a caller without a token (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reference/states' })).statusCode).toBe(401);
  });
});
