import { sql, type SQL } from 'drizzle-orm';
import { LA_TODAY } from '../db/los-angeles-day.ts';

/**
 * Whether a member (a row of `members` under `alias`) is active today, in SQL: the rule of `isActiveOn(member,
 * todayInLosAngeles())` in contracts/platform/member-status.ts, which the badge, header, PDF and export use. The plan's
 * active flag counts until the term date has passed; the term date is the last covered day, so a member termed today
 * is still active, and no term date (null) or the open end 12/31/9999 never passes. Every Active / Inactive filter on
 * members uses this, so a member whose term date passed without the flag being cleared (older data) is inactive in a
 * search as on their badge. Never null, so it also serves as a column.
 */
export function memberActiveToday(alias = 'm'): SQL {
  const member = sql.identifier(alias);
  return sql`(${member}.is_active and (${member}.term_date is null or ${member}.term_date >= ${LA_TODAY}))`;
}

/**
 * The members `memberActiveToday` leaves out: the flag cleared, or a term date before today (Los Angeles). It implies
 * `not is_active or term_date is not null`, the condition of the partial name indexes (reference.tables.ts) that serve a
 * name searched with Inactive; a change here keeps that so.
 */
export function memberInactiveToday(alias = 'm'): SQL {
  return sql`(not ${memberActiveToday(alias)})`;
}
