import { formatUsDate, LOS_ANGELES, losAngelesWallClock } from '@portal/contracts/platform/rules/dates';

/** Display formats (ARCHITECTURE §3.6, shell spec §9). */

/** An ISO timestamp that names its zone (`Z` or an offset): an instant, whose day is the plan's (Pacific) day. */
const ZONED_TIMESTAMP = /T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * 'YYYY-MM-DD' as MM/dd/yyyy; an ISO timestamp with its zone as the date of that instant on the plan's Pacific clock
 * (an event at 5 PM in Los Angeles is that day, not the next day in UTC).
 */
export function formatDate(value: string | null | undefined): string {
  if (value && ZONED_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)))
    return formatUsDate(losAngelesWallClock(value).date);
  return formatUsDate(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** How formatTimestamp writes: in another zone than the plan's, or without seconds. */
export interface TimestampFormat {
  timeZone?: string;
  /** Seconds are for history (when something happened); a time something is set for (a visit) reads hh:mm a. */
  seconds?: boolean;
}

/**
 * A timestamp as MM/dd/yyyy hh:mm:ss a on the plan's Pacific clock (shell spec §9: "Pacific display"), whatever the
 * browser's time zone, so two staff members in different zones read the same time; a `timeZone` for another zone, and
 * `seconds: false` for MM/dd/yyyy hh:mm a.
 */
export function formatTimestamp(
  value: string | Date | null | undefined,
  format: string | TimestampFormat = LOS_ANGELES,
): string {
  const { timeZone = LOS_ANGELES, seconds = true } = typeof format === 'string' ? { timeZone: format } : format;
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 12 || 12;
  const time = seconds ? `${pad(hour)}:${part('minute')}:${part('second')}` : `${pad(hour)}:${part('minute')}`;
  return `${part('month')}/${part('day')}/${part('year')} ${time} ${part('dayPeriod').toUpperCase()}`;
}

/**
 * A time as a person outside the plan reads it (a member's visit invitation): in the browser's own time zone (or `timeZone`), named,
 * without seconds, e.g. "Thursday, November 26, 2026 at 10:00 AM PST".
 */
export function formatLongDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** Byte sizes in KB below 1 MB, else MB (shell spec §9). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(kb < 10 ? 1 : 0)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

export const COMMENT_PREVIEW_LENGTH = 100;

/** Comment preview truncated at 100 characters (shell spec §9). */
export function commentPreview(text: string | null | undefined, max: number = COMMENT_PREVIEW_LENGTH): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
