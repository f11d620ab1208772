import { sql, type SQL } from 'drizzle-orm';
import type {
  Admission,
  Authorization,
  AuthorizationDetail,
  Claim,
  ClaimDetail,
  Coverage,
  PcpAssignment,
  TimelineEvent,
  TimelineKind,
} from '@portal/contracts/patient-360/member-record';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern, startsWithPattern } from '../../platform/db/like-pattern.ts';

/** The member record's SQL: every list reads one member's rows from its (member_id, date) index, newest first. */

const rowsOf = async <T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> =>
  (await db.execute<T>(query)).rows as T[];

export async function memberExists(db: DbOrTx, memberId: string): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from members where member_id = ${memberId}) as found`,
  );
  return rows[0]?.found === true;
}

export async function coverages(db: DbOrTx, memberId: string): Promise<Coverage[]> {
  return rowsOf<Coverage>(
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
  return rowsOf<PcpAssignment>(
    db,
    sql`select p.npi as "providerNpi", p.full_name as "providerName", p.specialty, a.ipa_code as "ipaCode",
      a.effective_date::text as "effectiveDate", a.term_date::text as "termDate", a.change_reason as "changeReason"
    from member_pcp_assignments a join providers p on p.id = a.provider_id
    where a.member_id = ${memberId} order by a.effective_date desc`,
  );
}

const CLAIM_COLUMNS = sql`c.claim_no as "claimNo", c.member_id as "memberId", c.claim_type as "claimType", c.status,
  c.from_date::text as "fromDate", c.to_date::text as "toDate", c.received_date::text as "receivedDate",
  p.npi as "providerNpi", p.full_name as "providerName", c.diagnoses, c.billed::float8 as billed,
  c.allowed::float8 as allowed, c.paid::float8 as paid`;

export interface ClaimFilter {
  memberId: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  status?: string | undefined;
  $skip: number;
  $top: number;
}

function claimConditions(filter: ClaimFilter): SQL {
  const where = [sql`c.member_id = ${filter.memberId}`];
  if (filter.fromDate) where.push(sql`c.from_date >= ${filter.fromDate}::date`);
  if (filter.toDate) where.push(sql`c.from_date <= ${filter.toDate}::date`);
  if (filter.status) where.push(sql`c.status = ${filter.status}`);
  return sql.join(where, sql` and `);
}

export async function memberClaims(db: DbOrTx, filter: ClaimFilter): Promise<{ items: Claim[]; total: number }> {
  const where = claimConditions(filter);
  const [items, count] = await Promise.all([
    rowsOf<Claim>(
      db,
      sql`select ${CLAIM_COLUMNS} from (select * from claims c where ${where}
        order by c.from_date desc, c.id desc limit ${filter.$top} offset ${filter.$skip}) c
      join providers p on p.id = c.provider_id order by c.from_date desc, c.id desc`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from claims c where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

/** Claims for the export, in batches by keyset (from date, id) so a large export streams. */
export async function* memberClaimBatches(db: DbOrTx, filter: ClaimFilter, batchSize = 2000): AsyncGenerator<Claim[]> {
  const where = claimConditions(filter);
  let after: { fromDate: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql` and (c.from_date, c.id) < (${after.fromDate}::date, ${after.id})` : sql``;
    const rows: (Claim & { id: number })[] = await rowsOf<Claim & { id: number }>(
      db,
      sql`select c.id::int as id, ${CLAIM_COLUMNS} from claims c join providers p on p.id = c.provider_id
        where ${where}${keyset} order by c.from_date desc, c.id desc limit ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows.map(({ id: _id, ...claim }) => claim);
    const lastRow = rows[rows.length - 1];
    if (!lastRow || rows.length < batchSize) return;
    after = { fromDate: lastRow.fromDate, id: lastRow.id };
  }
}

type CodeRef = { code: string; description: string | null };

/** Descriptions of codes, in the order given (a code missing from the reference keeps a null description). */
async function describe(db: DbOrTx, codeSystems: string[], codes: string[]): Promise<CodeRef[]> {
  if (codes.length === 0) return [];
  const rows = await rowsOf<{ code: string; description: string }>(
    db,
    sql`select code, description from clinical_codes where code_system = any(${sql.param(codeSystems)}::text[])
      and code = any(${sql.param(codes)}::text[])`,
  );
  const byCode = new Map(rows.map((row) => [row.code, row.description]));
  return codes.map((code) => ({ code, description: byCode.get(code) ?? null }));
}

export async function claimByNo(db: DbOrTx, claimNo: string): Promise<ClaimDetail | null> {
  const [claim] = await rowsOf<Claim & { id: number }>(
    db,
    sql`select c.id::int as id, ${CLAIM_COLUMNS} from claims c join providers p on p.id = c.provider_id where c.claim_no = ${claimNo}`,
  );
  if (!claim) return null;
  const { id, ...rest } = claim;
  const [lines, diagnosisDescriptions] = await Promise.all([
    rowsOf<ClaimDetail['lines'][number]>(
      db,
      sql`select l.line_no as "lineNo", l.code_system as "codeSystem", l.code, cc.description, l.units,
        l.from_date::text as "fromDate", l.billed::float8 as billed, l.allowed::float8 as allowed, l.paid::float8 as paid
      from claim_lines l left join clinical_codes cc on cc.code_system = l.code_system and cc.code = l.code
      where l.claim_id = ${id} order by l.line_no`,
    ),
    describe(db, ['ICD10'], rest.diagnoses),
  ]);
  return { ...rest, diagnosisDescriptions, lines };
}

