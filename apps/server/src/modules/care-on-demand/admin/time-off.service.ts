import { sql } from 'drizzle-orm';
import {
  TIME_OFF_MESSAGES as M,
  MY_TIME_OFF_LIMIT,
  type CreateTimeOff,
  type MyTimeOff,
  type MyTimeOffList,
  type TimeOff,
  type TimeOffList,
  type UpdateTimeOff,
} from '@portal/contracts/care-on-demand/time-off';
import { addDays, instantInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';
import { deleteAtVersion, lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { codTimeOff } from './care-on-demand-admin.tables.ts';
import { COD_ADMIN_MODULE_ID } from './module-ids.ts';
import { telehealthProvider } from './telehealth-providers.repository.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';

/**
 * Providers' time off (Care on Demand Admin): holidays, leave and one-off exceptions to the weekly slots. A range of
 * Los Angeles days, the whole day or a time window on each; OpenTimes reads it through `timeOffOfDay`. Ranges may
 * overlap (a holiday inside a vacation is harmless), so no lock is needed.
 */

const TIME_OFF_COLUMNS = sql`o.id, o.provider_user_id as "providerUserId", u.name as "providerName",
  to_char(o.from_date, 'YYYY-MM-DD') as "fromDate", to_char(o.to_date, 'YYYY-MM-DD') as "toDate",
  to_char(o.start_time, 'HH24:MI') as "startTime", to_char(o.end_time, 'HH24:MI') as "endTime", o.reason,
  o.updated_by as "updatedBy", ${userNameOf(sql`o.updated_by`)} as "updatedByName",
  o.updated_at as "updatedAt", o.version`;
const TIME_OFF_FROM = sql`cod_time_off o join users u on u.id = o.provider_user_id`;

/** One provider's time off, or everyone's: latest first, then by provider. */
export async function listTimeOff(db: DbOrTx, providerUserId: number | undefined): Promise<TimeOffList> {
  const where = providerUserId === undefined ? sql`true` : sql`o.provider_user_id = ${providerUserId}`;
  const items = await rowsOf<TimeOff>(
    db,
    sql`select ${TIME_OFF_COLUMNS} from ${TIME_OFF_FROM} where ${where}
      order by o.from_date desc, o.start_time nulls first, lower(u.name), o.id`,
  );
  return { items, total: items.length };
}

/** A provider's own time off that ends today or later (Los Angeles days), soonest first, at most MY_TIME_OFF_LIMIT. */
export async function upcomingTimeOffOf(db: DbOrTx, providerUserId: number, today: string): Promise<MyTimeOffList> {
  const items = await rowsOf<MyTimeOff>(
    db,
    sql`select o.id, to_char(o.from_date, 'YYYY-MM-DD') as "fromDate", to_char(o.to_date, 'YYYY-MM-DD') as "toDate",
        to_char(o.start_time, 'HH24:MI') as "startTime", to_char(o.end_time, 'HH24:MI') as "endTime", o.reason
      from cod_time_off o
      where o.provider_user_id = ${providerUserId} and o.to_date >= ${today}::date
      order by o.from_date, o.start_time nulls first, o.id
      limit ${MY_TIME_OFF_LIMIT}`,
  );
  return { items, total: items.length };
}

/** The part of one of its days a time off takes, as instants. */
export interface AwayInstants {
  start: Date;
  end: Date;
}

/**
 * The instants a time off takes on one of its days, on the plan's clock: from its start time (or midnight) to its end
 * time (or the next midnight). A whole day the clocks change on is 23 or 25 hours long; a window over the changed hour
 * is an hour shorter or longer than its clock times say.
 */
export function awayOn(date: string, window: { startTime: string | null; endTime: string | null }): AwayInstants {
  return {
    start: instantInLosAngeles(date, window.startTime ?? '00:00'),
    end: window.endTime ? instantInLosAngeles(date, window.endTime) : instantInLosAngeles(addDays(date, 1), '00:00'),
  };
}

/** One provider's time off on a date, as instants (`awayOn`). OpenTimes leaves out every time that touches one. */
export async function timeOffOfDay(db: DbOrTx, providerUserId: number, date: string): Promise<AwayInstants[]> {
  const windows = await rowsOf<{ startTime: string | null; endTime: string | null }>(
    db,
    sql`select to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime"
      from cod_time_off
      where provider_user_id = ${providerUserId} and to_date >= ${date}::date and from_date <= ${date}::date
      order by start_time nulls first`,
  );
  return windows.map((window) => awayOn(date, window));
}

async function timeOffById(db: DbOrTx, id: number): Promise<TimeOff> {
  return returnedRow(
    await rowsOf<TimeOff>(db, sql`select ${TIME_OFF_COLUMNS} from ${TIME_OFF_FROM} where o.id = ${id}`),
  );
}

const audit = (tx: DbOrTx, actor: Actor, eventType: string, id: number, before: unknown, after: unknown) =>
  recordAudit(tx, actor, { eventType, itemId: id, moduleId: COD_ADMIN_MODULE_ID, details: { before, after } });

const columnsOf = (input: CreateTimeOff, actor: Actor) => ({
  providerUserId: input.providerUserId,
  fromDate: input.fromDate,
  toDate: input.toDate,
  startTime: input.startTime,
  endTime: input.endTime,
  reason: input.reason,
  updatedBy: actor.user.username,
});

async function checkProvider(tx: DbOrTx, providerUserId: number): Promise<void> {
  if (!(await telehealthProvider(tx, providerUserId))) throw badRequest(M.providerNotFound);
}

export function createTimeOff(db: Db, actor: Actor, input: CreateTimeOff): Promise<TimeOff> {
  return db.transaction(async (tx) => {
    await checkProvider(tx, input.providerUserId);
    const { id } = returnedRow(
      await tx.insert(codTimeOff).values(columnsOf(input, actor)).returning({ id: codTimeOff.id }),
    );
    const after = await timeOffById(tx, id);
    await audit(tx, actor, 'TimeOffCreated', id, null, after);
    return after;
  });
}

export function updateTimeOff(db: Db, actor: Actor, id: number, input: UpdateTimeOff): Promise<TimeOff> {
  return db.transaction(async (tx) => {
    const locked = await lockAtVersion(tx, codTimeOff, { id, version: input.version, by: actor.user.username });
    const before = await timeOffById(tx, id);
    await checkProvider(tx, input.providerUserId);
    await tx
      .update(codTimeOff)
      .set({ ...columnsOf(input, actor), updatedAt: new Date(), version: locked.version + 1 })
      .where(sql`${codTimeOff.id} = ${id}`);
    const after = await timeOffById(tx, id);
    await audit(tx, actor, 'TimeOffUpdated', id, before, after);
    return after;
  });
}

export function deleteTimeOff(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await rowsOf<TimeOff>(
      tx,
      sql`select ${TIME_OFF_COLUMNS} from ${TIME_OFF_FROM} where o.id = ${id}`,
    );
    await deleteAtVersion(tx, codTimeOff, { id, version, by: actor.user.username });
    await audit(tx, actor, 'TimeOffDeleted', id, before ?? null, null);
  });
}
