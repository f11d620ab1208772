import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import type { CapSubRateDto, CapTieredRateDto, CapTieredRateForm } from '@portal/contracts/ipa-admin/tiered-rates';
import { memberCountRangeLabel } from '@portal/contracts/ipa-admin/tiered-rates';
import { capRates, capSpecialRates, capTieredRates } from './ipa-rates.tables.ts';
import { isoTimestamp } from './ipa-rates.db-errors.ts';

type TierRow = typeof capTieredRates.$inferSelect;

/** The names of who created and updated a tier (the record keeps their usernames). */
const TIER_NAMES = {
  createdByName: userNameOf(capTieredRates.createdBy),
  updatedByName: userNameOf(capTieredRates.updatedBy),
};
/** The same of a special rate. */
const SPECIAL_NAMES = {
  createdByName: userNameOf(capSpecialRates.createdBy),
  updatedByName: userNameOf(capSpecialRates.updatedBy),
};

function toCapTieredRateDto(
  row: TierRow,
  names: { createdByName: string | null; updatedByName: string | null },
): CapTieredRateDto {
  const { createdAt, updatedAt, lastApprovedById: _approvedBy, lastApprovedAt: _approvedAt, ...rest } = row;
  return { ...rest, ...names, createdDt: isoTimestamp(createdAt) ?? '', updatedDt: isoTimestamp(updatedAt) };
}

async function selectCapTieredRate(db: DbOrTx, where: SQL | undefined): Promise<CapTieredRateDto | undefined> {
  const [found] = await db
    .select({ row: capTieredRates, ...TIER_NAMES })
    .from(capTieredRates)
    .where(where);
  return found ? toCapTieredRateDto(found.row, found) : undefined;
}

export const findCapTieredRate = (db: DbOrTx, capId: number, sequence: number) =>
  selectCapTieredRate(db, and(eq(capTieredRates.capId, capId), eq(capTieredRates.sequence, sequence)));

/** A tier just written, read back as the form shows it (with the names of who created and updated it). */
export async function capTieredRateDto(db: DbOrTx, id: number): Promise<CapTieredRateDto> {
  const found = await selectCapTieredRate(db, eq(capTieredRates.id, id));
  if (!found) throw new Error('The tier just written was not found');
  return found;
}

export async function findCapTieredRateById(db: DbOrTx, id: number): Promise<TierRow | undefined> {
  const [row] = await db.select().from(capTieredRates).where(eq(capTieredRates.id, id));
  return row;
}

export async function capTierRanges(db: DbOrTx, capId: number) {
  return db
    .select({
      id: capTieredRates.id,
      memberCountStart: capTieredRates.memberCountStart,
      memberCountEnd: capTieredRates.memberCountEnd,
      sequence: capTieredRates.sequence,
    })
    .from(capTieredRates)
    .where(eq(capTieredRates.capId, capId));
}

type TierValues = Omit<CapTieredRateForm, 'id' | 'version'>;

export async function insertCapTieredRate(db: DbOrTx, values: TierValues & { createdBy: string }): Promise<TierRow> {
  const [row] = await db.insert(capTieredRates).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Update at the version the tier was read at: 409 when it was changed since, 404 when it is gone. */
export async function updateCapTieredRate(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<TierValues> & { updatedBy: string },
): Promise<TierRow> {
  return updateAtVersion(
    db,
    capTieredRates,
    { id, version },
    { ...values, updatedAt: new Date() },
    getTableColumns(capTieredRates),
  );
}

/** Sub-rates take the cap rate's dates (spec §5: dates required but disabled). */
export async function syncSubRateDates(db: DbOrTx, capId: number, effDate: string, endDate: string): Promise<void> {
  await db.update(capTieredRates).set({ effDate, endDate }).where(eq(capTieredRates.capId, capId));
  await db.update(capSpecialRates).set({ effDate, endDate }).where(eq(capSpecialRates.ipaCapId, capId));
}

/** The tree children of the Cap Rates grid (GetCapSubRates): tiers and special rates of every cap rate of the code. */
export async function listCapSubRates(db: DbOrTx, ipaCode: string): Promise<CapSubRateDto[]> {
  const code = ipaCode.toUpperCase();
  const tiers = await db
    .select({ tier: capTieredRates, ...TIER_NAMES })
    .from(capTieredRates)
    .innerJoin(capRates, eq(capRates.id, capTieredRates.capId))
    .where(eq(sql`upper(${capRates.ipaCode})`, code))
    .orderBy(desc(capTieredRates.id));
  const specials = await db
    .select({ special: capSpecialRates, ...SPECIAL_NAMES })
    .from(capSpecialRates)
    .innerJoin(capRates, eq(capRates.id, capSpecialRates.ipaCapId))
    .where(and(eq(sql`upper(${capRates.ipaCode})`, code), eq(capSpecialRates.isDeleted, false)))
    .orderBy(desc(capSpecialRates.id));
  return [
    ...tiers.map(({ tier, createdByName, updatedByName }) => ({
      id: tier.id,
      capId: tier.capId,
      capSubRateType: 'Tiered' as const,
      sequence: tier.sequence,
      label: memberCountRangeLabel(tier.memberCountStart, tier.memberCountEnd),
      active: tier.active,
      effDate: tier.effDate,
      endDate: tier.endDate,
      premiumPCT: tier.premiumPCT,
      mediMediPCT: tier.mediMediPCT,
      createdBy: tier.createdBy,
      createdByName,
      createdDt: isoTimestamp(tier.createdAt) ?? '',
      updatedBy: tier.updatedBy,
      updatedByName,
      updatedDt: isoTimestamp(tier.updatedAt),
    })),
    ...specials.map(({ special, createdByName, updatedByName }) => ({
      id: special.id,
      capId: special.ipaCapId,
      capSubRateType: 'Special' as const,
      sequence: special.seq,
      label: [special.contractCode, special.pbp].filter(Boolean).join(' '),
      active: special.status === 'A',
      effDate: special.effDate,
      endDate: special.endDate,
      premiumPCT: special.premiumPCT,
      mediMediPCT: special.mediMediPCT,
      createdBy: special.createdBy,
      createdByName,
      createdDt: isoTimestamp(special.createdAt) ?? '',
      updatedBy: special.updatedBy,
      updatedByName,
      updatedDt: isoTimestamp(special.updatedAt),
    })),
  ];
}
