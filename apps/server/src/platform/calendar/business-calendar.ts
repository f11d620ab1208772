import { allForYear } from '@18f/us-federal-holidays';
import { CRM_BUSINESS_DAY } from '@portal/contracts/crm-my-queue/crm-constants';
import { instantAt, wallClock, type WallClock } from '@portal/contracts/platform/rules/wall-clock';

/**
 * The business calendar SLAs count in: working hours from 09:00 to 17:00 in the plan's time zone, Monday to Friday,
 * without the US federal holidays (observed dates, from the maintained `@18f/us-federal-holidays` library, so a new
 * holiday arrives with a library update, not an edit here). One place: every SLA due time of the CRM is computed here.
 */
export interface BusinessDay {
  timeZone: string;
  startHour: number;
  endHour: number;
}

const MINUTE = 60_000;

const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    dates = new Set(allForYear(year).map((holiday) => holiday.dateString));
    holidaysByYear.set(year, dates);
  }
  return dates;
}

/** The observed federal holiday on this calendar date (YYYY-MM-DD), if any. */
export function isFederalHoliday(isoDate: string): boolean {
  return holidaysOf(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** A working day: Monday to Friday and not an observed federal holiday. */
export function isWorkingDay(wall: Pick<WallClock, 'weekday' | 'date'>): boolean {
  return wall.weekday >= 1 && wall.weekday <= 5 && !isFederalHoliday(wall.date);
}

/** The start of the next working day after the wall-clock date of `instant`. */
function nextWorkingDayStart(instant: Date, calendar: BusinessDay): Date {
  const wall = wallClock(instant, calendar.timeZone);
  // Noon of the next calendar day, then forward day by day: safe across daylight-saving changes.
  let probe = instantAt(wall.year, wall.month, wall.day + 1, 12 * 60, calendar.timeZone);
  for (;;) {
    const next = wallClock(probe, calendar.timeZone);
    if (isWorkingDay(next))
      return instantAt(next.year, next.month, next.day, calendar.startHour * 60, calendar.timeZone);
    probe = new Date(probe.getTime() + 24 * 60 * MINUTE);
  }
}

/**
 * The instant `hours` working hours after `start` (an SLA's due time). Time before the working day starts counts from
 * its start; time after it ends, weekends and holidays count from the next working day's start.
 */
export function addWorkingHours(start: Date, hours: number, calendar: BusinessDay = CRM_BUSINESS_DAY): Date {
  let remaining = Math.round(hours * 60);
  let cursor = start;
  const open = calendar.startHour * 60;
  const close = calendar.endHour * 60;
  for (;;) {
    const wall = wallClock(cursor, calendar.timeZone);
    if (!isWorkingDay(wall) || wall.minutes >= close) {
      cursor = nextWorkingDayStart(cursor, calendar);
      continue;
    }
    if (wall.minutes < open) {
      cursor = instantAt(wall.year, wall.month, wall.day, open, calendar.timeZone);
      continue;
    }
    const available = close - wall.minutes;
    if (remaining <= available) return new Date(cursor.getTime() + remaining * MINUTE);
    remaining -= available;
    cursor = nextWorkingDayStart(cursor, calendar);
  }
}

/** Working hours between two instants (0 when `end` is not after `start`): how long an item took, in SLA terms. */
export function workingHoursBetween(start: Date, end: Date, calendar: BusinessDay = CRM_BUSINESS_DAY): number {
  let minutes = 0;
  let cursor = start;
  const open = calendar.startHour * 60;
  const close = calendar.endHour * 60;
  while (cursor < end) {
    const wall = wallClock(cursor, calendar.timeZone);
    if (!isWorkingDay(wall) || wall.minutes >= close) {
      cursor = nextWorkingDayStart(cursor, calendar);
      continue;
    }
    if (wall.minutes < open) {
      cursor = instantAt(wall.year, wall.month, wall.day, open, calendar.timeZone);
      continue;
    }
    const dayEnd = instantAt(wall.year, wall.month, wall.day, close, calendar.timeZone);
    const until = end < dayEnd ? end : dayEnd;
    minutes += (until.getTime() - cursor.getTime()) / MINUTE;
    cursor = nextWorkingDayStart(cursor, calendar);
  }
  return Math.round((minutes / 60) * 100) / 100;
}
