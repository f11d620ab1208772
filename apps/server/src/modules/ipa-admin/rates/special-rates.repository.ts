import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import type { SpecialRateDto, SpecialRateForm } from '@portal/contracts/ipa-admin/special-rates';
import { capSpecialRates } from './ipa-rates.tables.ts';
import { isoTimestamp } from './ipa-rates.db-errors.ts';

type SpecialRow = typeof capSpecialRates.$inferSelect;

function toSpecialRateDto(
  row: SpecialRow,
  names: { createdByName: string | null; updatedByName: string | null },
): SpecialRateDto {
  const {
    createdAt,
    updatedAt,
    isDeleted: _deleted,
    lastApprovedById: _approvedBy,
    lastApprovedAt: _approvedAt,
    ...rest
  } = row;
  return { ...rest, ...names, createdDt: isoTimestamp(createdAt) ?? '', updatedDt: isoTimestamp(updatedAt) };
}

/** A special rate as the form shows it, with the names of who created and updated it; deleted ones are hidden. */
export async function findSpecialRateDto(db: DbOrTx, id: number): Promise<SpecialRateDto | undefined> {
  const [found] = await db
    .select({
      row: capSpecialRates,
      createdByName: userNameOf(capSpecialRates.createdBy),
      updatedByName: userNameOf(capSpecialRates.updatedBy),
    })
    .from(capSpecialRates)
    .where(and(eq(capSpecialRates.id, id), eq(capSpecialRates.isDeleted, false)));
  return found ? toSpecialRateDto(found.row, found) : undefined;
}

/** Deleted special rates are hidden (spec §4). */
export async function findSpecialRate(db: DbOrTx, id: number): Promise<SpecialRow | undefined> {
  const [row] = await db
    .select()
    .from(capSpecialRates)
    .where(and(eq(capSpecialRates.id, id), eq(capSpecialRates.isDeleted, false)));
  return row;
}

export async function maxSpecialSeq(db: DbOrTx, capId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${capSpecialRates.seq}), 0)::int` })
    .from(capSpecialRates)
    .where(eq(capSpecialRates.ipaCapId, capId));
  return row?.max ?? 0;
}

type SpecialValues = Omit<SpecialRateForm, 'id' | 'version'>;

export async function insertSpecialRate(
  db: DbOrTx,
  values: SpecialValues & { createdBy: string },
): Promise<SpecialRow> {
  const [row] = await db.insert(capSpecialRates).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Update at the version the special rate was read at: 409 when it was changed since, 404 when it is gone. */
export async function updateSpecialRate(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<SpecialValues> & { updatedBy: string; isDeleted?: boolean },
): Promise<SpecialRow> {
  return updateAtVersion(
    db,
    capSpecialRates,
    { id, version },
    { ...values, updatedAt: new Date() },
    getTableColumns(capSpecialRates),
  );
}
