import { sql, type SQL } from 'drizzle-orm';
import {
  ADMISSION_RISKS,
  AUTHORIZATION_FILTER_STATUSES,
  type AdvancedSearchFilter,
  type AdvancedSearchRow,
} from '@portal/contracts/patient-360/advanced-search';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';
import { readPgError } from '../../platform/db/pg-errors.ts';
import { toStatement } from '../../platform/db/statement.ts';
import { memberActiveToday, memberInactiveToday } from '../../platform/reference/member-active.ts';

/**
 * The advanced search's SQL over members joined 1:1 to their clinical profile. Every filter is a condition on the
 * member's own row (or an EXISTS on its authorizations by the (member_id, requested_at) index, or on its PCP by primary
 * key); rows come in the order of an index (member id; admission risk then member id) with LIMIT, so a page reads
 * about as many rows as it needs to fill, and the count stops at the cap.
 */

const FROM = sql`from members m join member_profiles mp on mp.member_id = m.member_id`;

const GAP_COLUMNS: Record<AdvancedSearchFilter['gaps'][number], SQL> = {
  hasHccAlerts: sql`mp.has_hcc_alerts`,
  hasStarGaps: sql`mp.has_star_gaps`,
  hasClinicalAlerts: sql`mp.has_clinical_alerts`,
};

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** A member id prefix ('M1000', or its digits), else a name prefix: 'last', 'first', 'last first' or 'first last'. */
function searchTermCondition(term: string): SQL {
  const compact = term.replace(/\s/g, '');
  if (/^m?\d+$/i.test(compact)) {
    const id = compact.toUpperCase().startsWith('M') ? compact.toUpperCase() : `M${compact}`;
    return sql`m.member_id like ${startsWithPattern(id)}`;
  }
  const words = term.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const [head, ...rest] = words;
  if (head === undefined) return sql`false`;
  if (rest.length === 0) {
    const prefix = startsWithPattern(head);
    return sql`(lower(m.last_name) like ${prefix} or lower(m.first_name) like ${prefix})`;
  }
  const tail = startsWithPattern(rest.join(' '));
  // The first word is a whole name and the rest a prefix, as the header's member search reads a name.
  return sql`((lower(m.last_name) = ${head} and lower(m.first_name) like ${tail})
    or (lower(m.first_name) = ${head} and lower(m.last_name) like ${tail}))`;
}

function authorizationCondition(filter: AdvancedSearchFilter): SQL | null {
  if (filter.authorizationStatuses.length === 0) return null;
  const statuses = filter.authorizationStatuses.flatMap((status) => AUTHORIZATION_FILTER_STATUSES[status]);
  const byPcp: Record<NonNullable<AdvancedSearchFilter['authorizationCriteria']>, SQL> = {
    fromHere: sql` and a.requesting_provider_id = m.pcp_provider_id`,
    toHere: sql` and a.servicing_provider_id = m.pcp_provider_id`,
    PCP: sql` and (a.requesting_provider_id = m.pcp_provider_id or a.servicing_provider_id = m.pcp_provider_id)`,
  };
  const criteria = filter.authorizationCriteria ? byPcp[filter.authorizationCriteria] : sql``;
  return sql`exists (select 1 from authorizations a where a.member_id = m.member_id
    and a.status = any(${textArray(statuses)})${criteria})`;
}

/**
 * The WHERE of a search: each filter given narrows it; a list filter matches any of its values. `narrow` adds a
 * condition of the caller's (a provider's panel, member-panel.repository.ts).
 */
