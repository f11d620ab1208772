import { sql, type SQL } from 'drizzle-orm';
import type { Coverage, PcpAssignment, TimelineEvent, TimelineKind } from '@portal/contracts/patient-360/member-record';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { containsPattern, startsWithPattern } from '../../platform/db/like-pattern.ts';
import { laDateOf } from '../../platform/db/los-angeles-day.ts';

/** The member record's SQL: every list reads one member's rows from its (member_id, date) index, newest first. */

export async function memberExists(db: DbOrTx, memberId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from members where member_id = ${memberId}) as found`,
  );
  return rows[0]?.found === true;
}

export async function coverages(db: DbOrTx, memberId: string): Promise<Coverage[]> {
  return queryRows<Coverage>(
    db,
    sql`select c.company_code as "companyId", c.contract_code as "contractCode", c.pbp_code as "pbpCode", p.plan_name as "planName",
      c.plan_year as "planYear", c.county_fips as "countyCode", co.name as "countyName", c.line_of_business as "lineOfBusiness",
      c.effective_date::text as "effectiveDate", c.term_date::text as "termDate"
    from member_coverages c
    left join plans p on p.plan_year = c.plan_year and p.contract_code = c.contract_code and p.pbp_code = c.pbp_code
    left join counties co on co.fips = c.county_fips
    where c.member_id = ${memberId} order by c.effective_date desc`,
  );
}

/** The coverage span in force on a date (eligibility on a date), or null. */
export async function coverageOn(db: DbOrTx, memberId: string, date: string): Promise<Coverage | null> {
  const all = await coverages(db, memberId);
  return all.find((span) => span.effectiveDate <= date && (span.termDate === null || span.termDate >= date)) ?? null;
}

export async function pcpHistory(db: DbOrTx, memberId: string): Promise<PcpAssignment[]> {
  return queryRows<PcpAssignment>(
    db,
    sql`select p.npi as "providerNpi", p.full_name as "providerName", p.specialty, a.ipa_code as "ipaCode",
      a.effective_date::text as "effectiveDate", a.term_date::text as "termDate", a.change_reason as "changeReason"
    from member_pcp_assignments a join providers p on p.id = a.provider_id
    where a.member_id = ${memberId} order by a.effective_date desc`,
  );
}

/** A primary care provider by NPI (a PCP change's chosen provider), or null when there is none. */
export async function pcpByNpi(
  db: DbOrTx,
  npi: string,
): Promise<{ id: number; npi: string; name: string; ipaCode: string | null } | null> {
  const rows = await queryRows<{ id: number; npi: string; name: string; ipaCode: string | null }>(
    db,
    sql`select id, npi, full_name as name, ipa_code as "ipaCode" from providers where npi = ${npi} and is_pcp`,
  );
  return rows[0] ?? null;
}

/**
 * Enters a PCP change into the member's PCP history from its effective date: the assignment running that day ends the
 * day before, and the new one starts open-ended. Assignments starting on or after the date are left alone; the caller
 * refuses the change when there are any (`pcpAssignmentsFrom`).
 */
export async function enterPcpChange(
  tx: DbOrTx,
  change: { memberId: string; providerId: number; ipaCode: string | null; effectiveDate: string; changeReason: string },
): Promise<void> {
  await tx.execute(sql`update member_pcp_assignments set term_date = ${change.effectiveDate}::date - 1
    where member_id = ${change.memberId} and effective_date < ${change.effectiveDate}::date
      and (term_date is null or term_date >= ${change.effectiveDate}::date)`);
  await tx.execute(sql`insert into member_pcp_assignments (member_id, provider_id, ipa_code, effective_date, change_reason)
    values (${change.memberId}, ${change.providerId}, ${change.ipaCode}, ${change.effectiveDate}, ${change.changeReason})`);
}

/** How many of the member's PCP assignments start on or after a date. */
export async function pcpAssignmentsFrom(db: DbOrTx, memberId: string, date: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_pcp_assignments where member_id = ${memberId} and effective_date >= ${date}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The member's health journey: coverage spans, PCP changes, claims, authorizations and sent virtual visit summaries
 * merged newest first. Each kind reads at most skip + top rows from its member index, so a page costs the same for a
 * member with years of claims.
 */
export async function timeline(
  db: DbOrTx,
  filter: {
    memberId: string;
    kinds: TimelineKind[];
    fromDate?: string | undefined;
    toDate?: string | undefined;
    $skip: number;
    $top: number;
  },
): Promise<{ items: TimelineEvent[]; total: number }> {
  const within = (column: SQL) =>
    sql.join(
      [
        ...(filter.fromDate ? [sql`${column} >= ${filter.fromDate}::date`] : []),
        ...(filter.toDate ? [sql`${column} <= ${filter.toDate}::date`] : []),
        sql`true`,
      ],
      sql` and `,
    );
  const reach = filter.$skip + filter.$top;
  const parts: Record<TimelineKind, SQL> = {
    Coverage: sql`select 'Coverage' as kind, c.effective_date as date, 'Coverage ' || c.contract_code || '-' || c.pbp_code || ' (' || c.plan_year || ')' as title,
        c.line_of_business || coalesce(', through ' || to_char(c.term_date, 'MM/DD/YYYY'), ', open') as detail,
        c.contract_code || '-' || c.pbp_code as reference, c.id as id
      from member_coverages c where c.member_id = ${filter.memberId} and ${within(sql`c.effective_date`)}`,
    PCP: sql`select 'PCP' as kind, a.effective_date as date, 'PCP assigned: ' || p.full_name as title,
        a.change_reason || coalesce(', IPA ' || a.ipa_code, '') as detail, p.npi as reference, a.id as id
      from member_pcp_assignments a join providers p on p.id = a.provider_id
      where a.member_id = ${filter.memberId} and ${within(sql`a.effective_date`)}`,
    Claim: sql`select 'Claim' as kind, c.from_date as date, c.claim_type || ' claim ' || c.status as title,
        'Diagnoses ' || array_to_string(c.diagnoses, ', ') || ', billed $' || to_char(c.billed, 'FM999,999,990.00') as detail,
        c.claim_no as reference, c.id as id from claims c
      where c.member_id = ${filter.memberId} and ${within(sql`c.from_date`)}`,
    Authorization: sql`select 'Authorization' as kind, ${laDateOf(sql`a.requested_at`)} as date,
        a.auth_type || ' authorization ' || a.status as title,
        'Service ' || to_char(a.service_from, 'MM/DD/YYYY') || ' to ' || to_char(a.service_to, 'MM/DD/YYYY') as detail,
        a.auth_no as reference, a.id as id
      from authorizations a where a.member_id = ${filter.memberId} and ${within(laDateOf(sql`a.requested_at`))}`,
    // Care on Demand's sent visit summaries, on the visit's date (the plan's time zone).
    Visit: sql`select 'Visit' as kind, ${laDateOf(sql`v.start_time_utc`)} as date,
        'Virtual visit summary: ' || v.visit_type as title,
        s.provider_name || ' - ' || split_part(s.assessment, E'\n', 1) as detail, v.id::text as reference, s.id as id
      from visit_summaries s join virtual_appointments v on v.id = s.appointment_id
      where s.member_id = ${filter.memberId} and s.status = 'Sent'
        and ${within(laDateOf(sql`v.start_time_utc`))}`,
  };
  const chosen = filter.kinds.map((kind) => sql`(${parts[kind]} order by 2 desc, 6 desc limit ${reach})`);
  const counted = filter.kinds.map((kind) => sql`(select count(*) from (${parts[kind]}) k)`);
  const [items, count] = await Promise.all([
    queryRows<TimelineEvent>(
      db,
      sql`select kind, date::text as date, title, detail, reference from (${sql.join(chosen, sql` union all `)}) t
        order by date desc, kind, id desc limit ${filter.$top} offset ${filter.$skip}`,
    ),
    queryRows<{ total: number }>(db, sql`select (${sql.join(counted, sql` + `)})::int as total`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

export async function searchCodes(
  db: DbOrTx,
  codeSystems: readonly string[],
  searchTerm: string,
  top: number,
): Promise<{ items: { codeSystem: string; code: string; description: string }[]; total: number }> {
  const prefix = startsWithPattern(searchTerm.toUpperCase());
  // Every word of the search appears in the description, in any order ('primary hypertension' finds 'Essential (primary) hypertension').
  const words = searchTerm
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql`lower(description) like ${containsPattern(word)}`);
  const where = sql`code_system = any(${sql.param([...codeSystems])}::text[]) and (code like ${prefix} or (${sql.join(words, sql` and `)}))`;
  const [items, count] = await Promise.all([
    queryRows<{ codeSystem: string; code: string; description: string }>(
      db,
      sql`select code_system as "codeSystem", code, description from clinical_codes where ${where}
        order by (code like ${prefix}) desc, code limit ${top}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from clinical_codes where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}
