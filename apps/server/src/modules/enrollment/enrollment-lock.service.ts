import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { enrollmentWorkItems } from './enrollment.tables.ts';

/**
 * Work-item locks: a work item opened by one processor is locked for the others, who see it read-only with
 * the holder's name. The lock is released when the holder closes the item, or by a manager in Admin and
 * Support (`unlockWorkItem`, called by the enrollment-admin module).
 */

export interface LockState {
  lockedBy: number | null;
  lockedByName: string | null;
  lockedAt: string | null;
}

/** Takes the lock when it is free or already ours; returns who holds it afterwards. */
export async function acquireLock(db: DbOrTx, actor: Actor, workItemId: number): Promise<LockState & { heldByMe: boolean }> {
  const { rows } = await db.execute<{ locked_by: number | null; locked_by_name: string | null; locked_at: string | null }>(sql`
    update enrollment_work_items
       set locked_by = coalesce(locked_by, ${actor.user.id}),
           locked_by_name = case when locked_by is null then ${actor.user.name} else locked_by_name end,
           locked_at = case when locked_by is null then now() else locked_at end
     where id = ${workItemId}
     returning locked_by, locked_by_name, locked_at::text`);
  const row = rows[0];
  if (!row) throw notFound();
  return { lockedBy: row.locked_by, lockedByName: row.locked_by_name, lockedAt: row.locked_at, heldByMe: row.locked_by === actor.user.id };
}

/** Releases the caller's own lock (closing the item); someone else's lock is left alone. */
export async function releaseOwnLock(db: DbOrTx, actor: Actor, workItemId: number): Promise<void> {
  await db
    .update(enrollmentWorkItems)
    .set({ lockedBy: null, lockedByName: null, lockedAt: null })
    .where(and(eq(enrollmentWorkItems.id, workItemId), eq(enrollmentWorkItems.lockedBy, actor.user.id)));
}

/**
 * Unlocks a locked work item whoever holds it (Admin and Support). Audited in the same transaction.
 * Returns false when the item was not locked; throws notFound() for an unknown id.
 * Stable API: used by apps/server/src/modules/enrollment-admin.
 */
export async function unlockWorkItem(db: Db, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: enrollmentWorkItems.id, lockedByName: enrollmentWorkItems.lockedByName })
      .from(enrollmentWorkItems)
      .where(eq(enrollmentWorkItems.id, id))
      .for('update');
    if (!before) throw notFound();
    const updated = await tx
      .update(enrollmentWorkItems)
      .set({ lockedBy: null, lockedByName: null, lockedAt: null })
      .where(and(eq(enrollmentWorkItems.id, id), isNotNull(enrollmentWorkItems.lockedBy)))
      .returning({ id: enrollmentWorkItems.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, { eventType: 'EnrollmentUnlocked', itemId: id, moduleId: MODULE_IDS.enrollment, details: { previousHolder: before.lockedByName, feature: 'PaperEnrollment' } });
    return true;
  });
}
