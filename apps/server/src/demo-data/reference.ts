import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { US_STATES } from './reference-states.ts';
import { readZipCodes, type ZipRow } from './reference-zip-codes.ts';
import { COMPANIES, SERVICE_AREA, planTemplates } from './reference-plans.ts';
import { createRandom } from './reference-random.ts';
import { buildProviders, type ProviderRow } from './reference-providers.ts';
import { insertMembers } from './reference-members.ts';
import { IPA_SUFFIXES, ORGANIZATION_PLACES } from './reference-names.ts';
import { atScale, type ScaleTable } from './pick.ts';

interface ReferenceScale {
  ipas: number;
  msos: number;
  providers: number;
  members: number;
}

/** 'test' is tiny (the test template database), 'small' loads in seconds, 'large' is the benchmark scale. */
/** IPA organizations match the IPA records of the IPA administration seeder (codes IPA0001...), one for one. */
const SCALES: ScaleTable<ReferenceScale> = {
  test: { ipas: 30, msos: 4, providers: 120, members: 400 },
  small: { ipas: 300, msos: 12, providers: 800, members: 5000 },
  large: { ipas: 20_000, msos: 200, providers: 20_000, members: 1_000_000 },
};

const MEMBER_BATCH = 100_000;

function referenceScale(scale: string): ReferenceScale {
  return atScale(SCALES, scale);
}

export async function seedReference(database: Database, options: SeedOptions): Promise<void> {
  const scale = referenceScale(options.scale);
  const random = createRandom(20240101);
  const currentYear = new Date().getUTCFullYear();
  const { pool } = database;

  await pool.query('insert into us_states (code, name) select * from unnest($1::text[], $2::text[])', [
    US_STATES.map((s) => s.code),
    US_STATES.map((s) => s.name),
  ]);
  const zips = readZipCodes();
  await insertZipsAndCounties(database, zips);

  await pool.query(
    'insert into companies (company_code, name, state_code) select * from unnest($1::text[], $2::text[], $3::text[])',
    [COMPANIES.map((c) => c.companyCode), COMPANIES.map((c) => c.name), COMPANIES.map((c) => c.stateCode)],
  );
  const planRows = COMPANIES.flatMap((company) =>
    [currentYear - 2, currentYear - 1, currentYear, currentYear + 1].flatMap((planYear) =>
      planTemplates(company.companyCode).map((plan) => ({ ...plan, planYear, companyCode: company.companyCode })),
    ),
  );
  await pool.query(
    `insert into plans (plan_year, contract_code, pbp_code, plan_name, plan_type, is_dsnp, company_code)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::text[])`,
    [
      planRows.map((p) => p.planYear),
      planRows.map((p) => p.contractCode),
      planRows.map((p) => p.pbpCode),
      planRows.map((p) => p.planName),
      planRows.map((p) => p.planType),
      planRows.map((p) => p.planType === 'DSNP'),
      planRows.map((p) => p.companyCode),
    ],
  );

  const ipaCodes = await insertOrganizations(database, scale, random);
  const serviceCounties = new Set(SERVICE_AREA.map((entry) => entry.countyFips));
  const serviceZips = zips.filter((zip) => zip.countyFips !== null && serviceCounties.has(zip.countyFips));
  const areaCodes = new Map(SERVICE_AREA.map((entry) => [entry.countyFips, entry.areaCode]));
  await insertProviders(
    database,
    buildProviders(random, scale.providers, serviceZips, ipaCodes, currentYear, areaCodes),
  );
  await seedMembers(database, scale.members, options.log);
}

