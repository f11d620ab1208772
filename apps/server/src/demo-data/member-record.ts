import type pg from 'pg';
import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { codes, h, pick } from './seed-sql.ts';
import { demoClinicalCodes, SEED_DIAGNOSES, SEED_PROFESSIONAL, SEED_REVENUE } from './member-record-codes.ts';

/**
 * The member record of every demo member (issue 11): coverage spans by plan year, PCP assignments, claims with their
 * lines and authorizations. Set-based SQL over member id ranges, every value a hash of the member number, so the
 * large scale (1,000,000 members: about 3.5 million claims, 10 million claim lines, 2 million authorizations) loads in
 * minutes and every machine gets the same data. Dates are relative to today, inside each member's coverage.
 */
const BATCH = 100_000;
/** Claims per member: 0 to CLAIMS_MAX - 1; lines per claim 1 to 5; authorizations per member 0 to 4. */
const CLAIMS_MAX = 8;
const AUTHS_MAX = 5;

const PROFESSIONAL = SEED_PROFESSIONAL.map((code) => `${code.codeSystem}:${code.code}`);
const FACILITIES = [
  'Valley Regional Medical Center',
  'Mission Hills Community Hospital',
  'Harbor View General Hospital',
  'Sierra Vista Medical Center',
  'Oak Grove Memorial Hospital',
];
const PCP_CHANGE_REASONS = ['Member request', 'Provider termed', 'Provider moved', 'Auto-assignment'];

/** The window of a member's claims and authorizations: the last two years of their coverage, up to today. */
const window = `cross join lateral (select greatest(m.effective_date, current_date - 730) as start,
  least(current_date, coalesce(m.term_date, current_date)) as stop) w`;

export async function seedMemberRecord(database: Database, options: SeedOptions): Promise<void> {
  const client = await database.pool.connect();
  try {
    const all = demoClinicalCodes();
    await client.query(
      `insert into clinical_codes (code_system, code, description) select * from unnest($1::text[], $2::text[], $3::text[])`,
      [all.map((c) => c.codeSystem), all.map((c) => c.code), all.map((c) => c.description)],
    );
    await client.query(
      `create temporary table seed_record_providers as
       select (row_number() over (order by id) - 1)::bigint as rn, id, is_pcp from providers`,
    );
    await client.query('create index on seed_record_providers (rn)');
    const { rows } = await client.query<{ members: number; providers: number }>(
      'select coalesce(max(id), 0)::int as members, (select count(*)::int from seed_record_providers) as providers from members',
    );
    const members = rows[0]?.members ?? 0;
    const providers = rows[0]?.providers ?? 0;
    if (providers === 0) return;
    for (let first = 1; first <= members; first += BATCH) {
      const last = Math.min(members, first + BATCH - 1);
      await insertCoverages(client, first, last);
      await insertPcpAssignments(client, first, last, providers);
      await insertClaims(client, first, last, providers);
      await insertAuthorizations(client, first, last, providers);
      if (members > BATCH)
        options.log?.(`  member records ${last.toLocaleString('en-US')} / ${members.toLocaleString('en-US')}`);
    }
    await client.query('drop table seed_record_providers');
    for (const table of [
      'clinical_codes',
      'member_coverages',
      'member_pcp_assignments',
      'claims',
      'claim_lines',
      'authorizations',
    ])
      await client.query(`analyze ${table}`);
  } finally {
    client.release();
  }
}

/** One span per plan year of the last three, cut to the member's effective and term dates. */
async function insertCoverages(client: pg.PoolClient, first: number, last: number): Promise<void> {
  await client.query(
    `insert into member_coverages (member_id, company_code, contract_code, pbp_code, plan_year, county_fips, line_of_business, effective_date, term_date)
     select m.member_id, m.company_code, m.contract_code, m.pbp_code, y.year, m.county_fips,
       case when coalesce(p.is_dsnp, false) then 'D-SNP' when ${h('m.id', 31)} % 4 = 0 then 'MA' else 'MAPD' end,
       greatest(m.effective_date, make_date(y.year, 1, 1)),
       case when m.term_date is not null and m.term_date <= make_date(y.year, 12, 31) then m.term_date
            when y.year < extract(year from current_date)::int then make_date(y.year, 12, 31) end
     from members m
     cross join lateral generate_series(
       greatest(extract(year from m.effective_date)::int, extract(year from current_date)::int - 2),
       least(extract(year from current_date)::int, coalesce(extract(year from m.term_date)::int, extract(year from current_date)::int))) y(year)
     left join plans p on p.plan_year = y.year and p.contract_code = m.contract_code and p.pbp_code = m.pbp_code
     where m.id between $1 and $2`,
    [first, last],
  );
}

