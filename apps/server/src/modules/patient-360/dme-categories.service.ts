import { sql } from 'drizzle-orm';
import {
  DME_CATEGORIES,
  dmeCategoryOf,
  type DmeCategory,
  type DmeCategoryName,
} from '@portal/contracts/patient-360/dme-categories';
import { MEMBER_PROFILE_MESSAGES as M } from '@portal/contracts/patient-360/member-profile';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/db/list-page.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { memberExists } from './member-record.repository.ts';

interface ProcedureRow {
  code: string;
  description: string | null;
  lastServiceDate: string;
  lineCount: number;
}

/** The member's HCPCS procedures that may be DME (E, K, L and A4000-A8999), denied claims left out. */
const dmeProcedures = (db: DbOrTx, memberId: string) =>
  rowsOf<ProcedureRow>(
    db,
    sql`select l.code, max(cc.description) as description, max(l.from_date)::text as "lastServiceDate",
        count(*)::int as "lineCount"
      from claims c join claim_lines l on l.claim_id = c.id
      left join clinical_codes cc on cc.code_system = 'HCPCS' and cc.code = l.code
      where c.member_id = ${memberId} and c.status <> 'Denied' and l.code_system = 'HCPCS'
        and (l.code ~ '^[EKL]' or l.code between 'A4000' and 'A8999')
      group by l.code order by l.code`,
  );

/**
 * getDmeProcedureCategories: the member's DME procedures by category (the contracts' order), each category's
 * procedures newest first; 404 for an unknown member.
 */
export async function dmeProcedureCategories(
  db: DbOrTx,
  memberId: string,
): Promise<{ items: DmeCategory[]; total: number }> {
  const [exists, procedures] = await Promise.all([memberExists(db, memberId), dmeProcedures(db, memberId)]);
  if (!exists) throw notFound(M.memberNotFound);
  const byCategory = new Map<DmeCategoryName, ProcedureRow[]>();
  for (const procedure of procedures) {
    const category = dmeCategoryOf(procedure.code);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), procedure]);
  }
  const items = DME_CATEGORIES.flatMap(({ name }) => {
    const newestFirst = [...(byCategory.get(name) ?? [])].sort((a, b) =>
      b.lastServiceDate.localeCompare(a.lastServiceDate),
    );
    const [newest] = newestFirst;
    return newest ? [{ category: name, lastServiceDate: newest.lastServiceDate, procedures: newestFirst }] : [];
  });
  return { items, total: items.length };
}
