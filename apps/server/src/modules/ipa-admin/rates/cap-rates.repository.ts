import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import type { CapRateDto, CapRateForm } from '@portal/contracts/ipa-admin/cap-rates';
import {
  capRates,
  capRevenueFormulas,
  capSpecialRates,
  capTieredRates,
  rateChangeHistory,
} from './ipa-rates.tables.ts';
import { isoTimestamp } from './ipa-rates.db-errors.ts';

type CapRateRow = typeof capRates.$inferSelect;

/**
 * The cap rate's id, qualified: inside a sub-select drizzle writes a column of the selected table unqualified ("id"),
 * which the sub-select would read as its own id.
 */
const capRateId = sql.raw('"cap_rates"."id"');

/** Whether a cap rate has special rates (spec §3 isSpecialRateApplicable, read-only). */
const hasSpecialRates = sql<boolean>`exists (select 1 from ${capSpecialRates} s where s.ipa_cap_id = ${capRateId} and not s.is_deleted)`;

/**
 * Whether a change of the cap rate, one of its tiers or one of its special rates still waits for approval by another
 * manager (four eyes, as for gain share and risk pool rates).
 */
const hasPendingChanges = sql<boolean>`exists (select 1 from ${rateChangeHistory} h where h.approved_at is null and (
  (h.kind = 'cap-rate' and h.object_id = ${capRateId})
  or (h.kind = 'cap-rate-tier' and h.object_id in (select t.id from ${capTieredRates} t where t.cap_id = ${capRateId}))
  or (h.kind = 'cap-special-rate' and h.object_id in (select s.id from ${capSpecialRates} s where s.ipa_cap_id = ${capRateId}))))`;

/** The names of who created, updated and last approved the rate (the record keeps their usernames). */
const CAP_RATE_NAMES = {
  createdByName: userNameOf(capRates.createdBy),
  updatedByName: userNameOf(capRates.updatedBy),
  lastApprovedByName: userNameOf(capRates.lastApprovedById),
};
type CapRateNames = { [Key in keyof typeof CAP_RATE_NAMES]: string | null };

function toCapRateDto(
  row: CapRateRow,
  flags: { isSpecialRateApplicable: boolean; hasPendingChanges: boolean },
  names: CapRateNames,
): CapRateDto {
  const { createdAt, updatedAt, lastApprovedAt, ...rest } = row;
  return {
    ...rest,
    ...flags,
    ...names,
    createdDt: isoTimestamp(createdAt) ?? '',
    updatedDt: isoTimestamp(updatedAt),
    lastApprovedAt: isoTimestamp(lastApprovedAt),
  };
}

async function selectCapRates(db: DbOrTx, where: ReturnType<typeof eq>): Promise<CapRateDto[]> {
  const rows = await db
    .select({ row: capRates, special: hasSpecialRates, pending: hasPendingChanges, ...CAP_RATE_NAMES })
    .from(capRates)
    .where(where)
    // Spec §4: rates are listed by descending sequence.
    .orderBy(desc(capRates.sequence), desc(capRates.id));
  return rows.map(({ row, special, pending, ...names }) =>
    toCapRateDto(row, { isSpecialRateApplicable: special, hasPendingChanges: pending }, names),
  );
}

export const listCapRatesByCode = (db: DbOrTx, ipaCode: string) =>
  selectCapRates(db, eq(sql`upper(${capRates.ipaCode})`, ipaCode.toUpperCase()));
export const listCapRatesByIpaId = (db: DbOrTx, ipaId: number) => selectCapRates(db, eq(capRates.ipaWebId, ipaId));

export async function findCapRate(db: DbOrTx, id: number): Promise<CapRateDto | undefined> {
  const [found] = await selectCapRates(db, eq(capRates.id, id));
  return found;
}

/** The periods of one IPA record's cap rates of one company (the scope of the overlap rule, spec §5). */
export async function capRatePeriods(db: DbOrTx, ipaWebId: number, companyCode: string) {
  return db
    .select({ id: capRates.id, start: capRates.effDate, end: capRates.endDate })
    .from(capRates)
    .where(and(eq(capRates.ipaWebId, ipaWebId), eq(capRates.companyCode, companyCode)));
}

export async function maxCapRateSequence(db: DbOrTx, ipaCode: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${capRates.sequence}), 0)::int` })
    .from(capRates)
    .where(eq(sql`upper(${capRates.ipaCode})`, ipaCode.toUpperCase()));
  return row?.max ?? 0;
}

export async function formulaDescription(db: DbOrTx, companyCode: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ description: capRevenueFormulas.description })
    .from(capRevenueFormulas)
    .where(and(eq(capRevenueFormulas.companyCode, companyCode), eq(capRevenueFormulas.code, code)))
    .limit(1);
  return row?.description ?? null;
}

export async function listCapRevenueFormulas(db: DbOrTx, companyCode: string, type: string) {
  return db
    .select({ code: capRevenueFormulas.code, description: capRevenueFormulas.description })
    .from(capRevenueFormulas)
    .where(and(eq(capRevenueFormulas.companyCode, companyCode), eq(capRevenueFormulas.type, type)))
    .orderBy(asc(capRevenueFormulas.code));
}

type CapRateValues = Omit<CapRateForm, 'id' | 'version'>;

export async function insertCapRate(
  db: DbOrTx,
  values: CapRateValues & { sequence: number; formula: string | null; createdBy: string },
): Promise<CapRateRow> {
  const [row] = await db.insert(capRates).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Update at the version the rate was read at: 409 when it was changed since, 404 when it is gone. */
export async function updateCapRate(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<CapRateValues> & { updatedBy: string },
): Promise<CapRateRow> {
  return updateAtVersion(
    db,
    capRates,
    { id, version },
    { ...values, updatedAt: new Date() },
    getTableColumns(capRates),
  );
}

export async function capRateIdsOfCode(db: DbOrTx, ipaCode: string): Promise<number[]> {
  const rows = await db
    .select({ id: capRates.id })
    .from(capRates)
    .where(eq(sql`upper(${capRates.ipaCode})`, ipaCode.toUpperCase()));
  return rows.map((row) => row.id);
}
