import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { HttpError, notFound } from '../../platform/errors/errors.ts';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { enrollmentWorkItems } from './enrollment.tables.ts';
import type { LockedWorkItem } from '@portal/contracts/enrollment-admin/unlock';

/**
 * Work-item locks: a work item opened by one processor is locked for the others, who see it read-only with
 * the holder's name. The lock is released when the holder closes the item, or by a manager in Admin and
 * Support (`unlockWorkItem`, called by the enrollment-admin module), and it lapses after the idle time
 * (WORK_ITEM_LOCK_IDLE_MINUTES, default 30): every change the holder makes renews it (updateWorkItem), and a
 * lapsed lock is taken over by the next processor who opens the item. The lock lives on the work item's own row,
 * so the work list shows its holder without a join.
 */

let idleMinutes = 30;

/** Set once from the configuration when the enrollment routes are registered. */
export function setLockIdleMinutes(minutes: number): void {
  idleMinutes = minutes;
}

export function lockIdleMinutes(): number {
  return idleMinutes;
}

/** True while the lock is held and its holder was active within the idle time. */
export function isLockLive(row: { lockedBy: number | null; lockedAt: Date | null }, now: Date = new Date()): boolean {
  return (
    row.lockedBy !== null && row.lockedAt !== null && now.getTime() - row.lockedAt.getTime() < idleMinutes * 60_000
  );
}

/** The same test in SQL on the work item alias `w` (cheap: a comparison on the row, no subquery). */
export function liveLockSql(alias: 'w' | 'enrollment_work_items' = 'w'): SQL {
  const table = sql.raw(alias);
  return sql`(${table}.locked_by is not null and ${table}.locked_at > now() - make_interval(mins => ${idleMinutes}))`;
}

export interface LockState {
  lockedBy: number | null;
  lockedByName: string | null;
  lockedAt: string | null;
}

/**
 * Takes the lock when it is free, lapsed or already ours (then it is renewed); returns who holds it afterwards.
 * Taking over a lapsed lock remembers its former holder (`lock_taken_from`), so a late save by them is told why.
 */
export async function acquireLock(
  db: DbOrTx,
  actor: Actor,
  workItemId: number,
): Promise<LockState & { heldByMe: boolean; takenFrom: string | null }> {
  const free = sql`(locked_by is null or locked_by = ${actor.user.id} or locked_at is null or locked_at <= now() - make_interval(mins => ${idleMinutes}))`;
  const { rows } = await db.execute<{
    locked_by: number | null;
    locked_by_name: string | null;
    locked_at: string | null;
    taken_from: string | null;
  }>(sql`
    update enrollment_work_items w
       set locked_by = case when ${free} then ${actor.user.id} else w.locked_by end,
           locked_by_name = case when ${free} then ${actor.user.name} else w.locked_by_name end,
           locked_at = case when ${free} then now() else w.locked_at end,
           lock_taken_from = case when ${free} then (case when w.locked_by is not null and w.locked_by <> ${actor.user.id} then w.locked_by else null end) else w.lock_taken_from end
      from (select id, locked_by_name as previous_name, locked_by as previous_by from enrollment_work_items where id = ${workItemId} for update) before
     where w.id = before.id
     returning w.locked_by, w.locked_by_name, w.locked_at::text,
               case when before.previous_by is not null and before.previous_by <> ${actor.user.id} and w.locked_by = ${actor.user.id} then before.previous_name end as taken_from`);
  const row = rows[0];
  if (!row) throw notFound();
  return {
    lockedBy: row.locked_by,
    lockedByName: row.locked_by_name,
    lockedAt: row.locked_at,
    heldByMe: row.locked_by === actor.user.id,
    takenFrom: row.taken_from,
  };
}

/**
 * Renews the caller's lock while they work on the item without saving (typing in the form counts as activity).
 * Refused with 423 when someone else holds it now, with the message a late save would get; a lock that is free
 * again (closed or released) is not taken back silently: the caller reopens the item.
 */
export async function renewLock(
  db: DbOrTx,
  actor: Actor,
  workItemId: number,
): Promise<LockState & { heldByMe: boolean }> {
  const [row] = await db.select().from(enrollmentWorkItems).where(eq(enrollmentWorkItems.id, workItemId));
  if (!row) throw notFound();
  if (row.lockedBy !== actor.user.id) {
    const holder = isLockLive(row) ? (row.lockedByName ?? 'another user') : null;
    if (holder)
      throw new HttpError(
        423,
        row.lockTakenFrom === actor.user.id ? M.lockTakenOver(holder, idleMinutes) : M.locked(holder),
      );
    return { lockedBy: null, lockedByName: null, lockedAt: null, heldByMe: false };
  }
  const [renewed] = await db
    .update(enrollmentWorkItems)
    .set({ lockedAt: sql`now()` })
    .where(and(eq(enrollmentWorkItems.id, workItemId), eq(enrollmentWorkItems.lockedBy, actor.user.id)))
    .returning({
      lockedBy: enrollmentWorkItems.lockedBy,
      lockedByName: enrollmentWorkItems.lockedByName,
      lockedAt: enrollmentWorkItems.lockedAt,
    });
  if (!renewed) return { lockedBy: null, lockedByName: null, lockedAt: null, heldByMe: false };
  return {
    lockedBy: renewed.lockedBy,
    lockedByName: renewed.lockedByName,
    lockedAt: renewed.lockedAt?.toISOString() ?? null,
    heldByMe: true,
  };
}

/** Releases the caller's own lock (closing the item); someone else's lock is left alone. */
export async function releaseOwnLock(db: DbOrTx, actor: Actor, workItemId: number): Promise<void> {
  await db
    .update(enrollmentWorkItems)
    .set({ lockedBy: null, lockedByName: null, lockedAt: null, lockTakenFrom: null })
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
      .set({ lockedBy: null, lockedByName: null, lockedAt: null, lockTakenFrom: null })
      .where(and(eq(enrollmentWorkItems.id, id), isNotNull(enrollmentWorkItems.lockedBy)))
      .returning({ id: enrollmentWorkItems.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, {
      eventType: 'EnrollmentUnlocked',
      itemId: id,
      moduleId: MODULE_IDS.enrollment,
      details: { previousHolder: before.lockedByName, feature: 'PaperEnrollment' },
    });
    return true;
  });
}

/** Locked work items for the enrollment admin's unlock screen (enrollment_work_items_locked_idx, a partial index). */
export async function listLockedWorkItems(
  db: Db,
  page: { skip: number; take: number },
): Promise<{ items: LockedWorkItem[]; total: number }> {
  const { rows } = await db.execute<{
    id: number;
    first_name: string | null;
    last_name: string | null;
    processing_status: string;
    received_via: string;
    assigned_to_name: string | null;
    locked_by_name: string | null;
    locked_at: string | null;
    total: number;
  }>(sql`
    select id, first_name, last_name, processing_status, received_via, assigned_to_name, locked_by_name,
           to_char(locked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as locked_at, count(*) over () as total
      from enrollment_work_items
     where ${liveLockSql('enrollment_work_items')}
     order by locked_at asc nulls last, id
     offset ${page.skip} limit ${page.take}`);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      avaWorkItemId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      processingStatus: row.processing_status,
      receivedVia: row.received_via,
      assignedTo: row.assigned_to_name,
      lockedByName: row.locked_by_name,
      lockedAt: row.locked_at,
    })),
  };
}
