import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import type { CapSubRateDto, CapTieredRateDto, CapTieredRateForm } from '@portal/contracts/ipa-admin/tiered-rates';
import { memberCountRangeLabel } from '@portal/contracts/ipa-admin/tiered-rates';
import { capRates, capSpecialRates, capTieredRates } from './ipa-rates.tables.ts';
import { isoTimestamp } from './ipa-rates.db-errors.ts';

type TierRow = typeof capTieredRates.$inferSelect;

export function toCapTieredRateDto(row: TierRow): CapTieredRateDto {
  const { createdAt, updatedAt, lastApprovedById: _approvedBy, lastApprovedAt: _approvedAt, ...rest } = row;
  return { ...rest, createdDt: isoTimestamp(createdAt) ?? '', updatedDt: isoTimestamp(updatedAt) };
}

export async function findCapTieredRate(
  db: DbOrTx,
  capId: number,
  sequence: number,
): Promise<CapTieredRateDto | undefined> {
  const [row] = await db
    .select()
    .from(capTieredRates)
    .where(and(eq(capTieredRates.capId, capId), eq(capTieredRates.sequence, sequence)));
  return row ? toCapTieredRateDto(row) : undefined;
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
    .select({ tier: capTieredRates })
    .from(capTieredRates)
    .innerJoin(capRates, eq(capRates.id, capTieredRates.capId))
    .where(eq(sql`upper(${capRates.ipaCode})`, code))
    .orderBy(desc(capTieredRates.id));
  const specials = await db
    .select({ special: capSpecialRates })
    .from(capSpecialRates)
    .innerJoin(capRates, eq(capRates.id, capSpecialRates.ipaCapId))
    .where(and(eq(sql`upper(${capRates.ipaCode})`, code), eq(capSpecialRates.isDeleted, false)))
    .orderBy(desc(capSpecialRates.id));
  return [
    ...tiers.map(({ tier }) => ({
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
      createdDt: isoTimestamp(tier.createdAt) ?? '',
      updatedBy: tier.updatedBy,
      updatedDt: isoTimestamp(tier.updatedAt),
    })),
    ...specials.map(({ special }) => ({
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
      createdDt: isoTimestamp(special.createdAt) ?? '',
      updatedBy: special.updatedBy,
      updatedDt: isoTimestamp(special.updatedAt),
    })),
  ];
}