export function searchConditions(filter: AdvancedSearchFilter, narrow?: SQL): SQL {
  const where: SQL[] = narrow ? [narrow] : [];
  if (filter.searchTerm) where.push(searchTermCondition(filter.searchTerm));
  if (filter.companyIds.length > 0) where.push(sql`m.company_code = any(${textArray(filter.companyIds)})`);
  // Active as the member's badge says it: the flag, until the term date has passed.
  if (filter.memberStatus === 'active') where.push(memberActiveToday());
  if (filter.memberStatus === 'inactive') where.push(memberInactiveToday());
  if (filter.gaps.length > 0)
    where.push(
      sql`(${sql.join(
        filter.gaps.map((gap) => GAP_COLUMNS[gap]),
        sql` or `,
      )})`,
    );
  if (filter.socialDeterminants.length > 0)
    where.push(sql`mp.social_determinants && ${textArray(filter.socialDeterminants)}`);
  if (filter.careAnywhereStatus !== 'NotAssigned')
    where.push(sql`mp.care_anywhere_status = ${filter.careAnywhereStatus}`);
  if (filter.clinicalPrograms.length > 0)
    where.push(sql`mp.clinical_programs && ${textArray(filter.clinicalPrograms)}`);
  if (filter.atRiskCategories.length > 0)
    where.push(sql`mp.at_risk_category = any(${textArray(filter.atRiskCategories)})`);
  if (filter.admissionRisks.length > 0) {
    const levels = filter.admissionRisks.map((risk) => ADMISSION_RISKS.indexOf(risk) + 1);
    where.push(sql`mp.admission_risk = any(${sql.param(levels)}::smallint[])`);
  }
  const authorizations = authorizationCondition(filter);
  if (authorizations) where.push(authorizations);
  if (filter.visitType !== 'All')
    where.push(
      sql`exists (select 1 from providers pv where pv.id = m.pcp_provider_id
        and ${filter.visitType === 'Virtual' ? sql`pv.offers_virtual` : sql`not pv.offers_virtual`})`,
    );
  return where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
}

/** The order of an index: members_member_id_unique, or member_profiles_admission_risk_idx (then member id). */
export function searchOrder(filter: Pick<AdvancedSearchFilter, 'sortBy' | 'sortDirection'>): SQL {
  const direction = filter.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  return filter.sortBy === 'admissionRisk'
    ? sql`mp.admission_risk ${direction}, mp.member_id ${direction}`
    : sql`m.member_id ${direction}`;
}

const PROFILE_COLUMNS = sql`m.member_id as "memberId", mp.has_hcc_alerts as "hasHccAlerts",
  mp.has_star_gaps as "hasStarGaps", mp.has_clinical_alerts as "hasClinicalAlerts",
  mp.social_determinants as "socialDeterminants", mp.care_anywhere_status as "careAnywhereStatus",
  mp.clinical_programs as "clinicalPrograms", mp.at_risk_category as "atRiskCategory",
  mp.admission_risk as "admissionRisk"`;

type ProfileRow = Omit<AdvancedSearchRow['profile'], 'admissionRisk'> & { memberId: string; admissionRisk: number };
export type MemberProfileOfRow = { memberId: string; profile: AdvancedSearchRow['profile'] };

const toProfile = ({ memberId, admissionRisk, ...rest }: ProfileRow): MemberProfileOfRow => ({
  memberId,
  profile: { ...rest, admissionRisk: ADMISSION_RISKS[admissionRisk - 1] ?? 'Low' },
});

/**
 * Counting stops after this long: a rare combination (few members whose PCP requested a cancelled authorization) has to
 * look at every member to be counted, which the page itself rarely needs. The grid then pages on without a total.
 */
export const COUNT_TIME_BUDGET_MS = 1000;
const PG_QUERY_CANCELED = '57014';

