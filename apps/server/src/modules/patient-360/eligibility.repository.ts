import { sql } from 'drizzle-orm';
import type {
  EligibilityCoverage,
  EligibilityPcp,
  PlanBenefit,
  ZipPlan,
} from '@portal/contracts/patient-360/eligibility';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';

/**
 * Eligibility and Benefits' SQL: a member's coverage spans and PCP assignments from their (member_id, effective_date)
 * indexes, plans by their (plan_year, contract_code, pbp_code) key, a plan's EOC lines from plan_benefits_plan_idx,
 * and plans and counties by state.
 */

const PLAN_COLUMNS = sql`p.company_code as "companyId", co.name as "companyName", co.state_code as "stateCode",
  p.contract_code as "hcode", p.pbp_code as "pbpId", p.plan_year as "planYear", p.plan_name as "planName",
  p.plan_type as "planType", p.is_dsnp as "isDsnp"`;

export type PlanRow = ZipPlan & { stateCode: string };

/** The EOC category of Part D drugs (demo-data/plan-benefits.ts). */
export const DRUG_CATEGORY = 'Prescription drugs';

/** Every coverage span of a member, newest first, with its plan and company. */
export async function coverageSpans(db: DbOrTx, memberId: string): Promise<EligibilityCoverage[]> {
  return queryRows<EligibilityCoverage>(
    db,
    sql`select c.company_code as "companyId", co.name as "companyName", c.contract_code as "contractCode",
      c.pbp_code as "pbpCode", p.plan_name as "planName", p.plan_type as "planType", coalesce(p.is_dsnp, false) as "isDsnp",
      c.plan_year as "planYear", c.line_of_business as "lineOfBusiness", c.county_fips as "countyCode",
      cn.name as "countyName", c.effective_date::text as "effectiveDate", c.term_date::text as "termDate"
    from member_coverages c
    left join plans p on p.plan_year = c.plan_year and p.contract_code = c.contract_code and p.pbp_code = c.pbp_code
    left join companies co on co.company_code = c.company_code
    left join counties cn on cn.fips = c.county_fips
    where c.member_id = ${memberId} order by c.effective_date desc`,
  );
}

/** The PCP assigned on a date (the latest assignment that started by then and had not ended), with the IPA's name. */
export async function pcpOn(db: DbOrTx, memberId: string, date: string): Promise<EligibilityPcp | null> {
  const rows = await queryRows<EligibilityPcp>(
    db,
    sql`select pr.npi as "providerNpi", pr.full_name as "providerName", pr.specialty, pr.phone, a.ipa_code as "ipaCode",
      (select o.name from organizations o where o.org_type = 'IPA' and lower(o.reference_id) = lower(a.ipa_code) limit 1) as "ipaName",
      a.effective_date::text as "effectiveDate", a.term_date::text as "termDate"
    from member_pcp_assignments a join providers pr on pr.id = a.provider_id
    where a.member_id = ${memberId} and a.effective_date <= ${date}::date and (a.term_date is null or a.term_date >= ${date}::date)
    order by a.effective_date desc limit 1`,
  );
  return rows[0] ?? null;
}

/** A plan of a year by its contract and PBP (and company, when given). */
export async function plan(
  db: DbOrTx,
  key: { planYear: number; hcode: string; pbpId: string; companyId?: string },
): Promise<PlanRow | null> {
  const rows = await queryRows<PlanRow>(
    db,
    sql`select ${PLAN_COLUMNS} from plans p join companies co on co.company_code = p.company_code
    where p.plan_year = ${key.planYear} and p.contract_code = ${key.hcode} and p.pbp_code = ${key.pbpId}
      and (${key.companyId ?? null}::text is null or p.company_code = ${key.companyId ?? null})`,
  );
  return rows[0] ?? null;
}

/**
 * The plans a state's companies offer in a year. The reference data keeps no service area by county: a company sells
 * its plans across its state (`companies.state_code`), so a county's plans are its state's.
 */
export async function plansOfState(db: DbOrTx, stateCode: string, planYear: number): Promise<ZipPlan[]> {
  return queryRows<ZipPlan>(
    db,
    sql`select p.company_code as "companyId", co.name as "companyName", p.contract_code as "hcode", p.pbp_code as "pbpId",
      p.plan_year as "planYear", p.plan_name as "planName", p.plan_type as "planType", p.is_dsnp as "isDsnp"
    from companies co join plans p on p.company_code = co.company_code and p.plan_year = ${planYear}
    where co.state_code = ${stateCode} order by p.company_code, p.contract_code, p.pbp_code`,
  );
}

/** The counties of a state (a plan's service area, see plansOfState), by name. */
export async function countiesOfState(
  db: DbOrTx,
  stateCode: string,
): Promise<{ countyCode: string; countyName: string }[]> {
  return queryRows(
    db,
    sql`select fips as "countyCode", name as "countyName" from counties where state_code = ${stateCode} order by name`,
  );
}

/** The ZIP codes of a state (zip_codes_state_idx), in order. */
export async function zipCodesOfState(db: DbOrTx, stateCode: string): Promise<string[]> {
  const rows = await queryRows<{ zip: string }>(
    db,
    sql`select zip from zip_codes where state_code = ${stateCode} order by zip`,
  );
  return rows.map((row) => row.zip);
}

/**
 * A plan's EOC lines in chart order; a search keeps the lines whose category or service contains the text (matched
 * literally, any case). Prescription drug lines are left out for coverage without Part D (line of business MA).
 */
export async function benefits(
  db: DbOrTx,
  key: { planYear: number; hcode: string; pbpId: string },
  options: { searchTerm?: string | undefined; withoutDrugs: boolean },
): Promise<PlanBenefit[]> {
  const pattern = options.searchTerm ? containsPattern(options.searchTerm.toLowerCase()) : null;
  return queryRows<PlanBenefit>(
    db,
    sql`select category, service, in_network as "inNetwork", out_of_network as "outOfNetwork",
      prior_authorization as "priorAuthorization", sort_order as "sortOrder"
    from plan_benefits
    where plan_year = ${key.planYear} and contract_code = ${key.hcode} and pbp_code = ${key.pbpId}
      and (${pattern}::text is null or lower(category) like ${pattern} or lower(service) like ${pattern})
      and not (${options.withoutDrugs} and category = ${DRUG_CATEGORY})
    order by sort_order`,
  );
}
