import { sql, type SQL } from 'drizzle-orm';
import type { Claim, ClaimDetail } from '@portal/contracts/patient-360/member-record';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { cappedCount, describe } from './record-sql.ts';

const CLAIM_COLUMNS = sql`c.claim_no as "claimNo", c.member_id as "memberId", c.claim_type as "claimType", c.status,
  c.from_date::text as "fromDate", c.to_date::text as "toDate", c.received_date::text as "receivedDate",
  p.npi as "providerNpi", p.full_name as "providerName", c.diagnoses, c.billed::float8 as billed,
  c.allowed::float8 as allowed, c.paid::float8 as paid`;

/** A member's claims, or Claims Inquiry's search: by member, claim number or provider NPI, by dates and status. */
export interface ClaimFilter {
  memberId?: string | undefined;
  claimNo?: string | undefined;
  providerNpi?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  status?: string | undefined;
  $skip: number;
  $top: number;
}

function claimConditions(filter: ClaimFilter): SQL {
  const where: SQL[] = [];
  if (filter.memberId) where.push(sql`c.member_id = ${filter.memberId}`);
  if (filter.claimNo) where.push(sql`c.claim_no = ${filter.claimNo}`);
  if (filter.providerNpi) where.push(sql`c.provider_id = (select id from providers where npi = ${filter.providerNpi})`);
  if (where.length === 0) throw new Error('a claim search needs a member, a claim number or a provider');
  if (filter.fromDate) where.push(sql`c.from_date >= ${filter.fromDate}::date`);
  if (filter.toDate) where.push(sql`c.from_date <= ${filter.toDate}::date`);
  if (filter.status) where.push(sql`c.status = ${filter.status}`);
  return sql.join(where, sql` and `);
}

export async function searchClaims(db: DbOrTx, filter: ClaimFilter): Promise<{ items: Claim[]; total: number }> {
  const where = claimConditions(filter);
  const [items, count] = await Promise.all([
    queryRows<Claim>(
      db,
      sql`select ${CLAIM_COLUMNS} from (select * from claims c where ${where}
        order by c.from_date desc, c.id desc limit ${filter.$top} offset ${filter.$skip}) c
      join providers p on p.id = c.provider_id order by c.from_date desc, c.id desc`,
    ),
    cappedCount(db, sql`from claims c where ${where}`),
  ]);
  return { items, total: count };
}

/** Claims for the export, in batches by keyset (from date, id) so a large export streams. */
export async function* claimBatches(db: DbOrTx, filter: ClaimFilter, batchSize = 2000): AsyncGenerator<Claim[]> {
  const where = claimConditions(filter);
  let after: { fromDate: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after ? sql` and (c.from_date, c.id) < (${after.fromDate}::date, ${after.id})` : sql``;
    const rows: (Claim & { id: number })[] = await queryRows<Claim & { id: number }>(
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

export async function claimByNo(db: DbOrTx, claimNo: string): Promise<ClaimDetail | null> {
  const [claim] = await queryRows<Claim & { id: number }>(
    db,
    sql`select c.id::int as id, ${CLAIM_COLUMNS} from claims c join providers p on p.id = c.provider_id where c.claim_no = ${claimNo}`,
  );
  if (!claim) return null;
  const { id, ...rest } = claim;
  const [lines, diagnosisDescriptions] = await Promise.all([
    queryRows<ClaimDetail['lines'][number]>(
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

export interface DmeProcedureRow {
  code: string;
  description: string | null;
  lastServiceDate: string;
  lineCount: number;
}

/** The member's HCPCS procedures that may be DME (E, K, L and A4000-A8999), denied claims left out. */
export const dmeProcedures = (db: DbOrTx, memberId: string) =>
  queryRows<DmeProcedureRow>(
    db,
    sql`select l.code, max(cc.description) as description, max(l.from_date)::text as "lastServiceDate",
        count(*)::int as "lineCount"
      from claims c join claim_lines l on l.claim_id = c.id
      left join clinical_codes cc on cc.code_system = 'HCPCS' and cc.code = l.code
      where c.member_id = ${memberId} and c.status <> 'Denied' and l.code_system = 'HCPCS'
        and (l.code ~ '^[EKL]' or l.code between 'A4000' and 'A8999')
      group by l.code order by l.code`,
  );
