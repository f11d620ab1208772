import { describe, expect, it } from 'vitest';
import { reminderTimes } from './ReminderDialog.tsx';

describe('reminder times', () => {
  it("offer 9 AM in the plan's time (PT) on the following mornings, labelled in PT", () => {
    // 11:30 PM on 06/30/2026 in Los Angeles is already 07/01 in UTC: tomorrow morning is still 07/01 in PT.
    const times = reminderTimes(new Date('2026-07-01T06:30:00.000Z'));
    expect(times.map((time) => time.value)).toEqual([
      '2026-07-01T07:30:00.000Z',
      '2026-07-01T10:30:00.000Z',
      '2026-07-01T16:00:00.000Z',
      '2026-07-02T16:00:00.000Z',
      '2026-07-07T16:00:00.000Z',
    ]);
    expect(times.map((time) => time.label)).toEqual([
      '07/01/2026 12:30:00 AM PT',
      '07/01/2026 03:30:00 AM PT',
      '07/01/2026 09:00:00 AM PT',
      '07/02/2026 09:00:00 AM PT',
      '07/07/2026 09:00:00 AM PT',
    ]);
  });

  it('keep 9 AM across the change from daylight saving time', () => {
    const times = reminderTimes(new Date('2026-10-31T20:00:00.000Z'));
    expect(times[3]?.value).toBe('2026-11-02T17:00:00.000Z');
  });
});
