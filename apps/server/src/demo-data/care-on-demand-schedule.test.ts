import { describe, expect, it } from 'vitest';
import { instantInLosAngeles, losAngelesWallClock } from '@portal/contracts/platform/rules/dates';
import { demoVisitTimes, type DemoVisitTime } from './care-on-demand-schedule.ts';

const MINUTE = 60_000;
const wall = (visit: DemoVisitTime) => losAngelesWallClock(visit.start);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const on = (visits: DemoVisitTime[], date: string) => visits.filter((visit) => wall(visit).date === date);
const times = (visits: DemoVisitTime[]) => visits.map((visit) => wall(visit).time);

/** What holds at any hour: working days and hours, history before now, upcoming after it and never meeting. */
function expectInWorkingHours(visits: DemoVisitTime[], now: Date) {
  expect(visits.length).toBeGreaterThanOrEqual(55);
  for (const visit of visits) {
    const { date, time } = wall(visit);
    expect([1, 2, 3, 4, 5], `${date} ${time}`).toContain(weekday(date));
    expect(time >= '08:00' && time <= '16:15', `${date} ${time}`).toBe(true);
    expect(time.startsWith('12:'), `${date} ${time}`).toBe(false);
    expect(visit.past).toBe(visit.start.getTime() <= now.getTime());
  }
  const upcoming = visits.filter((visit) => !visit.past).map((visit) => visit.start.getTime());
  expect(upcoming.length).toBeGreaterThanOrEqual(12);
  // The longest visit lasts 45 minutes: upcoming visits an hour apart or more never overlap.
  for (let i = 1; i < upcoming.length; i++) expect(upcoming[i]! - upcoming[i - 1]!).toBeGreaterThanOrEqual(60 * MINUTE);
  // History reaches back about three months, the upcoming visits about three weeks.
  expect(now.getTime() - visits[0]!.start.getTime()).toBeGreaterThan(80 * 24 * 60 * MINUTE);
  expect(upcoming.at(-1)! - now.getTime()).toBeGreaterThan(18 * 24 * 60 * MINUTE);
  expect(upcoming.at(-1)! - now.getTime()).toBeLessThan(24 * 24 * 60 * MINUTE);
}

describe('the demo visits of care.provider', () => {
  it('started on a weekday morning: today holds visits done, one soon and more later, all in working hours', () => {
    const now = instantInLosAngeles('2026-12-09', '09:40'); // a Wednesday
    const visits = demoVisitTimes(now);
    expectInWorkingHours(visits, now);
    const today = on(visits, '2026-12-09');
    expect(times(today.filter((visit) => visit.past))).toEqual(['08:00', '09:00']);
    const later = today.filter((visit) => !visit.past);
    // The next visit starts in 15 to 30 minutes (after the on-demand members waiting now), on a quarter hour.
    expect(times(later)).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(later[0]!.start.getTime() - now.getTime()).toBe(20 * MINUTE);
  });

  it('started in the afternoon: the morning is history, a visit comes soon and the rest of the afternoon follows', () => {
    const now = instantInLosAngeles('2026-12-09', '14:10');
    const visits = demoVisitTimes(now);
    expectInWorkingHours(visits, now);
    const today = on(visits, '2026-12-09');
    expect(times(today.filter((visit) => visit.past))).toEqual(['08:00', '09:00', '10:00', '11:00', '13:00']);
    expect(times(today.filter((visit) => !visit.past))).toEqual(['14:30', '16:00']);
  });

  it('started late in the evening: today’s visits are history and the next working day holds a day of visits', () => {
    const now = instantInLosAngeles('2026-12-09', '21:30');
    const visits = demoVisitTimes(now);
    expectInWorkingHours(visits, now);
    expect(on(visits, '2026-12-09').every((visit) => visit.past)).toBe(true);
    expect(times(on(visits, '2026-12-09'))).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const tomorrow = on(visits, '2026-12-10');
    expect(tomorrow.every((visit) => !visit.past)).toBe(true);
    expect(times(tomorrow)).toEqual(['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('started on a Friday evening or at the weekend: the day of visits is the Monday after', () => {
    for (const now of [instantInLosAngeles('2026-12-11', '19:00'), instantInLosAngeles('2026-12-13', '10:00')]) {
      const visits = demoVisitTimes(now);
      expectInWorkingHours(visits, now);
      expect(on(visits, '2026-12-12')).toEqual([]);
      expect(on(visits, '2026-12-13')).toEqual([]);
      expect(on(visits, '2026-12-14')).toHaveLength(8);
    }
  });

  it('started before working hours: all of today’s visits are to come, the first at 8 AM', () => {
    const now = instantInLosAngeles('2026-12-09', '06:15');
    const visits = demoVisitTimes(now);
    expectInWorkingHours(visits, now);
    const today = on(visits, '2026-12-09');
    expect(today.every((visit) => !visit.past)).toBe(true);
    expect(times(today)[0]).toBe('08:00');
  });
});