async function insertZipsAndCounties(database: Database, zips: ZipRow[]): Promise<void> {
  const counties = new Map<string, { name: string; stateCode: string }>();
  for (const zip of zips) {
    if (zip.countyFips && zip.countyName && !counties.has(zip.countyFips))
      counties.set(zip.countyFips, { name: zip.countyName, stateCode: zip.stateCode });
  }
  await database.pool.query(
    'insert into counties (fips, name, state_code) select * from unnest($1::text[], $2::text[], $3::text[])',
    [[...counties.keys()], [...counties.values()].map((c) => c.name), [...counties.values()].map((c) => c.stateCode)],
  );
  await database.pool.query(
    `insert into zip_codes (zip, city, state_code, county_fips, latitude, longitude)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
    [
      zips.map((z) => z.zip),
      zips.map((z) => z.city),
      zips.map((z) => z.stateCode),
      zips.map((z) => z.countyFips),
      zips.map((z) => z.latitude),
      zips.map((z) => z.longitude),
    ],
  );
}

/** MSOs, then IPAs under them (parent_id = the MSO), as organizations rows; returns the IPA codes (reference_id). */
async function insertOrganizations(
  database: Database,
  scale: ReferenceScale,
  random: ReturnType<typeof createRandom>,
): Promise<string[]> {
  const msoNames = Array.from(
    { length: scale.msos },
    (_, index) =>
      `${ORGANIZATION_PLACES[index % ORGANIZATION_PLACES.length]} Management Services${index >= ORGANIZATION_PLACES.length ? ` ${Math.floor(index / ORGANIZATION_PLACES.length) + 1}` : ''}`,
  );
  const msos = await database.pool.query<{ id: number }>(
    `insert into organizations (name, org_type, reference_id, facets_id)
     select name, 'MSO', 'MSO' || lpad(n::text, 3, '0'), 'M' || lpad(n::text, 3, '0') from unnest($1::text[]) with ordinality as t(name, n) returning id`,
    [msoNames],
  );
  const msoIds = msos.rows.map((row) => row.id);
  const ipaCodes = Array.from({ length: scale.ipas }, (_, index) => `IPA${String(index + 1).padStart(4, '0')}`);
  const ipaNames = ipaCodes.map((_, index) => {
    const place = ORGANIZATION_PLACES[index % ORGANIZATION_PLACES.length];
    const suffix = IPA_SUFFIXES[Math.floor(index / ORGANIZATION_PLACES.length) % IPA_SUFFIXES.length];
    const round = Math.floor(index / (ORGANIZATION_PLACES.length * IPA_SUFFIXES.length));
    return `${place} ${suffix}${round > 0 ? ` ${round + 1}` : ''}`;
  });
  await database.pool.query(
    `insert into organizations (name, org_type, reference_id, facets_id, parent_id)
     select name, 'IPA', code, 'F' || substr(code, 4), parent from unnest($1::text[], $2::text[], $3::int[]) as t(name, code, parent)`,
    [ipaNames, ipaCodes, ipaCodes.map(() => random.pick(msoIds))],
  );
  return ipaCodes;
}

async function insertProviders(database: Database, rows: ProviderRow[]): Promise<void> {
  const column = <K extends keyof ProviderRow>(key: K) => rows.map((row) => row[key]);
  await database.pool.query(
    `insert into providers (npi, first_name, last_name, full_name, specialty, is_pcp, panel_status, accepting_new_patients, contracted, address1,
       city, state_code, zip, latitude, longitude, phone, ipa_code, effective_date, term_date, gender, languages, quality_rating, offers_virtual)
     select u.npi, u.first_name, u.last_name, u.full_name, u.specialty, u.is_pcp, u.panel_status, u.accepting, u.contracted, u.address1,
       u.city, u.state_code, u.zip, u.latitude, u.longitude, u.phone, u.ipa_code, u.effective_date, u.term_date, u.gender,
       string_to_array(u.languages, ','), u.quality_rating, u.offers_virtual
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::text[], $8::bool[], $9::bool[], $10::text[],
       $11::text[], $12::text[], $13::text[], $14::float8[], $15::float8[], $16::text[], $17::text[], $18::date[], $19::date[],
       $20::text[], $21::text[], $22::float8[], $23::bool[])
       as u(npi, first_name, last_name, full_name, specialty, is_pcp, panel_status, accepting, contracted, address1, city, state_code, zip,
         latitude, longitude, phone, ipa_code, effective_date, term_date, gender, languages, quality_rating, offers_virtual)`,
    [
      column('npi'),
      column('firstName'),
      column('lastName'),
      column('fullName'),
      column('specialty'),
      column('isPcp'),
      column('panelStatus'),
      column('acceptingNewPatients'),
      column('contracted'),
      column('address1'),
      column('city'),
      column('stateCode'),
      column('zip'),
      column('latitude'),
      column('longitude'),
      column('phone'),
      column('ipaCode'),
      column('effectiveDate'),
      column('termDate'),
      column('gender'),
      rows.map((row) => row.languages.join(',')),
      column('qualityRating'),
      column('offersVirtual'),
    ],
  );
}

/** Members in batches of set-based inserts over temporary lookup tables (service-area ZIPs, current plans, assignable PCPs). */
async function seedMembers(database: Database, count: number, log?: (line: string) => void): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query(
      `create temporary table seed_member_zips as
       select (row_number() over (order by z.zip) - 1)::bigint as rn, z.zip, z.city, z.state_code, z.county_fips, s.company_code, s.area_code
       from zip_codes z join unnest($1::text[], $2::text[], $3::text[]) as s(county_fips, company_code, area_code) on s.county_fips = z.county_fips`,
      [
        SERVICE_AREA.map((entry) => entry.countyFips),
        SERVICE_AREA.map((entry) => entry.companyCode),
        SERVICE_AREA.map((entry) => entry.areaCode),
      ],
    );
    await client.query(
      `create temporary table seed_member_plans as
       select company_code, (row_number() over (partition by company_code order by contract_code, pbp_code) - 1)::bigint as rn,
              count(*) over (partition by company_code) as n, contract_code, pbp_code
       from plans where plan_year = extract(year from current_date)::int`,
    );
    await client.query(
      `create temporary table seed_member_pcps as
       with assignable as (
         select p.id, p.state_code, z.county_fips from providers p join zip_codes z on z.zip = p.zip
         where p.is_pcp and p.contracted and p.term_date is null and p.panel_status = 'Open')
       select county_fips as area, (row_number() over (partition by county_fips order by id) - 1)::bigint as rn, id from assignable
       union all
       select state_code, (row_number() over (partition by state_code order by id) - 1)::bigint, id from assignable`,
    );
    await client.query(
      'create temporary table seed_member_pcp_counts as select area, count(*) as n from seed_member_pcps group by area',
    );
    await client.query('create index on seed_member_pcps (area, rn)');
    for (let first = 1; first <= count; first += MEMBER_BATCH) {
      const last = Math.min(count, first + MEMBER_BATCH - 1);
      await insertMembers(client, first, last);
      if (count > MEMBER_BATCH) log?.(`  members ${last.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`);
    }
    await client.query('drop table seed_member_zips, seed_member_plans, seed_member_pcps, seed_member_pcp_counts');
    await client.query('analyze members');
  } finally {
    client.release();
  }
}
