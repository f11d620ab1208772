import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';

/**
 * A provider's panel: the members whose assigned primary care provider (APC, members.pcp_provider_id) is one of the
 * panel's providers, read in member id order from members_pcp_idx (pcp_provider_id, member_id), and the last visit
 * (the newest professional claim) from claims_member_from_idx. The APC change locks the members it changes.
 */

/** When the member was last seen (Panel Management's filter). */
export type LastVisit = 'any' | 'within6Months' | 'within12Months' | 'over12Months' | 'never';

const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** A professional (office) claim of the member, on or after a date when given. */
const visitSince = (since?: SQL) =>
  sql`exists (select 1 from claims c where c.member_id = m.member_id and c.claim_type = 'Professional'${
    since ? sql` and c.from_date >= ${since}` : sql``
  })`;

/** The panel's members (`providerIds`), and the last-visit filter against today (Los Angeles). */
export function panelCondition(providerIds: readonly number[], lastVisit: LastVisit, today: string): SQL {
  const [only] = providerIds;
  const panel =
    providerIds.length === 1 && only !== undefined
      ? sql`m.pcp_provider_id = ${only}`
      : sql`m.pcp_provider_id = any(${intArray(providerIds)})`;
  const monthsAgo = (months: number) => sql`(${today}::date - make_interval(months => ${months}))::date`;
  const visits: Record<LastVisit, SQL | null> = {
    any: null,
    within6Months: visitSince(monthsAgo(6)),
    within12Months: visitSince(monthsAgo(12)),
    over12Months: sql`${visitSince()} and not ${visitSince(monthsAgo(12))}`,
    never: sql`not ${visitSince()}`,
  };
  const visit = visits[lastVisit];
  return visit ? sql`${panel} and ${visit}` : panel;
}

/** The export's extra column: the member's last visit. */
export const LAST_VISIT_COLUMN = sql`, (select max(c.from_date)::text from claims c where c.member_id = m.member_id
  and c.claim_type = 'Professional') as "lastVisitDate"`;

/** Each member's last visit (newest professional claim), for a page of members. */
export async function lastVisits(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await queryRows<{ memberId: string; lastVisit: string }>(
    db,
    sql`select c.member_id as "memberId", max(c.from_date)::text as "lastVisit" from claims c
      where c.member_id = any(${sql.param([...memberIds])}::text[]) and c.claim_type = 'Professional'
      group by c.member_id`,
  );
  return new Map(rows.map((row) => [row.memberId, row.lastVisit]));
}

/** How many members each provider's panel holds (members_pcp_idx, index only). */
export async function panelSizes(db: DbOrTx, providerIds: readonly number[]): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await queryRows<{ providerId: number; members: number }>(
    db,
    sql`select m.pcp_provider_id as "providerId", count(*)::int as members from members m
      where m.pcp_provider_id = any(${intArray(providerIds)}) group by m.pcp_provider_id`,
  );
  return new Map(rows.map((row) => [row.providerId, row.members]));
}

export interface LockedMember {
  memberId: string;
  version: number;
  providerId: number | null;
  providerNpi: string | null;
  providerName: string | null;
}

/** The members, locked until the transaction ends, with their APC. */
export async function lockMembers(tx: DbOrTx, memberIds: readonly string[]): Promise<LockedMember[]> {
  return queryRows<LockedMember & Record<string, unknown>>(
    tx,
    sql`select m.member_id as "memberId", m.version, m.pcp_provider_id as "providerId", p.npi as "providerNpi",
        p.full_name as "providerName"
      from members m left join providers p on p.id = m.pcp_provider_id
      where m.member_id = any(${sql.param([...memberIds])}::text[]) order by m.member_id for update of m`,
  );
}

/** Sets the members' APC and moves their versions on; their new versions. */
export async function setAssignedProvider(
  tx: DbOrTx,
  memberIds: readonly string[],
  providerId: number,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ memberId: string; version: number }>(
    tx,
    sql`update members set pcp_provider_id = ${providerId}, version = version + 1
      where member_id = any(${sql.param([...memberIds])}::text[]) returning member_id as "memberId", version`,
  );
  return new Map(rows.map((row) => [row.memberId, row.version]));
}

/** Members among these with a PCP assignment starting after a date (a change already planned). */
export async function membersWithAssignmentAfter(
  tx: DbOrTx,
  memberIds: readonly string[],
  date: string,
): Promise<string[]> {
  const rows = await queryRows<{ memberId: string }>(
    tx,
    sql`select distinct member_id as "memberId" from member_pcp_assignments
      where member_id = any(${sql.param([...memberIds])}::text[]) and effective_date > ${date}::date order by 1`,
  );
  return rows.map((row) => row.memberId);
}

/**
 * Enters the APC change into the members' PCP history from today: the running assignment ends yesterday; one that
 * started today already (a second change the same day) takes the new provider, so the history has one row per day.
 */
export async function enterAssignments(
  tx: DbOrTx,
  change: { memberIds: readonly string[]; providerId: number; ipaCode: string | null; today: string; reason: string },
): Promise<void> {
  const ids = sql`${sql.param([...change.memberIds])}::text[]`;
  await tx.execute(sql`update member_pcp_assignments set term_date = ${change.today}::date - 1
    where member_id = any(${ids}) and effective_date < ${change.today}::date
      and (term_date is null or term_date >= ${change.today}::date)`);
  await tx.execute(sql`update member_pcp_assignments set provider_id = ${change.providerId}, ipa_code = ${change.ipaCode},
      change_reason = ${change.reason}, term_date = null
    where member_id = any(${ids}) and effective_date = ${change.today}::date`);
  await tx.execute(sql`insert into member_pcp_assignments (member_id, provider_id, ipa_code, effective_date, change_reason)
    select u.member_id, ${change.providerId}, ${change.ipaCode}, ${change.today}::date, ${change.reason}
    from unnest(${ids}) as u(member_id)
    where not exists (select 1 from member_pcp_assignments a where a.member_id = u.member_id
      and a.effective_date = ${change.today}::date)`);
}
