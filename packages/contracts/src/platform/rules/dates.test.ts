import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_MESSAGES,
  daysBetween,
  formatDateRangeText,
  formatClockTime,
  formatLosAngelesTime,
  formatUsDate,
  instantInLosAngeles,
  isFutureInLosAngeles,
  isWithinDateBounds,
  losAngelesWallClock,
  notRealDateMessage,
  parseDateRangeText,
  parseUsDate,
  todayInLosAngeles,
  yearInLosAngeles,
} from './dates.ts';
import { zDate, zDateRange } from './date-schemas.ts';

describe("times on the plan's clock (Los Angeles)", () => {
  it('reads an instant on the Los Angeles wall clock, summer (PDT) and winter (PST)', () => {
    expect(losAngelesWallClock('2026-07-01T16:30:00Z')).toEqual({ date: '2026-07-01', time: '09:30' });
    expect(losAngelesWallClock('2026-12-02T07:15:00Z')).toEqual({ date: '2026-12-01', time: '23:15' });
  });

  it('finds the instant of a Los Angeles date and time, across the daylight-saving change', () => {
    expect(instantInLosAngeles('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(instantInLosAngeles('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(instantInLosAngeles('2026-03-09', '08:00').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(instantInLosAngeles('2026-03-08', '00:00').toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('states a visit time as MM/dd/yyyy h:mm AM PT', () => {
    expect(formatLosAngelesTime('2026-07-01T16:30:00Z')).toBe('07/01/2026 9:30 AM PT');
    expect(formatLosAngelesTime('2026-12-02T00:05:00Z')).toBe('12/01/2026 4:05 PM PT');
    expect(formatLosAngelesTime('2026-12-01T08:00:00Z')).toBe('12/01/2026 12:00 AM PT');
    expect(['00:15', '09:05', '12:00', '20:45'].map(formatClockTime)).toEqual([
      '12:15 AM',
      '9:05 AM',
      '12:00 PM',
      '8:45 PM',
    ]);
  });
});

describe('business dates', () => {
  it('parses MM/dd/yyyy and M/D/YYYY into ISO dates and refuses dates that do not exist', () => {
    expect(parseUsDate('03/07/2024')).toBe('2024-03-07');
    expect(parseUsDate('3/7/2024')).toBe('2024-03-07');
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('2024-03-07')).toBeNull();
  });

  it('formats ISO dates and timestamps as MM/dd/yyyy', () => {
    expect(formatUsDate('2024-03-07')).toBe('03/07/2024');
    expect(formatUsDate('2024-03-07T10:00:00Z')).toBe('03/07/2024');
    expect(formatUsDate(null)).toBe('');
  });

  it('keeps shared pickers within 1970-2100 and allows 12/31/9999 only where capped', () => {
    expect(isWithinDateBounds('1970-01-01')).toBe(true);
    expect(isWithinDateBounds('1969-12-31')).toBe(false);
    expect(isWithinDateBounds('2100-12-31')).toBe(true);
    expect(isWithinDateBounds('2101-01-01')).toBe(false);
    expect(isWithinDateBounds('9999-12-31')).toBe(false);
    expect(isWithinDateBounds('9999-12-31', true)).toBe(true);
  });

  it('reads the date-range text rule: both valid and start not after end', () => {
    expect(parseDateRangeText('1/1/2024 to 1/31/2024')).toEqual({
      ok: true,
      range: { start: '2024-01-01', end: '2024-01-31' },
    });
    expect(parseDateRangeText('1/31/2024 to 1/1/2024')).toEqual({ ok: false, message: DATE_MESSAGES.rangeOrder });
    expect(parseDateRangeText('1/1/2024 - 1/31/2024')).toEqual({ ok: false, message: DATE_MESSAGES.rangeFormat });
    expect(parseDateRangeText('13/1/2024 to 1/31/2024')).toEqual({ ok: false, message: DATE_MESSAGES.rangeFormat });
    expect(formatDateRangeText({ start: '2024-01-01', end: '2024-01-31' })).toBe('1/1/2024 to 1/31/2024');
  });

  it('uses Los Angeles time for today and for the future-date check', () => {
    // 05:00 UTC on March 8 is still March 7 in Los Angeles.
    const now = new Date('2024-03-08T05:00:00Z');
    expect(todayInLosAngeles(now)).toBe('2024-03-07');
    expect(isFutureInLosAngeles('2024-03-08', now)).toBe(true);
    expect(isFutureInLosAngeles('2024-03-07', now)).toBe(false);
    // New Year's Day in New York and UTC, still the old year in Los Angeles.
    expect(yearInLosAngeles(new Date('2025-01-01T06:00:00Z'))).toBe(2024);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2024-01-01', '2024-02-01')).toBe(31);
  });

  it('zDate gives the same message on the form and the server', () => {
    expect(zDate().safeParse('2024-03-07').success).toBe(true);
    expect(zDate().safeParse('1960-01-01').error?.issues[0]?.message).toBe(DATE_MESSAGES.outOfRange);
    expect(zDate().safeParse('9999-12-31').success).toBe(false);
    expect(zDate({ allowMaxDate: true }).safeParse('9999-12-31').success).toBe(true);
    expect(zDate().safeParse('not a date').error?.issues[0]?.message).toBe(DATE_MESSAGES.invalid);
    expect(zDate({ requiredMessage: 'Start date is required' }).safeParse('').error?.issues[0]?.message).toBe(
      'Start date is required',
    );
    // An empty field is named once, as required, not also as an invalid date.
    expect(zDate({ requiredMessage: 'Start date is required' }).safeParse('').error?.issues).toHaveLength(1);
    expect(zDate({ notFuture: true }).safeParse('2099-01-01').error?.issues[0]?.message).toBe(DATE_MESSAGES.future);
    expect(zDateRange().safeParse({ start: '2024-02-01', end: '2024-01-01' }).error?.issues[0]?.message).toBe(
      DATE_MESSAGES.rangeOrder,
    );
  });
});

describe('addDays (the one day arithmetic on business dates)', () => {
  it('moves a date by whole days across months and years, both ways', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-03-07T10:00:00Z', 6)).toBe('2024-03-13');
  });

  it('keeps 12/31/9999, the open end of a range, as the open end', () => {
    expect(addDays('9999-12-31', 1)).toBe('9999-12-31');
    expect(addDays('9999-12-31', -1)).toBe('9999-12-30');
  });
});

describe('notRealDateMessage', () => {
  it('gives the invalid-date message for text written as a date that is no real date, else null', () => {
    expect(notRealDateMessage('02/30/1950')).toBe(DATE_MESSAGES.invalid);
    expect(notRealDateMessage('13/01/1950')).toBe(DATE_MESSAGES.invalid);
    expect(notRealDateMessage('1950-02-30')).toBe(DATE_MESSAGES.invalid);
    expect(notRealDateMessage(' 02/28/1950 ')).toBeNull();
    expect(notRealDateMessage('1950-02-28')).toBeNull();
    expect(notRealDateMessage('Smith, John')).toBeNull();
    expect(notRealDateMessage('M100000001')).toBeNull();
  });
});
