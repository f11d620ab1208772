import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { HttpError, badRequest } from '../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import type { ChangeHistoryRecord, RateHistoryKind } from '@portal/contracts/ipa-admin/rate-history';
import { historyByIds, lockHistory, markApproved } from './rate-history.repository.ts';
import { updateRowQuietly } from './ipa-rates.sql.ts';

/**
 * Approves change-history records (spec §2.15, §4): one group or all pending groups. The person who made a change
 * cannot approve it. The history rows are locked, only the listed ids are approved, and the rate's version is not
 * touched, so a change saved at the same moment stays pending (never approved unseen) and its save is not refused.
 */
export async function approveChanges(db: Db, actor: Actor, targets: { kind: RateHistoryKind; table: PgTable }[], ids: number[]): Promise<ChangeHistoryRecord[]> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await lockHistory(tx, targets.map((target) => target.kind), unique);
    // Spec §8: 'Something went wrong' when the approve target is not found.
    if (rows.length !== unique.length) throw new HttpError(404, RATE_MESSAGES.approveTargetMissing);
    const pending = rows.filter((row) => row.approvedAt === null);
    if (pending.some((row) => row.updatedBy === actor.user.username)) throw badRequest(RATE_MESSAGES.ownChange);
    if (pending.length > 0) {
      const now = new Date();
      await markApproved(tx, pending.map((row) => row.id), actor.user.username, now);
      for (const target of targets) {
        const objectIds = [...new Set(pending.filter((row) => row.kind === target.kind).map((row) => row.objectId))];
        await updateRowQuietly(tx, target.table, objectIds, { lastApprovedById: actor.user.username, lastApprovedAt: now });
      }
      await recordAudit(tx, actor, { eventType: 'RateChangesApproved', itemId: pending.map((row) => row.id).join(','), moduleId: MODULE_IDS.ipaAdmin, details: { kinds: [...new Set(pending.map((row) => row.kind))], objectIds: [...new Set(pending.map((row) => row.objectId))] } });
    }
    return historyByIds(tx, unique);
  });
}
