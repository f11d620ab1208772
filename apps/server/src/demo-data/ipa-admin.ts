import type { Database } from '../platform/db/client.ts';
import { npiWithCheckDigit } from '@portal/contracts/ipa-admin/ipa-fields';
import type { SeedOptions } from './seed.ts';
import { atScale, cycle, type ScaleTable } from './pick.ts';

/** IPAs per scale: 'test' keeps the template database quick; 'large' is the benchmark (>= 20,000 IPAs). */
const IPA_COUNT: ScaleTable<number> = { test: 30, small: 300, large: 20_000 };

const COMPANIES = ['GSHP', 'CCHP', 'AHP', 'LSHP', 'SSHP', 'DSHP'];
const RISKS = ['C', 'F', 'S', 'G', 'P'];
const TYPES = ['IPA', 'IPA', 'Medical Group', 'Clinic'];
const STREETS = [
  'Main Street',
  'Oak Avenue',
  'Pine Road',
  'Cedar Boulevard',
  'Elm Street',
  'Harbor Drive',
  'Mission Street',
  'Valley Parkway',
];

const DEPARTMENTS: [string, string][] = [
  ['CLM', 'Claims'],
  ['CRD', 'Credentialing'],
  ['UM', 'Utilization Management'],
  ['CM', 'Case Management'],
  ['FIN', 'Finance'],
  ['CON', 'Contracting'],
  ['PR', 'Provider Relations'],
  ['EDI', 'EDI / IT'],
];

const HOSPITALS = [
  'Mercy General Hospital',
  'St. Luke Medical Center',
  'Valley Regional Hospital',
  'Community Memorial Hospital',
  'Bayview Medical Center',
  'Sierra Vista Hospital',
  'Riverside Community Hospital',
  'Good Samaritan Hospital',
  'Lakeside Medical Center',
  'Pacific Coast Hospital',
  'Desert Regional Medical Center',
  'Northside Hospital',
  'Coastal Carolina Medical Center',
  'Gulf Coast Regional Hospital',
  'Hill Country Memorial',
];
const SERVICES = [
  'Emergency',
  'Inpatient',
  'Cardiology',
  'Oncology',
  'Orthopedics',
  'Maternity',
  'Behavioral Health',
  'Imaging',
  'Dialysis',
  'Rehabilitation',
];

/**
 * Who set the IPA data up: the network manager, a demo user, so the screens name her ('Nora Network') where they show
 * who created a record. The County Map's created_by_name holds a username too, as the module writes it.
 */
const IPA_AUTHOR = 'network.manager';

const DOFR_TEMPLATES = [
  {
    name: 'Standard Capitated DOFR',
    templateType: 'Type 1',
    assignments: [
      ['Professional', 'Primary Care Visits', 'ipa'],
      ['Professional', 'Specialist Visits', 'ipa'],
      ['Institutional', 'Inpatient Acute', 'hospital'],
      ['Institutional', 'Skilled Nursing Facility', 'hospital'],
      ['Ancillary', 'Laboratory', 'ipa'],
      ['Ancillary', 'Durable Medical Equipment', 'our'],
      ['Pharmacy', 'Part D Drugs', 'our'],
      ['Emergency', 'Out of Area Emergency', 'our'],
    ],
  },
  {
    name: 'Shared Risk DOFR',
    templateType: 'Type 2',
    assignments: [
      ['Professional', 'Primary Care Visits', 'ipa'],
      ['Professional', 'Anesthesia', 'shared'],
      ['Institutional', 'Outpatient Surgery', 'shared'],
      ['Ancillary', 'Home Health', 'our'],
      ['Transportation', 'Ambulance', 'our'],
    ],
  },
  {
    name: 'Professional Only DOFR',
    templateType: 'Type 1',
    assignments: [
      ['Professional', 'Primary Care Visits', 'ipa'],
      ['Professional', 'Hospitalist', 'ipa'],
      ['Institutional', 'Inpatient Acute', 'hospital'],
      ['Behavioral Health', 'Outpatient Therapy', 'our'],
    ],
  },
] as const;

/**
 * IPA administration demo data: departments, MSOs and contracts, IPAs across companies and contract types, and for
 * each IPA contacts (with a claim department), plan, county and network mappings, hospitals and DOFR contracts.
 * The IPAs are inserted from arrays (one statement); everything per IPA is set-based insert ... select.
 */
