/**
 * Wall clocks of a time zone (the plan's is America/Los_Angeles): what a clock on the wall shows at an instant, and the
 * instant a wall-clock date and time stand for, daylight saving included. One place for the server's business calendar,
 * the plan's dates and times and the visit scheduler.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** Minutes since midnight (0-1439). */
  minutes: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', 24-hour. */
  time: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the wall clock of `timeZone` shows at `instant`. */
export function wallClock(instant: Date | string, timeZone: string): WallClock {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const hour = parts.hour ?? '00';
  const minute = parts.minute ?? '00';
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(hour) * 60 + Number(minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${minute}`,
  };
}

/**
 * The instant at a wall-clock date and minute of the day in `timeZone` (a day past the month's end rolls over, as
 * Date.UTC does). The UTC guess is corrected by the difference the wall clock shows; twice covers a change of offset.
 */
export function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) {
    const wall = wallClock(new Date(guess), timeZone);
    const next = guess + (wanted - Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes));
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}
