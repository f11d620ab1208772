import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_SEARCH_MAX_MILES,
  PROVIDER_SEARCH_MESSAGES as M,
  type ProviderSearchResponse,
} from '@portal/contracts/patient-360/provider-search';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { distanceMiles } from '../../platform/reference/reference.service.ts';

let t: TestApp;
/** The ZIP of an active contracted primary care provider, and a member living in it or nearby. */
let origin: { zip: string; latitude: number; longitude: number; memberId: string };

beforeAll(async () => {
  t = await createTestApp();
  origin = (
    await t.database.pool.query<{ zip: string; latitude: number; longitude: number; memberId: string }>(
      `select z.zip, z.latitude, z.longitude, (select member_id from members order by member_id limit 1) as "memberId"
       from providers p join zip_codes z on z.zip = p.zip where p.is_pcp and p.contracted and p.term_date is null
       order by p.id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const search = async (query: string, user = 'member.services') => {
  const response = await t.as(user, { method: 'GET', url: `/api/providersearch?${query}` });
  return { status: response.statusCode, body: response.json<ProviderSearchResponse & { message?: string }>() };
};

describe('Provider Search', () => {
  it('finds primary care providers within the miles, quality rating first, with the distance from the ZIP centroid', async () => {
    const { status, body } = await search(`fromAddress=${origin.zip}&withinmiles=50`);
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.fromZip).toBe(origin.zip);
    const ratings = body.items.map((row) => row.qualityRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const rows = await t.database.pool.query<{ npi: string; is_pcp: boolean; latitude: number; longitude: number }>(
      'select npi, is_pcp, latitude, longitude from providers where npi = any($1::text[])',
      [body.items.map((row) => row.npi)],
    );
    expect(rows.rows.every((row) => row.is_pcp)).toBe(true);
    for (const row of body.items) {
      const provider = rows.rows.find((candidate) => candidate.npi === row.npi)!;
      expect(row.distanceMiles).toBeLessThanOrEqual(50);
      expect(Math.abs(row.distanceMiles - distanceMiles(origin, provider))).toBeLessThan(0.1);
      expect(row.distanceNote).toBe(row.distanceMiles > 35 ? 'Over 35 Miles' : null);
    }
  });

  it('filters by gender, language, new patients and visit type, and searches from the member’s home', async () => {
    const women = await search(`fromAddress=${origin.zip}&withinmiles=100&gender=F`);
    expect(women.body.items.every((row) => row.gender === 'F')).toBe(true);
    const spanish = await search(`fromAddress=${origin.zip}&withinmiles=100&language=Spanish`);
    expect(spanish.body.items.every((row) => row.languages.includes('Spanish'))).toBe(true);
    const virtual = await search(
      `fromAddress=${origin.zip}&withinmiles=100&visitType=Virtual&acceptingNewPatients=true`,
    );
    expect(virtual.body.items.every((row) => row.offersVirtual && row.acceptingNewPatients)).toBe(true);
    const home = await search(`memberId=${origin.memberId}&withinmiles=100`);
    expect(home.status).toBe(200);
    expect(home.body.fromZip).toMatch(/^\d{5}$/);
  });

  it('searches a health plan’s network for a plan year: the providers of the medical groups whose PBP map has the plan', async () => {
    const { rows } = await t.database.pool.query<{
      company_code: string;
      contract_code: string;
      pbp: string;
      year: number;
    }>(
      `select company_code, contract_code, pbp, extract(year from start_date)::int as year from ipa_plans
       where is_active order by id limit 1`,
    );
    const plan = rows[0]!;
    const network = await t.database.pool.query<{ ipa: string }>(
      `select distinct upper(ipa_code) as ipa from ipa_plans where is_active and contract_code = $1 and pbp = $2
         and start_date <= make_date($3, 12, 31) and end_date >= make_date($3, 1, 1)`,
      [plan.contract_code, plan.pbp, plan.year],
    );
    const ipas = network.rows.map((row) => row.ipa);
    const all = await search(`fromAddress=${origin.zip}&withinmiles=100`);
    const inPlan = await search(
      `fromAddress=${origin.zip}&withinmiles=100&healthplanid=${plan.company_code.toLowerCase()}&pbpId=${plan.contract_code}-${plan.pbp}&planYear=${plan.year}`,
    );
    expect(inPlan.status).toBe(200);
    expect(all.body.total).toBeLessThanOrEqual(25);
    expect(inPlan.body.total).toBeGreaterThan(0);
    expect(inPlan.body.items.every((row) => ipas.includes(row.ipaCode ?? ''))).toBe(true);
    expect(inPlan.body.total).toBe(all.body.items.filter((row) => ipas.includes(row.ipaCode ?? '')).length);
    // A plan year before any PBP map: nobody is in the network.
    const before = await search(
      `fromAddress=${origin.zip}&withinmiles=100&healthplanid=${plan.company_code}&planYear=1990`,
    );
    expect(before.body.total).toBe(0);
    expect((await search(`fromAddress=${origin.zip}&pbpId=H12-1`)).body.message).toBe(M.pbp);
    expect((await search(`fromAddress=${origin.zip}&healthplanid=a`)).body.message).toBe(M.healthPlan);
    expect((await search(`fromAddress=${origin.zip}&planYear=3000`)).body.message).toBe(M.planYear);
  });

  it('says what it needs, and refuses users without the module', async () => {
    expect((await search('withinmiles=10')).body.message).toBe(M.fromAddress);
    expect((await search('fromAddress=Main%20Street')).body.message).toBe(M.fromAddress);
    // A distance beyond the widest radius, or none, is refused with the bounds, never searched at the widest.
    for (const miles of [500, PROVIDER_SEARCH_MAX_MILES + 1, 0])
      expect(await search(`fromAddress=${origin.zip}&withinmiles=${miles}`)).toMatchObject({
        status: 400,
        body: { message: M.miles },
      });
    expect((await search(`fromAddress=${origin.zip}&withinmiles=${PROVIDER_SEARCH_MAX_MILES}`)).status).toBe(200);
    expect((await search('fromAddress=00001')).body.message).toBe(M.zipUnknown);
    expect((await search(`fromAddress=${origin.zip}`, 'no.modules')).status).toBe(403);
  });

  it("answers My Queue's agents at the CRM's path (a PCP change workflow's provider), not at Provider Search's", async () => {
    const crm = await t.as('crm.agent', {
      method: 'GET',
      url: `/odata/crm/myqueue/default.searchproviders?fromAddress=${origin.zip}`,
    });
    expect(crm.statusCode).toBe(200);
    expect(crm.json().total).toBeGreaterThan(0);
    expect((await search(`fromAddress=${origin.zip}`, 'crm.agent')).status).toBe(403);
    expect(
      (
        await t.as('network.viewer', {
          method: 'GET',
          url: `/odata/crm/myqueue/default.searchproviders?fromAddress=${origin.zip}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});