export async function seedIpaAdmin(database: Database, options: SeedOptions): Promise<void> {
  const { pool } = database;
  const count = atScale(IPA_COUNT, options.scale);

  await pool.query('insert into ipa_departments (code, text) select * from unnest($1::text[], $2::text[])', [
    DEPARTMENTS.map((d) => d[0]),
    DEPARTMENTS.map((d) => d[1]),
  ]);

  await pool.query(`
    insert into ipa_msos (name, address1, city, state, zip_code, phone, email, notes, is_termed)
    select o.name, (100 + o.id * 7) || ' ' || (array['Market Street','Broadway','Capitol Mall','Grand Avenue'])[1 + o.id % 4],
           z.city, z.state_code, z.zip, '916555' || lpad((1000 + o.id)::text, 4, '0'), 'contact' || o.id || '@mso.example', null, o.id % 9 = 0
    from organizations o
    cross join lateral (select city, state_code, zip from zip_codes where state_code = 'CA' order by zip offset (o.id % 50) limit 1) z
    where o.org_type = 'MSO' order by o.id`);
  await pool.query(`
    insert into ipa_contracts (contract_name, mso_id, is_termed)
    select m.name || ' - ' || k.label || ' Agreement', m.id, (m.id + k.n) % 7 = 0
    from ipa_msos m cross join (values (1, 'Capitation'), (2, 'Fee For Service')) as k(n, label) order by m.id, k.n`);

  const contracts = (await pool.query<{ id: number }>('select id from ipa_contracts order by id')).rows.map(
    (row) => row.id,
  );
  const names = new Map(
    (
      await pool.query<{ code: string; name: string }>(
        "select reference_id as code, name from organizations where org_type = 'IPA'",
      )
    ).rows.map((row) => [row.code, row.name]),
  );
  const zips = (
    await pool.query<{ zip: string; city: string; state: string }>(
      "select zip, city, state_code as state from zip_codes where state_code in ('CA','NC','TX','FL','AZ') order by zip limit 400",
    )
  ).rows;

  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const code = `IPA${String(n).padStart(4, '0')}`;
    const zip = zips[n % Math.max(zips.length, 1)] ?? { zip: '95814', city: 'Sacramento', state: 'CA' };
    const termedInPast = n % 10 === 0;
    const year = 2016 + (n % 8);
    return {
      code,
      desc: names.get(code) ?? `${cycle(STREETS, n).split(' ')[0] ?? ''} Medical Group ${n}`,
      eff: `${year}-${String(1 + (n % 12)).padStart(2, '0')}-01`,
      end: termedInPast ? `${2024 + (n % 2)}-12-31` : '9999-12-31',
      company: cycle(COMPANIES, n),
      contract: contracts[n % Math.max(contracts.length, 1)] ?? null,
      risk: cycle(RISKS, n),
      type: cycle(TYPES, n),
      facets: String(1000 + (n % 9000)).slice(0, 4),
      npi: npiWithCheckDigit(String(100000000 + n * 37).slice(0, 9)),
      taxId: `${String(10 + (n % 89))}${String(1000000 + n * 13).slice(-7)}`,
      phone: `916${String(5550000 + n).slice(-7)}`,
      addr: `${100 + (n % 900)} ${STREETS[n % STREETS.length]}`,
      zip,
    };
  });
  await pool.query(
    `insert into ipas (ipa_code, ipa_desc, eff_date, end_date, company_code, termed, facets_code, contract_level_id, contract_name, risk, type,
                       ipa_phone, ipa_phone_id_card, ipa_name_id_card, vendor_id, vendor_name, tax_id, npi, addr, city, state, zip,
                       vendor_phone_number, email_address, internal_pointof_contact, web_site, created_by, created_at)
     select t.code, t.descr, t.eff::date, t.endd::date, t.company, false, t.facets, t.contract, c.contract_name, t.risk, t.type,
            t.phone, t.phone, left(t.descr, 80), 'V' || (100000 + t.n), t.descr, t.tax_id, t.npi, t.addr, t.city, t.state, t.zip,
            t.phone, lower(t.code) || '@ipa.example', 'Network Team', 'https://' || lower(t.code) || '.ipa.example', $17::text, now()
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                 $12::text[], $13::text[], $14::text[], $15::text[], $16::text[]) with ordinality
          as t(code, descr, eff, endd, company, contract, risk, type, facets, npi, tax_id, phone, addr, city, state, zip, n)
     left join ipa_contracts c on c.id = t.contract`,
    [
      rows.map((r) => r.code),
      rows.map((r) => r.desc),
      rows.map((r) => r.eff),
      rows.map((r) => r.end),
      rows.map((r) => r.company),
      rows.map((r) => r.contract),
      rows.map((r) => r.risk),
      rows.map((r) => r.type),
      rows.map((r) => r.facets),
      rows.map((r) => r.npi),
      rows.map((r) => r.taxId),
      rows.map((r) => r.phone),
      rows.map((r) => r.addr),
      rows.map((r) => r.zip.city),
      rows.map((r) => r.zip.state),
      rows.map((r) => r.zip.zip),
      IPA_AUTHOR,
    ],
  );

  // Contacts: two departments per IPA, and a claim department (CLM) contact with a claim address for most.
  await pool.query(`
    insert into ipa_additional_contacts (ipa_web_id, department_id, department_code, start_dt, end_dt, primary_contact_title, primary_contact_name,
      primary_contact_phone, primary_contact_street1, primary_contact_city, primary_contact_state, primary_contact_zip_code, primary_contract_email,
      trading_partner_id, mis_directed_payer_id, can_accept_edit_inbound_outbound, can_accept_claim_types, claim_address, is_claim_address, created_by)
    select i.id, d.id, d.code, i.eff_date, '9999-12-31',
           case d.code when 'CLM' then 'Claims Manager' else d.text || ' Lead' end,
           (array['Maria Lopez','James Chen','Aisha Patel','Robert Kim','Linda Nguyen','David Garcia','Emily Johnson','Carlos Rivera'])[1 + (i.id + d.id) % 8],
           i.ipa_phone, i.addr, i.city, i.state, i.zip, lower(d.code) || '.' || lower(i.ipa_code) || '@ipa.example',
           case d.code when 'CLM' then 'TP' || i.id end, case d.code when 'CLM' then 'P' || lpad(i.id::text, 5, '0') end,
           d.code = 'CLM', d.code = 'CLM',
           case when d.code = 'CLM' and i.id % 3 <> 0 then 'PO Box ' || (1000 + i.id) || ';' || i.city || ', ' || i.state || ' ' || i.zip end,
           d.code = 'CLM' and i.id % 3 = 1, '${IPA_AUTHOR}'
    from ipas i join ipa_departments d on d.code = 'CLM' or d.id = 2 + i.id % 7`);

  // PBP map: one to three plan benefit packages of the IPA's company (current plan year).
  await pool.query(`
    insert into ipa_plans (ipa_id, ipa_code, company_code, contract_code, pbp, start_date, end_date, is_active, created_by)
    select i.id, i.ipa_code, i.company_code, p.contract_code, p.pbp_code, greatest(i.eff_date, make_date(p.plan_year, 1, 1)), i.end_date, true, '${IPA_AUTHOR}'
    from ipas i cross join lateral (
      select contract_code, pbp_code, plan_year from plans
      where company_code = i.company_code and plan_year = extract(year from current_date)::int
      order by contract_code, pbp_code limit 1 + i.id % 3) p
    where i.end_date >= make_date(p.plan_year, 1, 1)`);

  // County map: two operating counties of the company's state (AHP's for CCHP, spec §5) and one contiguous county,
  // picked by position so the insert is one hash join, not a sort per IPA.
  await pool.query(`
    with cc as (
      select co.company_code, ct.fips, ct.name || ', ' || ct.state_code as name,
             row_number() over (partition by co.company_code order by ct.fips) - 1 as rn, count(*) over (partition by co.company_code) as n
      from counties ct join companies co on co.state_code = ct.state_code)
    insert into ipa_county_mappings (ipa_id, ipa_code, company_code, effective_begin_date, effective_end_date, operating_counties, contiguous_counties, created_by_name)
    select i.id, i.ipa_code, i.company_code, date_trunc('month', i.eff_date)::date, i.end_date,
           jsonb_agg(jsonb_build_object('countyStateCode', cc.fips, 'countyName', cc.name)) filter (where cc.rn <> (i.id + 2) % cc.n),
           coalesce(jsonb_agg(jsonb_build_object('countyStateCode', cc.fips, 'countyName', cc.name)) filter (where cc.rn = (i.id + 2) % cc.n), '[]'::jsonb),
           '${IPA_AUTHOR}'
    from ipas i
    join cc on cc.company_code = case i.company_code when 'CCHP' then 'AHP' else i.company_code end
           and cc.rn in (i.id % cc.n, (i.id + 1) % cc.n, (i.id + 2) % cc.n)
    group by i.id, i.ipa_code, i.company_code, i.eff_date, i.end_date`);

  // Network & Agreement: a PCP and a specialist network row per IPA.
  await pool.query(`
    insert into ipa_network_mappings (ipa_code, effective_start_date, effective_end_date, contract_code, is_pcp, tin, class, specialty, network_id,
      network_prefix, agreement_id, ipa_network_id, ipa_network_prefix, dofr_agreement_id, created_by)
    select i.ipa_code, greatest(i.eff_date, date_trunc('year', current_date)::date), i.end_date, coalesce(p.contract_code, 'H0541'), k.pcp, i.tax_id,
           k.class, k.specialty, 'NW' || lpad((i.id * 2 + k.n)::text, 6, '0'), upper(left(i.company_code, 2)) || k.n, 'PA' || lpad((i.id * 3 + k.n)::text, 6, '0'),
           'INW' || lpad(i.id::text, 5, '0'), 'I' || upper(left(i.ipa_code, 3)), 'DOFR' || lpad(i.id::text, 5, '0'), '${IPA_AUTHOR}'
    from ipas i
    cross join (values (1, 'yes', 'PCP', 'Family Medicine, Internal Medicine'), (2, 'no', 'SPEC', 'Cardiology')) as k(n, pcp, class, specialty)
    left join (select distinct on (ipa_id) ipa_id, contract_code from ipa_plans order by ipa_id, id) p on p.ipa_id = i.id
    where i.id % 4 <> 3 or k.n = 1`);

  // Hospitals: one to three affiliated hospitals per IPA.
  await pool.query(
    `insert into ipa_hospitals (ipa_code, company_id, hospital_id, organization_name, eff_date, term_date, tax_id, npi, address1, city, state, zip, phone, hospital_services)
     select i.ipa_code, co.id, h.n, h.name, i.eff_date, case when h.n % 5 = 0 then date '2025-06-30' end,
            (20 + h.n) || lpad((h.n * 7919)::text, 7, '0'), null, (200 + h.n * 11) || ' Hospital Way', i.city, i.state, i.zip,
            '916' || lpad((5551000 + h.n)::text, 7, '0'),
            array[($2::text[])[1 + h.n % 10], ($2::text[])[1 + (h.n + 3) % 10], ($2::text[])[1 + (h.n + 6) % 10]]
     from ipas i
     left join companies co on co.company_code = i.company_code
     cross join lateral (select n, name from unnest($1::text[]) with ordinality as t(name, n) where (n + i.id) % 6 < 1 + i.id % 3) h`,
    [HOSPITALS, SERVICES],
  );
  await pool.query(
    `update ipa_hospitals h set npi = p.npi from (select id, npi from providers order by id) p where p.id = h.hospital_id and h.npi is null`,
  );

  // DOFR: the templates, and a contract from a template for two IPAs of three, with its assignments.
  for (const template of DOFR_TEMPLATES) {
    const assignments = template.assignments.map(([category, subCategory, risk]) => ({
      category,
      subCategory,
      isHospitalLiability: risk === 'hospital' && template.templateType === 'Type 1',
      isSharedLiability: risk === 'shared' || (risk === 'hospital' && template.templateType !== 'Type 1'),
      isIpaLiability: risk === 'ipa',
      isOurLiability: risk === 'our',
      link: null,
      comment: null,
    }));
    await pool.query('insert into dofr_templates (name, template_type, assignments) values ($1, $2, $3)', [
      template.name,
      template.templateType,
      JSON.stringify(assignments),
    ]);
  }
  const demoUser =
    (await pool.query<{ id: number }>('select id from users where username = $1', [IPA_AUTHOR])).rows[0]?.id ?? 1;
  await pool.query(
    `insert into dofr_contracts (ipa_code, template_id, template_name, template_type, effective_begin_date, effective_end_date, created_by_id)
     select i.ipa_code, t.id, t.name, t.template_type, i.eff_date, i.end_date, $1
     from ipas i join dofr_templates t on t.id = (select min(id) from dofr_templates) + i.id % 3
     where i.id % 3 <> 0`,
    [demoUser],
  );
  await pool.query(
    `insert into dofr_assignments (contract_id, category, sub_category, is_hospital_liability, is_shared_liability, is_ipa_liability, is_our_liability,
                                   link, comment, effective_begin_date, effective_end_date, created_by_id)
     select c.id, a->>'category', a->>'subCategory', (a->>'isHospitalLiability')::boolean, (a->>'isSharedLiability')::boolean,
            (a->>'isIpaLiability')::boolean, (a->>'isOurLiability')::boolean, a->>'link', a->>'comment', c.effective_begin_date, c.effective_end_date, $1
     from dofr_contracts c join dofr_templates t on t.id = c.template_id cross join lateral jsonb_array_elements(t.assignments) a`,
    [demoUser],
  );
  await pool.query('analyze ipas');
}
