import { sql, type SQL } from 'drizzle-orm';
import type { CampaignCriteria, EligibleMember } from '@portal/contracts/crm-admin-campaigns/campaigns';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { type ODataFields, odataField } from '../../platform/odata/odata-compile.ts';
import { LA_TODAY } from '../../platform/db/los-angeles-day.ts';
import { memberActiveToday } from '../../platform/reference/member-active.ts';

/**
 * Members by criteria (a cohort): active members of the plan contracts, PBPs and counties named, whose age today (Los
 * Angeles date) is in the band, carrying any of the member tags named. Each criterion reads an index of members
 * (members_contract_pbp_idx, members_county_idx, members_birth_date_idx) or of member_tags (member_tags_tag_idx).
 */

const TODAY = LA_TODAY;
const AGE = sql`extract(year from age(${TODAY}, m.date_of_birth))::int`;

/** The WHERE condition of a cohort over `members m`. */
export function cohortWhere(criteria: CampaignCriteria): SQL {
  // Active as the member's badge says it: a member whose term date has passed gets no outreach.
  const parts: SQL[] = [memberActiveToday()];
  if (criteria.contractCodes.length > 0)
    parts.push(sql`m.contract_code = any(${sql.param(criteria.contractCodes)}::text[])`);
  if (criteria.pbpCodes.length > 0) parts.push(sql`m.pbp_code = any(${sql.param(criteria.pbpCodes)}::text[])`);
  if (criteria.countyFips.length > 0) parts.push(sql`m.county_fips = any(${sql.param(criteria.countyFips)}::text[])`);
  // Age band as a birth-date range, so the birth-date index can serve it: age >= min is born on or before today - min
  // years; age <= max is born after today - (max + 1) years.
  if (criteria.minAge !== null)
    parts.push(sql`m.date_of_birth <= ${TODAY} - make_interval(years => ${criteria.minAge}::int)`);
  if (criteria.maxAge !== null)
    parts.push(sql`m.date_of_birth > ${TODAY} - make_interval(years => ${criteria.maxAge + 1}::int)`);
  if (criteria.tags.length > 0)
    parts.push(
      sql`exists (select 1 from member_tags t where t.member_id = m.member_id
        and t.tag = any(${sql.param(criteria.tags)}::text[]))`,
    );
  return sql.join(parts, sql` and `);
}

export async function countCohort(db: DbOrTx, criteria: CampaignCriteria): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from members m where ${cohortWhere(criteria)}`,
  );
  return row?.n ?? 0;
}

/** The next `limit` member ids of the cohort after `after` (by member id): the outreach job's batches. */
export async function cohortMemberIdsAfter(
  db: DbOrTx,
  criteria: CampaignCriteria,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ memberId: string }>(
    db,
    sql`select m.member_id as "memberId" from members m
      where ${cohortWhere(criteria)} ${after === null ? sql`` : sql`and m.member_id > ${after}`}
      order by m.member_id limit ${limit}`,
  );
  return rows.map((row) => row.memberId);
}

/** The last order item of every page, so paging is stable. */
export const COHORT_TIE_BREAKER = sql`m.member_id`;

/** The fields the eligible members list may filter and sort by. */
export const COHORT_FIELDS: ODataFields = {
  memberId: odataField(sql`m.member_id`, 'string'),
  fullName: odataField(sql`m.full_name`, 'string'),
  dateOfBirth: odataField(sql`m.date_of_birth`, 'datetime'),
  age: odataField(AGE, 'number'),
  contractCode: odataField(sql`m.contract_code`, 'string'),
  pbpCode: odataField(sql`m.pbp_code`, 'string'),
  countyFips: odataField(sql`m.county_fips`, 'string'),
};

export async function cohortPage(
  db: DbOrTx,
  criteria: CampaignCriteria,
  page: { where: SQL; orderBy: SQL; skip: number; top: number; count: boolean },
): Promise<{ rows: EligibleMember[]; count?: number }> {
  const where = sql`${cohortWhere(criteria)} and (${page.where})`;
  const [rows, counted] = await Promise.all([
    queryRows<EligibleMember>(
      db,
      sql`select m.member_id as "memberId", m.full_name as "fullName", m.date_of_birth::text as "dateOfBirth",
          ${AGE} as age, m.contract_code as "contractCode", m.pbp_code as "pbpCode", m.county_fips as "countyFips"
        from members m where ${where} order by ${page.orderBy} limit ${page.top} offset ${page.skip}`,
    ),
    page.count
      ? queryRows<{ n: number }>(db, sql`select count(*)::int as n from members m where ${where}`)
      : Promise.resolve(undefined),
  ]);
  return counted === undefined ? { rows } : { rows, count: counted[0]?.n ?? 0 };
}

/** The most tag names a picker lists. */
const TAG_NAMES_MAX = 500;

/**
 * The distinct tag names of member_tags, in order: a skip scan of member_tags_tag_idx (one index probe per name), so
 * millions of tag rows cost as many probes as there are names.
 */
export async function distinctTagNames(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`with recursive names(tag, n) as (
        (select tag, 1 from member_tags order by tag limit 1)
        union all
        select (select t.tag from member_tags t where t.tag > names.tag order by t.tag limit 1), n + 1
          from names where names.tag is not null and n < ${TAG_NAMES_MAX}
      )
      select tag from names where tag is not null`,
  );
  return rows.map((row) => row.tag);
}
