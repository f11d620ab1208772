import { describe, expect, it } from 'vitest';
import { addWorkingHours, isFederalHoliday, workingHoursBetween } from './business-calendar.ts';

/** Instants written in the plan's zone: Pacific, UTC-8 in winter and UTC-7 in summer. */
const pst = (iso: string) => new Date(`${iso}-08:00`);
const pdt = (iso: string) => new Date(`${iso}-07:00`);

describe('the business calendar', () => {
  it('knows the observed federal holidays from the holiday library', () => {
    expect(isFederalHoliday('2026-11-26')).toBe(true); // Thanksgiving
    expect(isFederalHoliday('2026-07-03')).toBe(true); // Independence Day, observed on the Friday
    expect(isFederalHoliday('2026-07-04')).toBe(false);
    expect(isFederalHoliday('2026-11-25')).toBe(false);
  });

  it('adds working hours within a day', () => {
    expect(addWorkingHours(pst('2026-11-23T10:00:00'), 4)).toEqual(pst('2026-11-23T14:00:00'));
  });

  it('carries what is left of the day into the next working day', () => {
    expect(addWorkingHours(pst('2026-11-23T15:00:00'), 4)).toEqual(pst('2026-11-24T11:00:00'));
  });

  it('starts counting at the opening hour and skips nights', () => {
    expect(addWorkingHours(pst('2026-11-23T06:30:00'), 8)).toEqual(pst('2026-11-23T17:00:00'));
    expect(addWorkingHours(pst('2026-11-23T19:00:00'), 1)).toEqual(pst('2026-11-24T10:00:00'));
  });

  it('skips weekends and holidays: Wednesday afternoon before Thanksgiving to the Monday after', () => {
    // Wed 25 Nov 16:00 + 2 h: 1 h on Wednesday, Thursday is Thanksgiving, Friday is a working day.
    expect(addWorkingHours(pst('2026-11-25T16:00:00'), 2)).toEqual(pst('2026-11-27T10:00:00'));
    // Friday 27 Nov 16:00 + 2 h: 1 h Friday, the weekend, 1 h Monday.
    expect(addWorkingHours(pst('2026-11-27T16:00:00'), 2)).toEqual(pst('2026-11-30T10:00:00'));
  });

  it('keeps the wall-clock hours across a daylight-saving change', () => {
    // Friday 6 March 2026 16:00 PST + 2 h: Monday 9 March is in daylight time.
    expect(addWorkingHours(pst('2026-03-06T16:00:00'), 2)).toEqual(pdt('2026-03-09T10:00:00'));
  });

  it('counts working hours between two instants', () => {
    expect(workingHoursBetween(pst('2026-11-25T16:00:00'), pst('2026-11-27T10:00:00'))).toBe(2);
    expect(workingHoursBetween(pst('2026-11-23T10:00:00'), pst('2026-11-23T09:00:00'))).toBe(0);
    expect(workingHoursBetween(pst('2026-11-23T09:00:00'), pst('2026-11-30T09:00:00'))).toBe(32);
  });
});
