import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  Allocation,
  BenefitConfig,
  BenefitsMasterQuery,
  BenefitType,
  MasterRow,
  SupplementalBenefit,
  Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { recordAudit, type Actor } from '../../platform/audit/audit.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { cappedCount } from './record-sql.ts';
import { supplementalBenefits } from './member-profile.tables.ts';

/**
 * The supplemental benefits' SQL. The catalogue is a few dozen rows a plan year; a member's wallets and allocation
 * history read their rows from the (member_id, type, occurred_at) index, newest first, paged or bounded to a year.
 */

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const BENEFIT_COLUMNS = sql`b.id, b.code, b.name, b.type, b.effective_from::text as "effectiveFrom",
  extract(year from b.effective_from)::int as year, b.eligibility_group as "eligibilityGroup", b.amount::float8 as amount,
  nullif(b.frequency, '') as frequency, b.display_text as "displayText"`;

/** Benefits whose effectiveFrom falls in the plan year (the year of effectiveFrom is the benefit's, spec §3). */
const ofYear = (year: number) =>
  sql`b.effective_from >= make_date(${year}::int, 1, 1) and b.effective_from < make_date(${year}::int + 1, 1, 1)`;

/** What the eligibility rule needs to know about a member: null when there is no such member. */
export interface MemberBenefitFacts {
  chronicCondition: boolean;
  careAnywhereStatus: string;
  coverages: { planYear: number; lineOfBusiness: string }[];
}

export async function memberFacts(db: DbOrTx, memberId: string): Promise<MemberBenefitFacts | null> {
  const [row] = await queryRows<{
    chronicCondition: boolean;
    careAnywhereStatus: string;
    coverages: { planYear: number; lineOfBusiness: string }[];
  }>(
    db,
    sql`select coalesce(p.chronic_condition, false) as "chronicCondition",
        coalesce(p.care_anywhere_status, 'NotAssigned') as "careAnywhereStatus",
        coalesce((select json_agg(json_build_object('planYear', c.plan_year, 'lineOfBusiness', c.line_of_business))
          from member_coverages c where c.member_id = m.member_id), '[]'::json) as coverages
      from members m left join member_profiles p on p.member_id = m.member_id
      where m.member_id = ${memberId}`,
  );
  return row ?? null;
}

export const benefitsOfYear = (db: DbOrTx, year: number): Promise<SupplementalBenefit[]> =>
  queryRows<SupplementalBenefit>(
    db,
    sql`select ${BENEFIT_COLUMNS} from supplemental_benefits b where ${ofYear(year)} order by b.type, b.name, b.code`,
  );

export const benefitById = async (db: DbOrTx, id: string): Promise<SupplementalBenefit | null> =>
  (
    await queryRows<SupplementalBenefit>(
      db,
      sql`select ${BENEFIT_COLUMNS} from supplemental_benefits b where b.id = ${id}`,
    )
  )[0] ?? null;

/** A member's allocation history of one type, newest first, one page (and a count that stops at 10,001). */
export async function allocationHistory(
  db: DbOrTx,
  filter: { memberId: string; type: BenefitType; $skip: number; $top: number },
): Promise<{ items: Allocation[]; total: number }> {
  const where = sql`a.member_id = ${filter.memberId} and a.type = ${filter.type}`;
  const [items, total] = await Promise.all([
    queryRows<Allocation>(
      db,
      sql`select a.id::int as id, a.benefit_id as "benefitId", b.code, b.name, a.type, a.transaction, a.amount::float8 as amount,
          ${iso(sql`a.occurred_at`)} as "occurredAt", a.description
        from (select * from member_benefit_allocations a where ${where}
          order by a.occurred_at desc, a.id desc limit ${filter.$top} offset ${filter.$skip}) a
        left join supplemental_benefits b on b.id = a.benefit_id
        order by a.occurred_at desc, a.id desc`,
    ),
    cappedCount(db, sql`from member_benefit_allocations a where ${where}`),
  ]);
  return { items, total };
}

/** The latest transactions of one benefit for a member (a benefit has a few a year; at most 50 are read). */
export const benefitTransactions = (
  db: DbOrTx,
  memberId: string,
  benefit: SupplementalBenefit,
): Promise<Allocation[]> =>
  queryRows<Allocation>(
    db,
    sql`select a.id::int as id, a.benefit_id as "benefitId", ${benefit.code}::text as code, ${benefit.name}::text as name,
        a.type, a.transaction, a.amount::float8 as amount, ${iso(sql`a.occurred_at`)} as "occurredAt", a.description
      from member_benefit_allocations a
      where a.member_id = ${memberId} and a.type = ${benefit.type} and a.benefit_id = ${benefit.id}
      order by a.occurred_at desc, a.id desc limit 50`,
  );

/**
 * The member's wallets of a plan year: per benefit of that year with any transaction, allocated, used (redeemed),
 * expired and the balance. Reads the member's rows of that year from the index (the year's transactions fall in it).
 */
export async function wallets(db: DbOrTx, memberId: string, year: number): Promise<Wallet[]> {
  return queryRows<Wallet>(
    db,
    sql`select b.id as "benefitId", b.code, b.name, b.type, nullif(b.frequency, '') as frequency,
        w.allocated, w.used, w.expired, w.allocated - w.used - w.expired as balance, w."lastActivityAt"
      from (
        select a.benefit_id,
          coalesce(sum(a.amount) filter (where a.transaction = 'Allocation'), 0)::float8 as allocated,
          coalesce(sum(a.amount) filter (where a.transaction = 'Redemption'), 0)::float8 as used,
          coalesce(sum(a.amount) filter (where a.transaction = 'Expiration'), 0)::float8 as expired,
          ${iso(sql`max(a.occurred_at)`)} as "lastActivityAt"
        from member_benefit_allocations a
        where a.member_id = ${memberId} and a.type in ('Benefit', 'Reward')
          and a.occurred_at >= make_date(${year}::int, 1, 1)::timestamp at time zone ${LOS_ANGELES}
          and a.occurred_at < make_date(${year}::int + 1, 1, 1)::timestamp at time zone ${LOS_ANGELES}
        group by a.benefit_id) w
      join supplemental_benefits b on b.id = w.benefit_id and ${ofYear(year)}
      order by b.type, b.name`,
  );
}

