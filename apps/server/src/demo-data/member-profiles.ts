import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { h, memberBatches, pick } from './seed-sql.ts';

const CATEGORIES = ['Healthy', 'At Risk', 'Polychronic 1', 'Polychronic 2', 'Polychronic 3', 'Advanced Illness'];

/**
 * Every demo member's clinical profile (the advanced search's shell spec §3 fields): gaps, social determinants, Care
 * Anywhere status, clinical programs, at-risk category, admission risk 1 (Low) to 5 (Extreme), the chronic condition
 * that makes SSBCI benefits available, and the OnePass fitness code. D-SNP members are in the SNP program.
 */
export async function seedMemberProfiles(database: Database, options: SeedOptions): Promise<void> {
  const { rows } = await database.pool.query<{ members: number }>(
    'select coalesce(max(id), 0)::int as members from members',
  );
  const members = rows[0]?.members ?? 0;
  for (const [first, last] of memberBatches(members)) {
    await database.pool.query(
      `insert into member_profiles (member_id, has_hcc_alerts, has_star_gaps, has_clinical_alerts, social_determinants,
         care_anywhere_status, clinical_programs, at_risk_category, admission_risk, chronic_condition, one_pass_code)
       select m.member_id, ${h('m.id', 201)} % 3 = 0, ${h('m.id', 202)} % 4 = 0, m.alert_counts > 0,
         case when ${h('m.id', 203)} % 40 = 0 then array['Homelessness'] else '{}'::text[] end,
         ${pick(['NotAssigned', 'NotAssigned', 'Enrolled', 'Eligible'], h('m.id', 204))},
         array_remove(array[case when ${h('m.id', 204)} % 4 = 2 then 'CareAnywhere' end,
           case when coalesce(p.is_dsnp, false) then 'SNP' end], null),
         ${pick(CATEGORIES, h('m.id', 205))},
         (1 + ${h('m.id', 206)} % 5)::smallint,
         ${h('m.id', 207)} % 3 = 0,
         case when ${h('m.id', 208)} % 2 = 0 then 'OP' || lpad((${h('m.id', 209)} % 100000000)::text, 8, '0') end
       from members m
       left join plans p on p.plan_year = extract(year from current_date)::int
         and p.contract_code = m.contract_code and p.pbp_code = m.pbp_code
       where m.id between $1 and $2`,
      [first, last],
    );
    if (members > 100_000) options.log?.(`  member profiles ${last.toLocaleString('en-US')}`);
  }
  await database.pool.query('analyze member_profiles');
}