const AUTH_COLUMNS = sql`a.auth_no as "authNo", a.member_id as "memberId", a.auth_type as "authType", a.status,
  (a.requested_at at time zone 'America/Los_Angeles')::date::text as "requestedDate",
  (a.decided_at at time zone 'America/Los_Angeles')::date::text as "decisionDate",
  a.service_from::text as "serviceFrom", a.service_to::text as "serviceTo",
  rq.full_name as "requestingProviderName", sv.full_name as "servicingProviderName", a.diagnoses, a.procedures`;
const AUTH_JOINS = sql`join providers rq on rq.id = a.requesting_provider_id join providers sv on sv.id = a.servicing_provider_id`;

export async function memberAuthorizations(
  db: DbOrTx,
  filter: { memberId: string; status?: string | undefined; $skip: number; $top: number },
): Promise<{ items: Authorization[]; total: number }> {
  const where = filter.status
    ? sql`a.member_id = ${filter.memberId} and a.status = ${filter.status}`
    : sql`a.member_id = ${filter.memberId}`;
  const [items, count] = await Promise.all([
    rowsOf<Authorization>(
      db,
      sql`select ${AUTH_COLUMNS} from (select * from authorizations a where ${where}
        order by a.requested_at desc, a.id desc limit ${filter.$top} offset ${filter.$skip}) a ${AUTH_JOINS}
      order by a.requested_at desc, a.id desc`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from authorizations a where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

export async function authorizationByNo(db: DbOrTx, authNo: string): Promise<Authorization | null> {
  const [row] = await rowsOf<Authorization>(
    db,
    sql`select ${AUTH_COLUMNS} from authorizations a ${AUTH_JOINS} where a.auth_no = ${authNo}`,
  );
  return row ?? null;
}

type AuthDetailRow = Authorization & {
  requestingProviderNpi: string;
  servicingProviderNpi: string;
  admission: (Omit<Admission, 'lengthOfStay'> & { dischargeDate: string | null }) | null;
};

/** The letters an authorization has: the receipt always, then the decision's letter. */
export function lettersOf(status: Authorization['status']): AuthorizationDetail['letters'] {
  const letters: AuthorizationDetail['letters'] = [{ letterId: 'receipt', name: 'Request received' }];
  if (status === 'Approved') letters.push({ letterId: 'approval', name: 'Approval letter' });
  if (status === 'Denied') letters.push({ letterId: 'denial', name: 'Denial notice' });
  return letters;
}

const lengthOfStay = (admitDate: string, dischargeDate: string | null): number | null =>
  dischargeDate ? Math.round((Date.parse(dischargeDate) - Date.parse(admitDate)) / 86_400_000) : null;

export async function authorizationDetail(db: DbOrTx, authNo: string): Promise<AuthorizationDetail | null> {
  const [row] = await rowsOf<AuthDetailRow>(
    db,
    sql`select ${AUTH_COLUMNS}, rq.npi as "requestingProviderNpi", sv.npi as "servicingProviderNpi", a.admission
      from authorizations a ${AUTH_JOINS} where a.auth_no = ${authNo}`,
  );
  if (!row) return null;
  const [diagnosisDescriptions, procedureDescriptions] = await Promise.all([
    describe(db, ['ICD10'], row.diagnoses),
    describe(db, ['CPT', 'HCPCS'], row.procedures),
  ]);
  const admission = row.admission
    ? {
        facilityName: row.admission.facilityName,
        admitDate: row.admission.admitDate,
        dischargeDate: row.admission.dischargeDate ?? null,
        admitType: row.admission.admitType,
        dischargeDisposition: row.admission.dischargeDisposition ?? null,
        lengthOfStay: lengthOfStay(row.admission.admitDate, row.admission.dischargeDate ?? null),
      }
    : null;
  return { ...row, admission, diagnosisDescriptions, procedureDescriptions, letters: lettersOf(row.status) };
}

/**
 * The member's health journey: coverage spans, PCP changes, claims and authorizations merged newest first. Each kind
 * reads at most skip + top rows from its member index, so a page costs the same for a member with years of claims.
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
    Authorization: sql`select 'Authorization' as kind, (a.requested_at at time zone 'America/Los_Angeles')::date as date,
        a.auth_type || ' authorization ' || a.status as title,
        'Service ' || to_char(a.service_from, 'MM/DD/YYYY') || ' to ' || to_char(a.service_to, 'MM/DD/YYYY') as detail,
        a.auth_no as reference, a.id as id
      from authorizations a where a.member_id = ${filter.memberId} and ${within(sql`(a.requested_at at time zone 'America/Los_Angeles')::date`)}`,
  };
  const chosen = filter.kinds.map((kind) => sql`(${parts[kind]} order by 2 desc, 6 desc limit ${reach})`);
  const counted = filter.kinds.map((kind) => sql`(select count(*) from (${parts[kind]}) k)`);
  const [items, count] = await Promise.all([
    rowsOf<TimelineEvent>(
      db,
      sql`select kind, date::text as date, title, detail, reference from (${sql.join(chosen, sql` union all `)}) t
        order by date desc, kind, id desc limit ${filter.$top} offset ${filter.$skip}`,
    ),
    rowsOf<{ total: number }>(db, sql`select (${sql.join(counted, sql` + `)})::int as total`),
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
    rowsOf<{ codeSystem: string; code: string; description: string }>(
      db,
      sql`select code_system as "codeSystem", code, description from clinical_codes where ${where}
        order by (code like ${prefix}) desc, code limit ${top}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from clinical_codes where ${where}`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}