/** How many rows match, up to `cap`, or null when counting took longer than the budget. */
async function boundedCount(db: DbOrTx, fromWhere: SQL, cap: number, budgetMs: number): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(budgetMs)}, true)`);
      const [row] = await queryRows<{ total: number }>(
        tx,
        sql`select count(*)::int as total from (select 1 ${fromWhere} limit ${cap}) capped`,
      );
      return row?.total ?? 0;
    });
  } catch (error) {
    if (readPgError(error)?.code === PG_QUERY_CANCELED) return null;
    throw error;
  }
}

/**
 * One page of matching members (id and profile, in order) and how many match, counted up to `countCap` + 1
 * (null when counting ran out of time).
 */
export async function searchPage(
  db: DbOrTx,
  filter: AdvancedSearchFilter,
  page: { skip: number; take: number },
  countCap: number,
  countBudgetMs = COUNT_TIME_BUDGET_MS,
  narrow?: SQL,
): Promise<{ rows: MemberProfileOfRow[]; count: number | null }> {
  const where = searchConditions(filter, narrow);
  const [rows, count] = await Promise.all([
    queryRows<ProfileRow>(
      db,
      sql`select ${PROFILE_COLUMNS} ${FROM} where ${where}
        order by ${searchOrder(filter)} limit ${page.take} offset ${page.skip}`,
    ),
    boundedCount(db, sql`${FROM} where ${where}`, countCap + 1, countBudgetMs),
  ]);
  return { rows: rows.map(toProfile), count };
}

/** The export's rows, one line per member with its PCP and profile, as SQL for the shared cursor. */
export function exportQuery(
  filter: AdvancedSearchFilter,
  narrow?: SQL,
  extraColumns: SQL = sql``,
): { text: string; values: unknown[]; fromAndWhere: string } {
  const where = searchConditions(filter, narrow);
  const select = toStatement(sql`select m.member_id as "memberId", m.full_name as "fullName",
      m.date_of_birth::text as "dateOfBirth", m.gender, m.mbi, m.phone,
      concat_ws(', ', m.address1, m.address2, m.city, m.state_code || ' ' || m.zip5) as "homeAddress",
      m.company_code as "companyId", m.contract_code || '-' || m.pbp_code as "contractPbp",
      p.full_name as "pcpName", p.npi as "pcpNpi", m.effective_date::text as "effectiveDateTime",
      m.term_date::text as "termDate", m.is_active as "isActive", m.is_frequent_caller as "isFrequentCaller",
      m.member_health_risk as "memberHealthRisk", m.hospice_eligible as "hospiceEligible",
      m.alert_counts as "alertCounts", ${PROFILE_COLUMNS}${extraColumns}
    ${FROM} left join providers p on p.id = m.pcp_provider_id
    where ${where} order by ${searchOrder(filter)}`);
  const fromAndWhere = toStatement(sql`${FROM} where ${where}`);
  return { text: select.text, values: select.values, fromAndWhere: fromAndWhere.text };
}

/** The members among `memberIds` that a member summary PDF can be printed for: known, with a coverage span. */
export async function membersWithPdfData(db: DbOrTx, memberIds: readonly string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await queryRows<{ memberId: string }>(
    db,
    sql`select m.member_id as "memberId" from members m where m.member_id = any(${textArray(memberIds)})
      and exists (select 1 from member_coverages c where c.member_id = m.member_id)`,
  );
  return new Set(rows.map((row) => row.memberId));
}

/**
 * A finished bulk PDF is kept as a PostgreSQL large object until its clean-up job removes it: every server instance
 * can hand it out, and no table of files is needed for a file that lives an hour.
 */
export async function storeFile(db: DbOrTx, bytes: Buffer): Promise<number> {
  const [row] = await queryRows<{ fileId: number }>(db, sql`select lo_from_bytea(0, ${bytes})::bigint as "fileId"`);
  if (!row) throw new Error('the database kept no file');
  return row.fileId;
}

/** The file's bytes, or null when it was removed. */
export async function readFile(db: DbOrTx, fileId: number): Promise<Buffer | null> {
  const [row] = await queryRows<{ bytes: Buffer }>(
    db,
    sql`select lo_get(oid) as bytes from pg_largeobject_metadata where oid = ${fileId}::bigint::oid`,
  );
  return row?.bytes ?? null;
}

export async function removeFile(db: DbOrTx, fileId: number): Promise<void> {
  await db.execute(sql`select lo_unlink(oid) from pg_largeobject_metadata where oid = ${fileId}::bigint::oid`);
}
