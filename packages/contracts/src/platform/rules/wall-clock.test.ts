import { describe, expect, it } from 'vitest';
import { instantAt, wallClock } from './wall-clock.ts';

const LA = 'America/Los_Angeles';

describe('wall clocks', () => {
  it('show the date, time and weekday of an instant in the time zone', () => {
    expect(wallClock('2026-07-01T16:30:00Z', LA)).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      minutes: 9 * 60 + 30,
      weekday: 3,
      date: '2026-07-01',
      time: '09:30',
    });
    expect(wallClock(new Date('2026-12-02T07:15:00Z'), LA)).toMatchObject({ date: '2026-12-01', time: '23:15' });
    expect(wallClock('2026-12-02T07:15:00Z', 'UTC')).toMatchObject({ date: '2026-12-02', time: '07:15', weekday: 3 });
  });

  it('find the instant of a wall-clock time on both sides of a daylight-saving change', () => {
    expect(instantAt(2026, 3, 7, 9 * 60, LA).toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(instantAt(2026, 3, 8, 9 * 60, LA).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(instantAt(2026, 11, 1, 0, LA).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(instantAt(2026, 11, 1, 12 * 60, LA).toISOString()).toBe('2026-11-01T20:00:00.000Z');
  });

  it('roll a day past the end of the month over to the next month', () => {
    expect(instantAt(2026, 1, 32, 12 * 60, LA).toISOString()).toBe('2026-02-01T20:00:00.000Z');
  });
});
