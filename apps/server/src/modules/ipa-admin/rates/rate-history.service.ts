import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/audit/audit.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { HttpError, badRequest } from '../../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { Difference } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import type { ChangeHistoryRecord, RateHistoryKind } from '@portal/contracts/ipa-admin/rate-history';
import { historyByIds, insertHistory, lockHistory, markApproved } from './rate-history.repository.ts';
import { updateRowQuietly, type Row } from './ipa-rates.sql.ts';
import { textOf } from '@portal/contracts/platform/text';

/** A field whose changes the history shows, by its form label; dates are shown MM/dd/yyyy. */
export interface TrackedField {
  name: string;
  label: string;
  date?: boolean;
}

function display(field: TrackedField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.date) return formatUsDate(textOf(value));
  return textOf(value);
}

/** Which tracked fields changed, from what to what (spec §2.15). A create is a change from nothing. */
export function differencesOf(tracked: readonly TrackedField[], before: Row | null, after: Row): Difference[] {
  const out: Difference[] = [];
  for (const field of tracked) {
    const from = before ? display(field, before[field.name]) : null;
    const to = display(field, after[field.name]);
    if (from !== to) out.push({ name: field.label, currentValue: from, newValue: to });
  }
  return out;
}

/**
 * Records a change of a rate (or sub-rate) for approval by another manager, in the caller's transaction: the tracked
 * fields that differ between before (null for a create) and after. Returns what changed (nothing is recorded when
 * nothing tracked changed).
 */
export async function recordRateChange(
  tx: DbOrTx,
  change: {
    kind: RateHistoryKind;
    objectId: number;
    ipaCode: string;
    updatedBy: string;
    tracked: readonly TrackedField[];
    before: Row | null;
    after: Row;
  },
): Promise<Difference[]> {
  const differences = differencesOf(change.tracked, change.before, change.after);
  if (differences.length > 0)
    await insertHistory(tx, {
      kind: change.kind,
      objectId: change.objectId,
      ipaCode: change.ipaCode,
      updatedBy: change.updatedBy,
      differences,
    });
  return differences;
}

/**
 * Approves change-history records (spec §2.15, §4): one group or all pending groups. The person who made a change
 * cannot approve it. The history rows are locked, only the listed ids are approved, and the rate's version is not
 * touched, so a change saved at the same moment stays pending (never approved unseen) and its save is not refused.
 */
export async function approveChanges(
  db: Db,
  actor: Actor,
  targets: { kind: RateHistoryKind; table: PgTable }[],
  ids: number[],
): Promise<ChangeHistoryRecord[]> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockHistory(
      tx,
      targets.map((target) => target.kind),
      unique,
    );
    // Spec §8: 'Something went wrong' when the approve target is not found.
    if (rows.length !== unique.length) throw new HttpError(404, RATE_MESSAGES.approveTargetMissing);
    const pending = rows.filter((row) => row.approvedAt === null);
    if (pending.some((row) => row.updatedBy === actor.user.username)) throw badRequest(RATE_MESSAGES.ownChange);
    if (pending.length > 0) {
      const now = new Date();
      await markApproved(
        tx,
        pending.map((row) => row.id),
        actor.user.username,
        now,
      );
      for (const target of targets) {
        const objectIds = [...new Set(pending.filter((row) => row.kind === target.kind).map((row) => row.objectId))];
        await updateRowQuietly(tx, target.table, objectIds, {
          lastApprovedById: actor.user.username,
          lastApprovedAt: now,
        });
      }
      await recordAudit(tx, actor, {
        eventType: 'RateChangesApproved',
        itemId: pending.map((row) => row.id).join(','),
        moduleId: MODULE_IDS.ipaAdmin,
        details: {
          kinds: [...new Set(pending.map((row) => row.kind))],
          objectIds: [...new Set(pending.map((row) => row.objectId))],
        },
      });
    }
    return historyByIds(tx, unique);
  });
}
