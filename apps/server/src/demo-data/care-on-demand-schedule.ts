import { addDays, instantInLosAngeles, losAngelesWallClock } from '@portal/contracts/platform/rules/dates';

/**
 * When care.provider's demo visits fall: inside the provider's working hours on the plan's clock (Los Angeles, as the
 * schedule, open times and every visit time read), whatever hour the demo starts. The demo day (today when today is a
 * working day and its hours are not over, else the next working day) holds a visit at each hour from 8 AM to 4 PM but
 * noon: those already begun are history, the rest are upcoming, and when the demo starts during working hours one visit
 * starts soon (the next quarter hour at least 15 minutes away, after the on-demand members waiting now). A day of
 * working hours that ended today keeps its visits as history. The rest of the history falls on working days of the past
 * three months and the rest of the upcoming visits on working days of the next three weeks, one a day, so no two
 * upcoming visits meet.
 */

/** One demo visit's start, and whether it is history (Completed or Cancelled) or upcoming (Scheduled). */
export interface DemoVisitTime {
  start: Date;
  past: boolean;
}

/** Monday to Friday: the demo's working days (also the demo messages'), a Los Angeles date. */
export const isWorkingDay = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

const nextWorkingDay = (date: string) => {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
};

/** The working day before `date`. */
export const previousWorkingDay = (date: string) => {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
};

/** The hours of a working day that hold a demo visit (08:00-16:00, lunch at noon free); a visit ends by 5 PM. */
const DAY_HOURS = [8, 9, 10, 11, 13, 14, 15, 16];
const hourOf = (index: number) => DAY_HOURS[index % DAY_HOURS.length] ?? 8;
const DAY_END_MINUTE = 17 * 60;
/** A visit lasts at most 45 minutes: visits an hour apart never meet. */
const APART_MS = 60 * 60_000;
const QUARTER_MS = 15 * 60_000;
/** The soon visit starts after the on-demand members waiting now (their 20-minute visits began 6 minutes ago). */
const SOON_AFTER_MS = 15 * 60_000;

/** The instant `minute` minutes after midnight of `date` on the plan's clock (Los Angeles). */
export const workingDayAt = (date: string, minute: number): Date =>
  instantInLosAngeles(
    date,
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  );

/** The demo visits' times as of `now`: about 45 of history and 15 upcoming, by start. */
export function demoVisitTimes(now: Date, history = 40, upcoming = 12): DemoVisitTime[] {
  const wall = losAngelesWallClock(now);
  const [hours = 0, minutes = 0] = wall.time.split(':').map(Number);
  const minuteOfDay = hours * 60 + minutes;
  const todayWorks = isWorkingDay(wall.date);
  const demoDay = todayWorks && minuteOfDay < DAY_END_MINUTE ? wall.date : nextWorkingDay(wall.date);
  const visits: DemoVisitTime[] = [];

  // The demo day: a visit an hour, and one soon when the demo starts during working hours.
  let soon: Date | null = null;
  if (demoDay === wall.date && minuteOfDay >= hourOf(0) * 60) {
    const candidate = new Date(Math.ceil((now.getTime() + SOON_AFTER_MS) / QUARTER_MS) * QUARTER_MS);
    // Its longest visit (45 minutes) ends by the end of the working day.
    if (candidate.getTime() <= workingDayAt(demoDay, DAY_END_MINUTE - 45).getTime()) soon = candidate;
  }
  for (const hour of DAY_HOURS) {
    const start = workingDayAt(demoDay, hour * 60);
    if (soon && Math.abs(start.getTime() - soon.getTime()) < APART_MS) continue;
    visits.push({ start, past: start.getTime() <= now.getTime() });
  }
  if (soon) visits.push({ start: soon, past: false });
  // Today's working hours, over before the demo started: that day's visits are history.
  if (demoDay !== wall.date && todayWorks)
    for (const hour of DAY_HOURS) visits.push({ start: workingDayAt(wall.date, hour * 60), past: true });

  // History: one visit a working day, going back from the day before (about three months of working days).
  let day = previousWorkingDay(wall.date);
  for (let i = 0; i < history; i++) {
    const hour = hourOf(i * 5);
    visits.push({ start: workingDayAt(day, hour * 60 + (hour < 16 ? ((i * 13) % 4) * 15 : 0)), past: true });
    // Every working day for the first two weeks, then one in two: the history reaches back about three months.
    day = previousWorkingDay(i < 10 ? day : previousWorkingDay(day));
  }

  // Upcoming: one visit a working day after the demo day, for the next three weeks.
  day = demoDay;
  for (let i = 0; i < upcoming; i++) {
    day = nextWorkingDay(i % 4 === 3 ? nextWorkingDay(day) : day);
    const hour = hourOf(i * 3 + 1);
    visits.push({ start: workingDayAt(day, hour * 60 + (hour < 16 ? (i % 2) * 30 : 0)), past: false });
  }
  return visits.sort((a, b) => a.start.getTime() - b.start.getTime());
}
