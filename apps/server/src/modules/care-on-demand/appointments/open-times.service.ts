import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES as M,
  VISIT_TIME_STEP_MINUTES,
  type OpenTimes,
  type OpenTimesQuery,
} from '@portal/contracts/care-on-demand/appointments';
import type { TimeOff, TimeOffBookedVisit } from '@portal/contracts/care-on-demand/time-off';
import {
  LOS_ANGELES,
  addDays,
  formatLosAngelesTime,
  instantInLosAngeles,
  losAngelesWallClock,
} from '@portal/contracts/platform/rules/dates';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import { badRequest } from '../../../platform/errors/errors.ts';
import { slotsOfWeekday } from '../admin/schedules.service.ts';
import { awayOn, timeOffOfDay, type AwayInstants } from '../admin/time-off.service.ts';

/**
 * When a provider can see a member: the open start times of a day inside their weekly schedule (Care on Demand Admin),
 * and the rule that two open visits of one provider (not Completed or Cancelled) never overlap. Scheduling and
 * rescheduling check the rule under a per-provider transaction lock, so two at once cannot both pass.
 */

const MINUTE = 60_000;

interface Busy {
  id: number;
  memberId: string;
  start: Date;
  end: Date;
}

/** The provider's open visits that overlap [from, to), but `exceptId`, by start. */
function openVisitsBetween(
  db: DbOrTx,
  providerUserId: number,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<Busy[]> {
  return rowsOf<Busy>(
    db,
    sql`select id, member_id as "memberId", start_time_utc as start, start_time_utc + make_interval(mins => duration_minutes) as "end"
      from virtual_appointments
      where provider_user_id = ${providerUserId} and status not in ('Completed', 'Cancelled')
        and start_time_utc < ${to.toISOString()}::timestamptz
        and start_time_utc + make_interval(mins => duration_minutes) > ${from.toISOString()}::timestamptz
        ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
      order by start_time_utc`,
  );
}

/** The transaction lock that serialises one provider's scheduling (pg_advisory_xact_lock of its hashtext). */
export const providerVisitsLock = (providerUserId: number): string => `cod-visits:${providerUserId}`;

/**
 * 400 naming the other visit's time when a visit of the provider from `start` for `durationMinutes` would overlap one
 * of their open visits (but `exceptId`, the visit being moved). Takes the provider's scheduling lock first: call it in
 * the transaction that then writes the visit.
 */
export async function refuseOverlap(
  tx: DbOrTx,
  providerUserId: number,
  start: Date,
  durationMinutes: number,
  exceptId?: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${providerVisitsLock(providerUserId)}))`);
  const end = new Date(start.getTime() + durationMinutes * MINUTE);
  const [other] = await openVisitsBetween(tx, providerUserId, start, end, exceptId);
  if (other) throw badRequest(M.overlaps(formatLosAngelesTime(new Date(other.start))));
}

/** Whether [start, end) overlaps a time off's instants. */
const touches = (away: AwayInstants, start: number, end: number) =>
  away.start.getTime() < end && away.end.getTime() > start;

/**
 * The provider's open visits (not Completed or Cancelled) with any minute inside a time off, by start: on each plan day
 * of the range that the visit touches, the same test OpenTimes applies to the times it offers (instants, so a day the
 * clocks change on counts its real hours).
 */
export async function openVisitsInTimeOff(db: DbOrTx, timeOff: TimeOff): Promise<TimeOffBookedVisit[]> {
  const from = instantInLosAngeles(timeOff.fromDate, '00:00');
  const to = instantInLosAngeles(addDays(timeOff.toDate, 1), '00:00');
  const visits = await openVisitsBetween(db, timeOff.providerUserId, from, to);
  return visits
    .filter((visit) => {
      const start = new Date(visit.start).getTime();
      const end = new Date(visit.end).getTime();
      const lastDay = losAngelesWallClock(new Date(end - MINUTE)).date;
      for (let day = losAngelesWallClock(new Date(start)).date; day <= lastDay; day = addDays(day, 1)) {
        const inRange = day >= timeOff.fromDate && day <= timeOff.toDate;
        if (inRange && touches(awayOn(day, timeOff), start, end)) return true;
      }
      return false;
    })
    .map((visit) => ({ id: visit.id, startTime: new Date(visit.start).toISOString(), memberId: visit.memberId }));
}

/** ISO weekday (1 Monday to 7 Sunday) of a 'YYYY-MM-DD' date. */
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * GET OpenTimes: the provider's 15-minute start times of a date (plan time zone) inside their schedule's slots where a
 * visit of the length ends within the slot, overlaps none of their other open visits (but the one being moved) nor
 * their time off, and starts after now. Scheduling outside these times stays allowed: the provider decides.
 */
export async function openTimes(db: DbOrTx, providerUserId: number, query: OpenTimesQuery): Promise<OpenTimes> {
  const slots = await slotsOfWeekday(db, providerUserId, isoWeekday(query.date));
  const dayStart = instantInLosAngeles(query.date, '00:00');
  const nextDay = instantInLosAngeles(addDays(query.date, 1), '00:00');
  const busy = await openVisitsBetween(db, providerUserId, dayStart, nextDay, query.excludeAppointmentId);
  const off = await timeOffOfDay(db, providerUserId, query.date);
  const now = Date.now();
  const times = new Set<string>();
  for (const slot of slots) {
    const first = Math.ceil(slot.startMinute / VISIT_TIME_STEP_MINUTES) * VISIT_TIME_STEP_MINUTES;
    const slotEnd = instantInLosAngeles(query.date, hhmm(slot.endMinute)).getTime();
    for (let minute = first; minute < slot.endMinute; minute += VISIT_TIME_STEP_MINUTES) {
      const time = hhmm(minute);
      const startAt = instantInLosAngeles(query.date, time);
      // A time the clock skips when it springs forward (02:00-02:59) is no time to offer.
      if (losAngelesWallClock(startAt).time !== time) continue;
      const start = startAt.getTime();
      const end = start + query.durationMinutes * MINUTE;
      if (end > slotEnd || start <= now) continue;
      if (off.some((away) => touches(away, start, end))) continue;
      if (busy.some((visit) => new Date(visit.start).getTime() < end && new Date(visit.end).getTime() > start))
        continue;
      times.add(time);
    }
  }
  return { date: query.date, timeZone: LOS_ANGELES, times: [...times].sort() };
}