// ---- Config and the editor --------------------------------------------------------------------------------------------

const CONFIG_COLUMNS = sql`b.id, b.code, b.name, extract(year from b.effective_from)::int as year, b.type,
  b.display_text as "displayText", b.incentive_names as "incentiveNames", b.version, b.updated_by as "updatedBy", ${iso(sql`b.updated_at`)} as "updatedAt"`;

/** Every benefit's config, one per code, plan year and type (the first of the year, as configOf reads it). */
export const allConfigs = (db: DbOrTx): Promise<BenefitConfig[]> =>
  queryRows<BenefitConfig>(
    db,
    sql`select * from (select distinct on (b.code, extract(year from b.effective_from), b.type) ${CONFIG_COLUMNS}
        from supplemental_benefits b order by b.code, extract(year from b.effective_from), b.type, b.effective_from) c
      order by c.code, c.year, c.type`,
  );

/** The benefit a config names: its code, the year of its effectiveFrom and its type. */
export const configOf = async (
  db: DbOrTx,
  key: { code: string; year: number; type: BenefitType },
): Promise<BenefitConfig | null> =>
  (
    await queryRows<BenefitConfig>(
      db,
      sql`select ${CONFIG_COLUMNS} from supplemental_benefits b
        where b.code = ${key.code} and b.type = ${key.type} and ${ofYear(key.year)} order by b.effective_from limit 1`,
    )
  )[0] ?? null;

/**
 * Saves a benefit's display text at the version the editor read (409 when it changed since, 404 when it is gone), with
 * the audit event of the change in the caller's transaction.
 */
export async function saveDisplayText(
  tx: Tx,
  actor: Actor,
  change: { id: string; version: number; displayText: string; incentiveNames?: string[] | undefined },
): Promise<BenefitConfig> {
  const before = await lockAtVersion(tx, supplementalBenefits, {
    id: change.id,
    version: change.version,
    by: actor.user.username,
  });
  await tx
    .update(supplementalBenefits)
    .set({
      displayText: change.displayText,
      ...(change.incentiveNames === undefined ? {} : { incentiveNames: change.incentiveNames }),
      updatedBy: actor.user.username,
      updatedAt: new Date(),
      version: before.version + 1,
    })
    .where(eq(supplementalBenefits.id, change.id));
  const [after] = await queryRows<BenefitConfig>(
    tx,
    sql`select ${CONFIG_COLUMNS} from supplemental_benefits b where b.id = ${change.id}`,
  );
  if (!after) throw new Error('the locked benefit was not found after its update');
  await recordAudit(tx, actor, {
    eventType: 'SupplementalBenefitConfigUpdated',
    itemId: change.id,
    moduleId: MODULE_IDS.benefitEditor,
    details: {
      code: after.code,
      year: after.year,
      type: after.type,
      version: after.version,
      displayText: { from: before.displayText, to: after.displayText },
      incentiveNames: { from: before.incentiveNames, to: after.incentiveNames },
    },
  });
  return after;
}

const MASTER_SORT: Record<BenefitsMasterQuery['sortBy'], SQL> = {
  code: sql`b.code`,
  name: sql`b.name`,
  type: sql`b.type`,
  year: sql`b.effective_from`,
};

/** The editor's master list: Excel-style value filters on code, name and type, text the code or name contains, a sort and a page. */
export async function benefitsMaster(
  db: DbOrTx,
  query: BenefitsMasterQuery,
): Promise<{ items: MasterRow[]; total: number; values: { code: string[]; name: string[]; type: string[] } }> {
  const where: SQL[] = [sql`true`];
  if (query.code.length > 0) where.push(sql`b.code = any(${sql.param(query.code)}::text[])`);
  if (query.name.length > 0) where.push(sql`b.name = any(${sql.param(query.name)}::text[])`);
  if (query.type.length > 0) where.push(sql`b.type = any(${sql.param(query.type)}::text[])`);
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    where.push(sql`(lower(b.code) like ${pattern} or lower(b.name) like ${pattern})`);
  }
  const condition = sql.join(where, sql` and `);
  const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const [items, count, values] = await Promise.all([
    queryRows<MasterRow>(
      db,
      sql`select ${BENEFIT_COLUMNS}, b.incentive_names as "incentiveNames", b.version, b.updated_by as "updatedBy", ${iso(sql`b.updated_at`)} as "updatedAt"
        from supplemental_benefits b where ${condition}
        order by ${MASTER_SORT[query.sortBy]} ${direction}, b.code, b.effective_from desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from supplemental_benefits b where ${condition}`,
    ),
    queryRows<{ code: string[]; name: string[]; type: string[] }>(
      db,
      sql`select coalesce(array_agg(distinct code order by code), '{}') as code,
          coalesce(array_agg(distinct name order by name), '{}') as name,
          coalesce(array_agg(distinct type order by type), '{}') as type
        from supplemental_benefits`,
    ),
  ]);
  return {
    items,
    total: count[0]?.total ?? 0,
    values: values[0] ?? { code: [], name: [], type: [] },
  };
}
