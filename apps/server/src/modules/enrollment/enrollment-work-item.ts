import { eq, sql } from 'drizzle-orm';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { FINAL_STATUSES } from '@portal/contracts/enrollment/enrollment-status';
import type { EnrollmentForm } from '@portal/contracts/enrollment/enrollment-form';
import { storedEnrollmentFormSchema } from '@portal/contracts/enrollment/enrollment-form';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors/errors.ts';
import { enrollmentWorkItems } from './enrollment.tables.ts';
import { isLockLive, lockIdleMinutes } from './enrollment-lock.service.ts';
import { lockAtVersion } from '../../platform/db/write-at-version.ts';

export type WorkItemRow = typeof enrollmentWorkItems.$inferSelect;

/** 423 Locked: another processor has the item open (enrollment brief: locked for others, shows who holds it). */
export const lockedByOther = (name: string) => new HttpError(423, M.locked(name));

/**
 * Refuses a change while someone else holds a live lock (423 with the holder's name). When the caller's own lock
 * lapsed and the holder took the item over since, the message says so: their changes were not saved.
 */
export function assertNotLockedByOther(row: WorkItemRow, actor: Actor): void {
  if (row.lockedBy === null || row.lockedBy === actor.user.id || !isLockLive(row)) return;
  const holder = row.lockedByName ?? 'another user';
  if (row.lockTakenFrom === actor.user.id) throw new HttpError(423, M.lockTakenOver(holder, lockIdleMinutes()));
  throw lockedByOther(holder);
}

/**
 * The stored form read back through the schema (old rows get every field's default), or `null` when the stored
 * data does not parse. Such a form is never replaced by an empty one: it is kept as stored. A date the save rules
 * now refuse (later than today, a signature after the receipt) does not make it unreadable: the item opens with it.
 */
export function readStoredForm(row: WorkItemRow): EnrollmentForm | null {
  const parsed = storedEnrollmentFormSchema.safeParse(row.form ?? {});
  return parsed.success ? parsed.data : null;
}

/** The stored form for a rule or a change; an unreadable one refuses the call (422) instead of acting on empty data. */
export function formOf(row: WorkItemRow): EnrollmentForm {
  const form = readStoredForm(row);
  if (!form) throw new HttpError(422, M.formUnreadable);
  return form;
}

/**
 * Reads a work item for a change in transaction `tx`, row-locked until commit, and refuses:
 * unknown id (404), a stale version (409, naming who changed it: after a manager's unlock another processor may have
 * opened and saved the item), an item open by another processor (423), and an item in a final status (400) unless
 * `allowFinal`.
 */
export async function workItemForChange(
  tx: Tx,
  actor: Actor,
  id: number,
  version: number,
  options: { allowFinal?: boolean } = {},
): Promise<WorkItemRow> {
  // The caller's own change in another window is not named: 'changed by <you>' would read as a mistake.
  const row = await lockAtVersion(tx, enrollmentWorkItems, { id, version }, (stale) =>
    stale.updatedByName === actor.user.name ? null : stale.updatedByName,
  );
  assertNotLockedByOther(row, actor);
  if (!options.allowFinal && FINAL_STATUSES.includes(row.processingStatus as EnrollmentStatus))
    throw badRequest(M.finalStatus(row.processingStatus));
  return row;
}

/** Applies `changes`, bumps the version and stamps who changed it; the caller's own lock is renewed (activity). */
export async function updateWorkItem(
  tx: Tx,
  actor: Actor,
  id: number,
  changes: Partial<typeof enrollmentWorkItems.$inferInsert>,
): Promise<WorkItemRow> {
  const renewOwnLock =
    'lockedAt' in changes
      ? {}
      : {
          lockedAt: sql`case when ${enrollmentWorkItems.lockedBy} = ${actor.user.id} then now() else ${enrollmentWorkItems.lockedAt} end`,
        };
  const [row] = await tx
    .update(enrollmentWorkItems)
    .set({
      ...changes,
      ...renewOwnLock,
      version: sql`${enrollmentWorkItems.version} + 1`,
      updatedAt: new Date(),
      updatedByName: actor.user.name,
    })
    .where(eq(enrollmentWorkItems.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function findWorkItem(db: DbOrTx, id: number): Promise<WorkItemRow | undefined> {
  const [row] = await db.select().from(enrollmentWorkItems).where(eq(enrollmentWorkItems.id, id));
  return row;
}

/** Plan year of the application: the form's plan year, else the year of the start date, else this year. */
export function planYearOf(form: EnrollmentForm): number {
  if (form.planYear) return form.planYear;
  if (form.startDate) return Number(form.startDate.slice(0, 4));
  return new Date().getUTCFullYear();
}

/** True when the application's plan is a DSNP plan of that year (reference `plans`). */
export async function isDsnpPlan(db: DbOrTx, form: EnrollmentForm): Promise<boolean> {
  if (!form.contractCode || !form.pbpCode) return false;
  const { rows } = await db.execute<{ is_dsnp: boolean }>(
    sql`select is_dsnp from plans where contract_code = ${form.contractCode} and pbp_code = ${form.pbpCode} order by abs(plan_year - ${planYearOf(form)}) limit 1`,
  );
  return rows[0]?.is_dsnp ?? false;
}
