import { describe, expect, it } from 'vitest';
import { instantInLosAngeles, losAngelesWallClock } from '@portal/contracts/platform/rules/dates';
import { demoThreadTimes } from './messages.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Every message of every thread sent on a weekday between 8 AM and 5 PM Pacific, by `now`, one thread a day. */
function expectWorkingHours(now: Date) {
  const threads = demoThreadTimes(now, 20);
  expect(threads).toHaveLength(20);
  for (const thread of threads)
    for (const sent of [thread.startedAt, thread.repliedAt, thread.lastAt]) {
      const { date, time } = losAngelesWallClock(sent);
      expect([1, 2, 3, 4, 5], `${date} ${time}`).toContain(weekday(date));
      expect(time >= '08:00' && time <= '17:00', `${date} ${time}`).toBe(true);
      expect(sent.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  const days = threads.map((thread) => losAngelesWallClock(thread.startedAt).date);
  expect(new Set(days).size).toBe(days.length);
  expect([...days].sort().reverse()).toEqual(days);
  return days;
}

describe('the demo secure messages’ times', () => {
  it('started at night (2 AM Pacific on a Monday): sent in the working hours of the days before, not at night', () => {
    const days = expectWorkingHours(instantInLosAngeles('2026-12-07', '02:00'));
    expect(days[0]).toBe('2026-12-04'); // the Friday before
  });

  it('started on a weekend: the newest conversation is Friday’s', () => {
    expect(expectWorkingHours(instantInLosAngeles('2026-12-06', '00:30'))[0]).toBe('2026-12-04');
  });

  it('started on a weekday: today’s conversation once its messages are all sent, else yesterday’s', () => {
    expect(expectWorkingHours(instantInLosAngeles('2026-12-09', '09:40'))[0]).toBe('2026-12-08');
    expect(expectWorkingHours(instantInLosAngeles('2026-12-09', '15:00'))[0]).toBe('2026-12-09');
  });
});
