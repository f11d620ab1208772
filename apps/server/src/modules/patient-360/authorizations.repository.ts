import { sql, type SQL } from 'drizzle-orm';
import {
  AUTHORIZATION_LETTERS,
  type Admission,
  type Authorization,
  type AuthorizationDetail,
  type AuthorizationLetterId,
} from '@portal/contracts/patient-360/member-record';
import type { DbOrTx } from '../../platform/db/client.ts';
import { laDateOf, laDayAfter, laDayStart } from '../../platform/db/los-angeles-day.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { cappedCount, describe } from './record-sql.ts';

const AUTH_COLUMNS = sql`a.auth_no as "authNo", a.member_id as "memberId", a.auth_type as "authType", a.status,
  ${laDateOf(sql`a.requested_at`)}::text as "requestedDate",
  ${laDateOf(sql`a.decided_at`)}::text as "decisionDate",
  a.service_from::text as "serviceFrom", a.service_to::text as "serviceTo",
  rq.full_name as "requestingProviderName", sv.full_name as "servicingProviderName", a.diagnoses, a.procedures`;
const AUTH_JOINS = sql`join providers rq on rq.id = a.requesting_provider_id join providers sv on sv.id = a.servicing_provider_id`;

/** A member's authorizations, or the Authorizations search: by member, number or provider (requesting or servicing). */
export interface AuthorizationFilter {
  memberId?: string | undefined;
  authNo?: string | undefined;
  providerNpi?: string | undefined;
  status?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  $skip: number;
  $top: number;
}

function authorizationConditions(filter: AuthorizationFilter): SQL {
  const where: SQL[] = [];
  if (filter.memberId) where.push(sql`a.member_id = ${filter.memberId}`);
  if (filter.authNo) where.push(sql`a.auth_no = ${filter.authNo}`);
  if (filter.providerNpi)
    where.push(sql`(a.requesting_provider_id = (select id from providers where npi = ${filter.providerNpi})
      or a.servicing_provider_id = (select id from providers where npi = ${filter.providerNpi}))`);
  if (where.length === 0) throw new Error('an authorization search needs a member, a number or a provider');
  if (filter.status) where.push(sql`a.status = ${filter.status}`);
  // Dates are the request's Pacific day; the bounds are whole days.
  if (filter.fromDate) where.push(sql`a.requested_at >= ${laDayStart(filter.fromDate)}`);
  if (filter.toDate) where.push(sql`a.requested_at < ${laDayAfter(filter.toDate)}`);
  return sql.join(where, sql` and `);
}

export async function searchAuthorizations(
  db: DbOrTx,
  filter: AuthorizationFilter,
): Promise<{ items: Authorization[]; total: number }> {
  const where = authorizationConditions(filter);
  const [items, total] = await Promise.all([
    queryRows<Authorization>(
      db,
      sql`select ${AUTH_COLUMNS} from (select * from authorizations a where ${where}
        order by a.requested_at desc, a.id desc limit ${filter.$top} offset ${filter.$skip}) a ${AUTH_JOINS}
      order by a.requested_at desc, a.id desc`,
    ),
    cappedCount(db, sql`from authorizations a where ${where}`),
  ]);
  return { items, total };
}

export async function authorizationByNo(db: DbOrTx, authNo: string): Promise<Authorization | null> {
  const [row] = await queryRows<Authorization>(
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
  const ids: AuthorizationLetterId[] = [
    'receipt',
    ...(status === 'Approved' ? (['approval'] as const) : []),
    ...(status === 'Denied' ? (['denial'] as const) : []),
  ];
  return ids.map((letterId) => ({ letterId, name: AUTHORIZATION_LETTERS[letterId] }));
}

const lengthOfStay = (admitDate: string, dischargeDate: string | null): number | null =>
  dischargeDate ? Math.round((Date.parse(dischargeDate) - Date.parse(admitDate)) / 86_400_000) : null;

export async function authorizationDetail(db: DbOrTx, authNo: string): Promise<AuthorizationDetail | null> {
  const [row] = await queryRows<AuthDetailRow>(
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
