import type { Pool } from 'pg';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** The last name the term-date members share, for a name search that finds them alone. */
export const TERM_CHECK_LAST_NAME = 'Termcheck';

/**
 * Three members whose plan flag still says active (older data: the flag was not cleared at the term date), at one
 * address: one termed ten days ago (inactive today), one termed today (the last covered day: active) and one termed a
 * month from now (active). Copied from an active demo member for the other columns, with the given PCP, member ids
 * that sort before every demo member and a clinical profile each. Removed by the returned function.
 */
export async function seedTermDateMembers(
  pool: Pool,
  pcpProviderId: number | null = null,
): Promise<{ past: string; today: string; future: string; remove: () => Promise<void> }> {
  const today = todayInLosAngeles();
  const members = {
    past: { memberId: 'M000000001', termDate: addDays(today, -10) },
    today: { memberId: 'M000000002', termDate: today },
    future: { memberId: 'M000000003', termDate: addDays(today, 30) },
  };
  const ids = Object.values(members).map((member) => member.memberId);
  for (const [firstName, { memberId, termDate }] of Object.entries(members)) {
    await pool.query(
      `insert into members (member_id, mbi, first_name, last_name, full_name, date_of_birth, gender, address1, city,
         state_code, zip5, county_fips, company_code, contract_code, pbp_code, pcp_provider_id, effective_date, term_date,
         is_active)
       select $1, '9' || substr($1, 2), $2, $3, $3 || ', ' || $2, m.date_of_birth, m.gender, '1 Termcheck Way', m.city,
         m.state_code, m.zip5, m.county_fips, m.company_code, m.contract_code, m.pbp_code, $4, date '2020-01-01', $5::date,
         true
       from members m where m.is_active and m.term_date is null order by m.member_id limit 1`,
      [memberId, firstName, TERM_CHECK_LAST_NAME, pcpProviderId, termDate],
    );
  }
  await pool.query(
    `insert into member_profiles (member_id, has_hcc_alerts, has_star_gaps, has_clinical_alerts, social_determinants,
       care_anywhere_status, clinical_programs, at_risk_category, admission_risk)
     select member_id, false, false, false, '{}', 'NotAssigned', '{}', 'Healthy', 1 from members
     where member_id = any($1::text[])`,
    [ids],
  );
  return {
    past: members.past.memberId,
    today: members.today.memberId,
    future: members.future.memberId,
    remove: async () => {
      await pool.query('delete from member_profiles where member_id = any($1::text[])', [ids]);
      await pool.query('delete from members where member_id = any($1::text[])', [ids]);
    },
  };
}
