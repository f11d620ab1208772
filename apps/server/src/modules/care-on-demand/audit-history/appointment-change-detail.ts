import { sql, type SQL } from 'drizzle-orm';
import { laWallClockText } from '../../../platform/db/los-angeles-day.ts';

/** A visit status in words ('InProgress' reads 'In Progress'), as the visit grids write it. */
const statusWords = (status: SQL): SQL => sql`replace(${status}, 'InProgress', 'In Progress')`;

/**
 * An appointment change's Detail (the Audit History's, on screen and in the export), from the audit row's before and
 * after snapshots: the status from what to what where the change moved it ('Scheduled → Cancelled', 'Waiting → In
 * Progress'), else the status it has (a new or rescheduled visit; a row that recorded no status before), then the
 * visit's start in PT and the reason it was cancelled, e.g. 'Scheduled → Cancelled 07/14/2027 10:30 AM PT - The member
 * asked to cancel'. `e` is the audit row.
 */
export function appointmentChangeDetail(): SQL {
  const before = sql`(e.details->'before'->>'status')`;
  const after = sql`(e.details->'after'->>'status')`;
  return sql`coalesce(
      case when ${before} is not null and ${before} <> ${after}
        then ${statusWords(before)} || ' → ' || ${statusWords(after)} else ${statusWords(after)} end, '') ||
    coalesce(' ' || ${laWallClockText(sql`(e.details->'after'->>'startTimeUTC')::timestamptz`)} || ' PT', '') ||
    coalesce(' - ' || (e.details->'after'->>'cancelReason'), '')`;
}
