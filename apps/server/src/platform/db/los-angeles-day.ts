import { sql, type SQL } from 'drizzle-orm';
import { LOS_ANGELES } from '@portal/contracts/platform/rules/dates';

/**
 * The instants that bound a range of Los Angeles business days ('YYYY-MM-DD', the plan's day) on a timestamptz column,
 * both days whole: `column >= laDayStart(from) and column < laDayAfter(to)`. The zone is written into the statement.
 */
const ZONE = sql.raw(`'${LOS_ANGELES}'`);

/** The plan's time zone as a literal of the statement (for `at time zone` and make_timestamptz). */
export const LA_ZONE = ZONE;

/** The Los Angeles calendar day (SQL date) of an instant (timestamptz). */
export const laDateOf = (instant: SQL): SQL => sql`(${instant} at time zone ${ZONE})::date`;

/** Today in Los Angeles (SQL date): the plan's day, whatever the database session's time zone. */
export const LA_TODAY: SQL = laDateOf(sql`now()`);

/** The first instant of the day in Los Angeles. */
export const laDayStart = (day: string): SQL => sql`((${day}::date)::timestamp at time zone ${ZONE})`;

/** The first instant of the next day in Los Angeles: the open end of a range that includes `day`. */
export const laDayAfter = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone ${ZONE})`;

/** An instant as the plan's wall clock in the portal's format, MM/DD/YYYY hh:mm AM (text for a detail or a message). */
export const laWallClockText = (instant: SQL): SQL =>
  sql`to_char(${instant} at time zone ${ZONE}, 'MM/DD/YYYY HH12:MI AM')`;