/** The current PCP from the member row; four in ten members changed PCP once, from another primary care provider. */
async function insertPcpAssignments(client: pg.PoolClient, first: number, last: number, providers: number) {
  await client.query(
    `with current_pcp as (
       select m.id, m.member_id, m.pcp_provider_id, m.effective_date, m.term_date,
         case when ${h('m.id', 61)} % 10 < 4 and m.effective_date < current_date - 120
              then m.effective_date + (60 + ${h('m.id', 62)} % greatest(1, current_date - m.effective_date - 90))::int
              else m.effective_date end as since
       from members m where m.id between $1 and $2 and m.pcp_provider_id is not null)
     insert into member_pcp_assignments (member_id, provider_id, ipa_code, effective_date, term_date, change_reason)
     select c.member_id, c.pcp_provider_id, pr.ipa_code, c.since, c.term_date,
       case when c.since = c.effective_date then 'Enrollment' else ${pick(PCP_CHANGE_REASONS, h('c.id', 63))} end
     from current_pcp c join providers pr on pr.id = c.pcp_provider_id
     union all
     select c.member_id, sp.id, pr.ipa_code, c.effective_date, c.since - 1, 'Enrollment'
     from current_pcp c
     join seed_record_providers sp on sp.rn = ${h('c.id', 64)} % ${providers}
     join providers pr on pr.id = sp.id
     where c.since > c.effective_date`,
    [first, last],
  );
}

const claimStatus = (key: string) =>
  `case when ${h(key, 5)} % 100 < 75 then 'Paid' when ${h(key, 5)} % 100 < 85 then 'Denied'
        when ${h(key, 5)} % 100 < 93 then 'Pending' else 'Adjusted' end`;
const lineCount = (key: string) => `(1 + ${h(key, 6)} % 5)::int`;
const lineBilled = (key: string, line: string) => `round((4000 + ${h(`${key} * 8 + ${line}`, 7)} % 46000) / 100.0, 2)`;
const allowedOf = (billed: string, status: string) =>
  `case when ${status} in ('Denied', 'Pending') then 0 else round(${billed} * 0.6, 2) end`;
const paidOf = (billed: string, status: string) =>
  `case when ${status} in ('Paid', 'Adjusted') then round(round(${billed} * 0.6, 2) * 0.8, 2) else 0 end`;

async function insertClaims(client: pg.PoolClient, first: number, last: number, providers: number): Promise<void> {
  const before = await client.query<{ id: string }>('select coalesce(max(id), 0) as id from claims');
  await client.query(
    `insert into claims (claim_no, member_id, claim_type, status, from_date, to_date, received_date, provider_id, diagnoses, billed, allowed, paid)
     select 'C' || lpad(c.key::text, 11, '0'), c.member_id, case when c.inst then 'Institutional' else 'Professional' end, c.status,
       c.from_date, c.to_date, least(current_date, c.to_date + (3 + ${h('c.key', 8)} % 20)::int), sp.id,
       ${codes(SEED_DIAGNOSES, h('c.key', 9), `(1 + ${h('c.key', 10)} % 3)::int`)},
       t.billed, t.allowed, t.paid
     from (
       select m.member_id, k.key, ${h('k.key', 1)} % 10 < 2 as inst, ${claimStatus('k.key')} as status,
         w.start + (${h('k.key', 3)} % (w.stop - w.start))::int as from_date,
         least(current_date, w.start + (${h('k.key', 3)} % (w.stop - w.start))::int
           + case when ${h('k.key', 1)} % 10 < 2 then (1 + ${h('k.key', 4)} % 6)::int else 0 end) as to_date
       from members m ${window}
       cross join lateral generate_series(1, case when w.stop > w.start then (${h('m.id', 41)} % ${CLAIMS_MAX})::int else 0 end) g(n)
       cross join lateral (select m.id * 16 + g.n as key) k
       where m.id between $1 and $2) c
     join seed_record_providers sp on sp.rn = ${h('c.key', 2)} % ${providers}
     cross join lateral (
       select sum(b.billed) as billed, sum(${allowedOf('b.billed', 'c.status')}) as allowed, sum(${paidOf('b.billed', 'c.status')}) as paid
       from generate_series(1, ${lineCount('c.key')}) l(n) cross join lateral (select ${lineBilled('c.key', 'l.n')} as billed) b) t`,
    [first, last],
  );
  await client.query(
    `insert into claim_lines (claim_id, line_no, code_system, code, units, from_date, billed, allowed, paid)
     select c.id, l.n, split_part(x.code, ':', 1), split_part(x.code, ':', 2), (1 + ${h('k.key * 8 + l.n', 11)} % 3)::int,
       c.from_date + least(l.n - 1, c.to_date - c.from_date), b.billed, ${allowedOf('b.billed', 'c.status')}, ${paidOf('b.billed', 'c.status')}
     from claims c
     cross join lateral (select substr(c.claim_no, 2)::bigint as key) k
     cross join lateral generate_series(1, ${lineCount('k.key')}) l(n)
     cross join lateral (select ${lineBilled('k.key', 'l.n')} as billed) b
     cross join lateral (select case when c.claim_type = 'Institutional'
         then 'REV:' || ${pick(SEED_REVENUE, h('k.key * 8 + l.n', 12))}
         else ${pick(PROFESSIONAL, h('k.key * 8 + l.n', 12))} end as code) x
     where c.id > $1`,
    [before.rows[0]?.id ?? 0],
  );
}

