import type pg from 'pg';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, STREET_NAMES, STREET_SUFFIXES } from './reference-names.ts';

/** CMS MBI letters: A-Z without S, L, O, I, B, Z (they look like digits). */
const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const MBI_ALPHANUMERIC = `0123456789${MBI_LETTERS}`;
/** CMS MBI positions: 1 = 1-9, A = letter, N = digit, X = letter or digit (C A X N A X N A A N N). */
const MBI_POSITIONS: { alphabet: string }[] = [
  { alphabet: '123456789' },
  { alphabet: MBI_LETTERS },
  { alphabet: MBI_ALPHANUMERIC },
  { alphabet: '0123456789' },
  { alphabet: MBI_LETTERS },
  { alphabet: MBI_ALPHANUMERIC },
  { alphabet: '0123456789' },
  { alphabet: MBI_LETTERS },
  { alphabet: MBI_LETTERS },
  { alphabet: '0123456789' },
  { alphabet: '0123456789' },
];

/**
 * SQL for the MBI of member number i: i times a large odd number not divisible by 3 or 5, modulo the number of possible MBIs, written in the MBI's
 * mixed radix. Multiplying by a number that shares no factor with the modulus is a bijection, so MBIs are unique.
 */
function mbiExpression(): string {
  const total = MBI_POSITIONS.reduce((product, position) => product * BigInt(position.alphabet.length), 1n);
  const scrambled = `((g.i * 8009772919771) % ${total})`;
  let divisor = total;
  return MBI_POSITIONS.map((position) => {
    divisor /= BigInt(position.alphabet.length);
    return `substr('${position.alphabet}', (1 + (${scrambled} / ${divisor}) % ${position.alphabet.length})::int, 1)`;
  }).join(' || ');
}

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;
const pickFrom = (values: readonly string[], hash: string) =>
  `(${textArray(values)})[1 + (${hash}) % ${values.length}]`;

/**
 * Inserts members first..last with set-based SQL (generate_series), so a million rows load in a few minutes.
 * Every value derives from hashes of the member number: deterministic on every machine. Dates are relative to
 * today so the demo always has new members (effective within 31 days), termed, inactive and frequent callers.
 *
 * Needs the temporary tables seed_member_zips (rn, zip, city, state_code, county_fips, company_code, area_code),
 * seed_member_plans (company_code, rn, n, contract_code, pbp_code), seed_member_pcps (area, rn, id) and
 * seed_member_pcp_counts (area, n), where area is a county FIPS or a state code: a member's PCP practises in the member's county
 * (or state, when the county has none).
 */
export async function insertMembers(client: pg.PoolClient, first: number, last: number): Promise<void> {
  const h = (seed: number) => `(hashint8extended(g.i, ${seed}) & 9223372036854775807)`;
  await client.query(
    `insert into members (member_id, mbi, first_name, last_name, full_name, date_of_birth, gender, phone, email, address1, address2, city,
       state_code, zip5, zip4, county_fips, company_code, contract_code, pbp_code, pcp_provider_id, effective_date, term_date, is_active,
       is_frequent_caller, member_health_risk, hospice_eligible, alert_counts)
     select x.member_id, x.mbi, x.first_name, x.last_name, x.first_name || ' ' || x.last_name, x.date_of_birth, x.gender, x.phone,
       case when x.h2 % 10 < 6 then lower(x.first_name || '.' || x.last_name || (x.i % 1000)::text || '@example.com') end,
       x.address1, x.address2, x.city, x.state_code, x.zip5, x.zip4, x.county_fips, x.company_code, x.contract_code, x.pbp_code, x.pcp_id,
       x.effective_date, x.term_date, x.is_active, x.is_frequent_caller, x.member_health_risk, x.hospice_eligible, x.alert_counts
     from (
       select g.i, g.h2,
         'M' || (100000000 + g.i)::text as member_id,
         ${mbiExpression()} as mbi,
         case when g.h1 % 2 = 0 then ${pickFrom(FEMALE_FIRST_NAMES, 'g.h1 / 2')} else ${pickFrom(MALE_FIRST_NAMES, 'g.h1 / 2')} end as first_name,
         ${pickFrom(LAST_NAMES, 'g.h2 / 3')} as last_name,
         case when g.h3 % 100 = 0 then 'U' when g.h1 % 2 = 0 then 'F' else 'M' end as gender,
         -- Most members are 65+; about 8% are younger (disability or D-SNP eligibility).
         (current_date - make_interval(years => (case when g.h3 % 100 < 8 then 30 + (g.h3 / 100) % 35 else 65 + (g.h3 / 100) % 30 end)::int))::date
           - ((g.h4 / 7) % 365)::int as date_of_birth,
         -- Fictional numbers: 555-0100 to 555-0199 in the county's area code.
         z.area_code || '555' || lpad((100 + g.h2 % 100)::text, 4, '0') as phone,
         (100 + (g.h4 / 11) % 9800)::text || ' ' || ${pickFrom(STREET_NAMES, 'g.h4 / 13')} || ' ' || ${pickFrom(STREET_SUFFIXES, 'g.h4 / 17')} as address1,
         case when (g.h3 / 7) % 100 < 15 then 'Apt ' || (1 + (g.h3 / 11) % 300)::text end as address2,
         z.city, z.state_code, z.zip as zip5, lpad(((g.h1 / 7) % 10000)::text, 4, '0') as zip4, z.county_fips, z.company_code,
         p.contract_code, p.pbp_code, coalesce(pc.id, psc.id) as pcp_id,
         -- Buckets of 1000: 0-29 new (effective within 31 days), 30-69 termed at the end of next month, 70-99 inactive (termed in the past).
         case when g.h4 % 1000 < 30 then current_date - ((g.h3 / 13) % 28)::int
              else (date_trunc('month', current_date) - make_interval(months => 2 + ((g.h3 / 13) % 120)::int))::date end as effective_date,
         case when g.h4 % 1000 between 30 and 69 then (date_trunc('month', current_date) + interval '2 months' - interval '1 day')::date
              when g.h4 % 1000 between 70 and 99 then (date_trunc('month', current_date) - make_interval(months => 1 + ((g.h2 / 19) % 24)::int) - interval '1 day')::date end as term_date,
         not (g.h4 % 1000 between 70 and 99) as is_active,
         (g.h2 / 7) % 100 < 5 as is_frequent_caller,
         case when (g.h1 / 23) % 100 < 40 then 'Low' when (g.h1 / 23) % 100 < 70 then 'Medium' when (g.h1 / 23) % 100 < 87 then 'High'
              when (g.h1 / 23) % 100 < 96 then 'Very High' else 'Extreme' end as member_health_risk,
         (g.h3 / 17) % 100 < 2 as hospice_eligible,
         greatest(0, ((g.h2 / 29) % 12)::int - 5) as alert_counts
       from (select i, ${h(1)} as h1, ${h(2)} as h2, ${h(3)} as h3, ${h(4)} as h4 from generate_series($1::bigint, $2::bigint) as g(i)) g
       join seed_member_zips z on z.rn = g.h1 % (select count(*) from seed_member_zips)
       join seed_member_plans p on p.company_code = z.company_code and p.rn = (g.h3 / 3) % p.n
       left join seed_member_pcp_counts pcn on pcn.area = z.county_fips
       left join seed_member_pcps pc on pc.area = z.county_fips and pc.rn = (g.h4 / 3) % pcn.n
       left join seed_member_pcp_counts pscn on pscn.area = z.state_code
       left join seed_member_pcps psc on psc.area = z.state_code and psc.rn = (g.h4 / 3) % pscn.n
     ) x`,
    [first, last],
  );
}
