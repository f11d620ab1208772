import {
  DME_CATEGORIES,
  dmeCategoryOf,
  type DmeCategory,
  type DmeCategoryName,
} from '@portal/contracts/patient-360/dme-categories';
import { MEMBER_PROFILE_MESSAGES as M } from '@portal/contracts/patient-360/member-profile';
import type { DbOrTx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { dmeProcedures, type DmeProcedureRow } from './claims.repository.ts';
import { memberExists } from './member-record.repository.ts';

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
  const byCategory = new Map<DmeCategoryName, DmeProcedureRow[]>();
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