async function insertAuthorizations(client: pg.PoolClient, first: number, last: number, providers: number) {
  await client.query(
    `insert into authorizations (auth_no, member_id, auth_type, status, requested_at, decided_at, service_from, service_to,
       requesting_provider_id, servicing_provider_id, diagnoses, procedures, admission)
     select 'A' || lpad(a.key::text, 11, '0'), a.member_id, a.auth_type, a.status, a.requested::timestamptz + interval '9 hours',
       case when a.status in ('Requested', 'Pended') then null
            else a.requested::timestamptz + interval '9 hours' + make_interval(hours => (2 + ${h('a.key', 71)} % 70)::int) end,
       a.service_from, a.service_to, coalesce(a.pcp, sp.id), sr.id,
       ${codes(SEED_DIAGNOSES, h('a.key', 72), `(1 + ${h('a.key', 73)} % 2)::int`)},
       (select array_agg(split_part(p, ':', 2)) from unnest(${codes(PROFESSIONAL, h('a.key', 74), `(1 + ${h('a.key', 75)} % 2)::int`)}) p),
       case when a.auth_type = 'Inpatient' then jsonb_build_object(
         'facilityName', ${pick(FACILITIES, h('a.key', 76))},
         'admitDate', a.service_from,
         'dischargeDate', case when a.status = 'Approved' and a.service_to < current_date then a.service_to end,
         'admitType', ${pick(['Emergency', 'Urgent', 'Elective'], h('a.key', 77))},
         'dischargeDisposition', case when a.status = 'Approved' and a.service_to < current_date
           then ${pick(['Home', 'Home health', 'Skilled nursing facility'], h('a.key', 78))} end) end
     from (
       select m.member_id, m.pcp_provider_id as pcp, k.key,
         case when ${h('k.key', 79)} % 100 < 20 then 'Inpatient' when ${h('k.key', 79)} % 100 < 55 then 'Outpatient'
              when ${h('k.key', 79)} % 100 < 80 then 'Referral' when ${h('k.key', 79)} % 100 < 92 then 'DME' else 'Home Health' end as auth_type,
         case when ${h('k.key', 80)} % 100 < 60 then 'Approved' when ${h('k.key', 80)} % 100 < 72 then 'Denied'
              when ${h('k.key', 80)} % 100 < 82 then 'Requested' when ${h('k.key', 80)} % 100 < 92 then 'Pended' else 'Cancelled' end as status,
         w.start + (${h('k.key', 81)} % (w.stop - w.start))::int as requested,
         w.start + (${h('k.key', 81)} % (w.stop - w.start))::int + (${h('k.key', 82)} % 14)::int as service_from,
         w.start + (${h('k.key', 81)} % (w.stop - w.start))::int + (${h('k.key', 82)} % 14)::int
           + case when ${h('k.key', 79)} % 100 < 20 then (1 + ${h('k.key', 83)} % 9)::int else (30 + ${h('k.key', 83)} % 60)::int end as service_to
       from members m ${window}
       cross join lateral generate_series(1, case when w.stop > w.start then (${h('m.id', 51)} % ${AUTHS_MAX})::int else 0 end) g(n)
       cross join lateral (select m.id * 8 + g.n as key) k
       where m.id between $1 and $2) a
     join seed_record_providers sp on sp.rn = ${h('a.key', 84)} % ${providers}
     join seed_record_providers sr on sr.rn = ${h('a.key', 85)} % ${providers}`,
    [first, last],
  );
}
