import { and, desc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import type { Difference } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import type { ChangeHistoryRecord, RateHistoryKind } from '@portal/contracts/ipa-admin/rate-history';
import { rateChangeHistory } from './ipa-rates.tables.ts';

type StoredRow = typeof rateChangeHistory.$inferSelect;
type HistoryRow = StoredRow & { updatedByName: string | null; approvedByName: string | null };

/** The history columns with the display names of who changed and who approved (the screens name people, not logins). */
const HISTORY_COLUMNS = {
  ...getTableColumns(rateChangeHistory),
  updatedByName: userNameOf(rateChangeHistory.updatedBy),
  approvedByName: userNameOf(rateChangeHistory.approvedBy),
};

function isDifferenceList(value: unknown): value is Difference[] {
  return Array.isArray(value);
}

export function toHistoryRecord(row: HistoryRow): ChangeHistoryRecord {
  return {
    id: row.id,
    objectId: row.objectId,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedByName: row.updatedByName,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    approvedBy: row.approvedBy,
    approvedByName: row.approvedByName,
    differences: isDifferenceList(row.differences) ? row.differences : [],
    tieredRatesDifferences: [],
  };
}

export async function insertHistory(
  db: DbOrTx,
  record: { kind: RateHistoryKind; objectId: number; ipaCode: string; updatedBy: string; differences: Difference[] },
): Promise<void> {
  await db.insert(rateChangeHistory).values(record);
}

/** Newest first; the dialog groups them by update time (spec §2.15). A rate with no sub-rates. */
export const listHistory = (
  db: DbOrTx,
  kind: RateHistoryKind,
  objectId: number,
  ipaCode: string,
  pendingOnly: boolean,
): Promise<ChangeHistoryRecord[]> => listRateHistoryWithSubRates(db, kind, [], objectId, ipaCode, pendingOnly);

/** Sub-rates whose changes show in their parent rate's history: their kind, table and the column naming the parent. */
export interface SubRateHistory {
  kind: RateHistoryKind;
  table: PgTable;
  parentColumn: string;
  /** How a sub-rate is named in the parent's history, e.g. 'Tier 12'. */
  label: (id: number) => string;
}

/**
 * The history of a rate with the changes of its sub-rates (spec §3: a record carries `differences` of the rate or
 * `tieredRatesDifferences` of a tier; a cap rate's special rates are listed the same way), newest first.
 */
export async function listRateHistoryWithSubRates(
  db: DbOrTx,
  rateKind: RateHistoryKind,
  subRates: SubRateHistory[],
  rateId: number,
  ipaCode: string,
  pendingOnly: boolean,
): Promise<ChangeHistoryRecord[]> {
  const rows = await db
    .select(HISTORY_COLUMNS)
    .from(rateChangeHistory)
    .where(
      and(
        eq(sql`upper(${rateChangeHistory.ipaCode})`, ipaCode.toUpperCase()),
        or(
          and(eq(rateChangeHistory.kind, rateKind), eq(rateChangeHistory.objectId, rateId)),
          ...subRates.map((sub) =>
            and(
              eq(rateChangeHistory.kind, sub.kind),
              sql`${rateChangeHistory.objectId} in (select id from ${sub.table} where ${sql.identifier(sub.parentColumn)} = ${rateId})`,
            ),
          ),
        ),
        pendingOnly ? isNull(rateChangeHistory.approvedAt) : undefined,
      ),
    )
    .orderBy(desc(rateChangeHistory.updatedAt), desc(rateChangeHistory.id));
  return rows.map((row) => {
    const record = toHistoryRecord(row);
    const sub = subRates.find((candidate) => candidate.kind === row.kind);
    return sub
      ? {
          ...record,
          differences: [],
          tieredRatesDifferences: [
            { tierId: row.objectId, label: sub.label(row.objectId), differences: record.differences },
          ],
        }
      : record;
  });
}

/** The records to approve, locked so an approval and a concurrent approval of the same records serialize. */
export async function lockHistory(db: DbOrTx, kinds: RateHistoryKind[], ids: number[]): Promise<StoredRow[]> {
  return db
    .select()
    .from(rateChangeHistory)
    .where(and(inArray(rateChangeHistory.kind, kinds), inArray(rateChangeHistory.id, ids)))
    .for('update');
}

export async function markApproved(db: DbOrTx, ids: number[], approvedBy: string, approvedAt: Date): Promise<void> {
  await db
    .update(rateChangeHistory)
    .set({ approvedAt, approvedBy })
    .where(and(inArray(rateChangeHistory.id, ids), isNull(rateChangeHistory.approvedAt)));
}

export async function historyByIds(db: DbOrTx, ids: number[]): Promise<ChangeHistoryRecord[]> {
  const rows = await db
    .select(HISTORY_COLUMNS)
    .from(rateChangeHistory)
    .where(inArray(rateChangeHistory.id, ids))
    .orderBy(desc(rateChangeHistory.updatedAt));
  return rows.map(toHistoryRecord);
}

/** Object ids (of the given kinds) with a change still waiting for approval. */
export async function pendingObjectIds(db: DbOrTx, kind: RateHistoryKind, objectIds: number[]): Promise<Set<number>> {
  if (objectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ objectId: rateChangeHistory.objectId })
    .from(rateChangeHistory)
    .where(
      and(
        eq(rateChangeHistory.kind, kind),
        inArray(rateChangeHistory.objectId, objectIds),
        isNull(rateChangeHistory.approvedAt),
      ),
    );
  return new Set(rows.map((row) => row.objectId));
}
