import { instantAt, wallClock } from './wall-clock.ts';
/**
 * Business dates (shell spec §5, §9): shown as MM/dd/yyyy, sent and stored as ISO 'YYYY-MM-DD' (SQL date).
 * Shared pickers accept years 1970-2100; where the spec caps dates, 12/31/9999 (the open end of a range) is also allowed.
 */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;
export const MAX_DATE = '9999-12-31';
export const MAX_DATE_DISPLAY = '12/31/9999';
export const LOS_ANGELES = 'America/Los_Angeles';

export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date (MM/dd/yyyy).',
  outOfRange: `Date must be between 01/01/${MIN_YEAR} and 12/31/${MAX_YEAR}.`,
  outOfRangeOrMax: `Date must be between 01/01/${MIN_YEAR} and 12/31/${MAX_YEAR}, or ${MAX_DATE_DISPLAY}.`,
  rangeFormat: 'Enter the date range as M/D/YYYY to M/D/YYYY.',
  rangeOrder: 'The start date must not be after the end date.',
  future: 'The date cannot be in the future.',
} as const;

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_PATTERN.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** 'MM/dd/yyyy' (or 'M/D/YYYY') to 'YYYY-MM-DD'; null when it is not a real date. */
export function parseUsDate(text: string): string | null {
  const match = US_PATTERN.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (!isRealDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * For text written as a date (MM/dd/yyyy or YYYY-MM-DD) that is no real date ('02/30/1950'): the invalid-date message;
 * null for a real date and for text not written as a date (a free search term that may hold a date).
 */
export function notRealDateMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!US_PATTERN.test(trimmed) && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(trimmed)) return null;
  return parseUsDate(trimmed) || isIsoDate(trimmed) ? null : DATE_MESSAGES.invalid;
}

/** 'YYYY-MM-DD' (or an ISO timestamp) to 'MM/dd/yyyy'; '' for null, undefined or text that is not a date. */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_PATTERN.exec(iso.slice(0, 10));
  if (!match) return '';
  return `${match[2]}/${match[3]}/${match[1]}`;
}

/** Within the shared picker bounds (years 1970-2100), or exactly 12/31/9999 when allowMaxDate. */
export function isWithinDateBounds(iso: string, allowMaxDate = false): boolean {
  if (!isIsoDate(iso)) return false;
  if (allowMaxDate && iso === MAX_DATE) return true;
  const year = Number(iso.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** Today's date in Los Angeles as 'YYYY-MM-DD' (the spec's "now" for date checks). */
export function todayInLosAngeles(now: Date = new Date()): string {
  return wallClock(now, LOS_ANGELES).date;
}

/** The plan's current year (Los Angeles): the default plan year. */
export function yearInLosAngeles(now: Date = new Date()): number {
  return wallClock(now, LOS_ANGELES).year;
}

/** True when the date is later than today in Los Angeles (shell spec §5: "date not later than now"). */
export function isFutureInLosAngeles(iso: string, now: Date = new Date()): boolean {
  return iso.slice(0, 10) > todayInLosAngeles(now);
}

/** 'YYYY-MM-DD' plus n days (n may be negative); 12/31/9999, the open end of a range, stays the open end. */
export function addDays(iso: string, days: number): string {
  if (iso === MAX_DATE && days > 0) return iso;
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from a to b (both 'YYYY-MM-DD'); positive when b is later. */
export function daysBetween(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

export interface DateRange {
  start: string;
  end: string;
}

/**
 * The date-range text rule (shell spec §5): 'M/D/YYYY to M/D/YYYY', both valid dates, start not after end.
 * Returns the ISO range or the message of the first rule broken.
 */
export function parseDateRangeText(text: string): { ok: true; range: DateRange } | { ok: false; message: string } {
  const parts = text.trim().split(/\s+to\s+/i);
  if (parts.length !== 2) return { ok: false, message: DATE_MESSAGES.rangeFormat };
  const start = parseUsDate(parts[0] ?? '');
  const end = parseUsDate(parts[1] ?? '');
  if (!start || !end) return { ok: false, message: DATE_MESSAGES.rangeFormat };
  if (start > end) return { ok: false, message: DATE_MESSAGES.rangeOrder };
  return { ok: true, range: { start, end } };
}

/** 'M/D/YYYY to M/D/YYYY' text for an ISO range. */
export function formatDateRangeText(range: DateRange): string {
  const short = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
  return `${short(range.start)} to ${short(range.end)}`;
}

/** The first day of the month after `today` (YYYY-MM-DD). */
export function firstOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

/** The plan's time zone as users read it after a time ("9:30 AM PT"). */
export const LOS_ANGELES_LABEL = 'PT';

/** An instant on the Los Angeles wall clock: its date 'YYYY-MM-DD' and time 'HH:mm' (24-hour). */
export function losAngelesWallClock(instant: Date | string): { date: string; time: string } {
  const { date, time } = wallClock(instant, LOS_ANGELES);
  return { date, time };
}

/** The instant of a date and time ('YYYY-MM-DD', 'HH:mm') on the Los Angeles wall clock, daylight saving included. */
export function instantInLosAngeles(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return instantAt(year, month, day, hours * 60 + minutes, LOS_ANGELES);
}

/** A time of day 'HH:mm' (24-hour) as people read it: 'h:mm AM'. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant as the plan states a visit's time: 'MM/dd/yyyy h:mm AM PT'. */
export function formatLosAngelesTime(instant: Date | string): string {
  const wall = wallClock(instant, LOS_ANGELES);
  return `${formatUsDate(wall.date)} ${formatClockTime(wall.time)} ${LOS_ANGELES_LABEL}`;
}
