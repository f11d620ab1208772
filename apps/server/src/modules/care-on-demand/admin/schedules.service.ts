import { sql } from 'drizzle-orm';
import {
  COD_ADMIN_MESSAGES as M,
  weekdayName,
  type CreateScheduleSlot,
  type ScheduleSlot,
  type ScheduleSlots,
  type UpdateScheduleSlot,
} from '@portal/contracts/care-on-demand/admin';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { deleteAtVersion, lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { codScheduleSlots } from './care-on-demand-admin.tables.ts';
import { COD_ADMIN_MODULE_ID } from './module-ids.ts';
import { telehealthProvider } from './telehealth-providers.repository.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';

/**
 * Providers' weekly schedules (Care on Demand Admin): slots of a weekday with a start and an end time in the plan's
 * time zone. A slot ends after it starts and never overlaps another slot of the same provider and weekday; the check
 * runs under a per-provider transaction lock so two admins cannot add overlapping slots at once.
 */

const SLOT_COLUMNS = sql`s.id, s.provider_user_id as "providerUserId", u.name as "providerName", s.weekday,
  to_char(s.start_time, 'HH24:MI') as "startTime", to_char(s.end_time, 'HH24:MI') as "endTime",
  s.updated_by as "updatedBy", ${userNameOf(sql`s.updated_by`)} as "updatedByName",
  s.updated_at as "updatedAt", s.version`;
const SLOT_FROM = sql`cod_schedule_slots s join users u on u.id = s.provider_user_id`;

/** The slots of one provider, or of all providers, by provider, weekday and start. */
export async function listScheduleSlots(db: DbOrTx, providerUserId: number | undefined): Promise<ScheduleSlots> {
  const where = providerUserId === undefined ? sql`true` : sql`s.provider_user_id = ${providerUserId}`;
  const items = await rowsOf<ScheduleSlot>(
    db,
    sql`select ${SLOT_COLUMNS} from ${SLOT_FROM} where ${where} order by lower(u.name), s.provider_user_id, s.weekday, s.start_time, s.id`,
  );
  return { items, total: items.length };
}

/** One provider's slots of a weekday (1 Monday to 7 Sunday) in minutes of the day, by start: open booking times. */
export function slotsOfWeekday(
  db: DbOrTx,
  providerUserId: number,
  weekday: number,
): Promise<{ startMinute: number; endMinute: number }[]> {
  return rowsOf(
    db,
    sql`select (extract(epoch from start_time) / 60)::int as "startMinute",
        (extract(epoch from end_time) / 60)::int as "endMinute"
      from cod_schedule_slots where provider_user_id = ${providerUserId} and weekday = ${weekday}
      order by start_time`,
  );
}

async function slotById(db: DbOrTx, id: number): Promise<ScheduleSlot> {
  return returnedRow(await rowsOf<ScheduleSlot>(db, sql`select ${SLOT_COLUMNS} from ${SLOT_FROM} where s.id = ${id}`));
}

/** 400 unless the provider is a telehealth provider and the slot overlaps none of theirs (but itself); holds the lock. */
async function checkSlot(tx: Tx, slot: CreateScheduleSlot, ownId: number | null): Promise<void> {
  if (!(await telehealthProvider(tx, slot.providerUserId))) throw badRequest(M.providerNotFound);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cod_schedule_slots'), ${slot.providerUserId})`);
  const [overlap] = await rowsOf<{ startTime: string; endTime: string }>(
    tx,
    sql`select to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime"
      from cod_schedule_slots
      where provider_user_id = ${slot.providerUserId} and weekday = ${slot.weekday}
        and start_time < ${slot.endTime}::time and end_time > ${slot.startTime}::time
        ${ownId === null ? sql`` : sql`and id <> ${ownId}`}
      order by start_time limit 1`,
  );
  if (overlap) throw badRequest(M.slotOverlaps(weekdayName(slot.weekday), overlap.startTime, overlap.endTime));
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, id: number, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { eventType, itemId: id, moduleId: COD_ADMIN_MODULE_ID, details: { before, after } });

export function createScheduleSlot(db: Db, actor: Actor, input: CreateScheduleSlot): Promise<ScheduleSlot> {
  return db.transaction(async (tx) => {
    await checkSlot(tx, input, null);
    const { id } = returnedRow(
      await tx
        .insert(codScheduleSlots)
        .values({ ...input, updatedBy: actor.user.username })
        .returning({ id: codScheduleSlots.id }),
    );
    const after = await slotById(tx, id);
    await audit(tx, actor, 'ScheduleSlotCreated', id, null, after);
    return after;
  });
}

export function updateScheduleSlot(db: Db, actor: Actor, id: number, input: UpdateScheduleSlot): Promise<ScheduleSlot> {
  return db.transaction(async (tx) => {
    const locked = await lockAtVersion(tx, codScheduleSlots, { id, version: input.version, by: actor.user.username });
    const before = await slotById(tx, id);
    await checkSlot(tx, input, id);
    await tx
      .update(codScheduleSlots)
      .set({
        providerUserId: input.providerUserId,
        weekday: input.weekday,
        startTime: input.startTime,
        endTime: input.endTime,
        updatedBy: actor.user.username,
        updatedAt: new Date(),
        version: locked.version + 1,
      })
      .where(sql`${codScheduleSlots.id} = ${id}`);
    const after = await slotById(tx, id);
    await audit(tx, actor, 'ScheduleSlotUpdated', id, before, after);
    return after;
  });
}

export function deleteScheduleSlot(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await rowsOf<ScheduleSlot>(tx, sql`select ${SLOT_COLUMNS} from ${SLOT_FROM} where s.id = ${id}`);
    await deleteAtVersion(tx, codScheduleSlots, { id, version, by: actor.user.username });
    await audit(tx, actor, 'ScheduleSlotDeleted', id, before ?? null, null);
  });
}
