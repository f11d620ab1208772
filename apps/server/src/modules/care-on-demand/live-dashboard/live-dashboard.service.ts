import { sql } from 'drizzle-orm';
import type { LiveDashboard, LiveVisit } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import { telehealthAppointmentSelect } from '../visit/visit.repository.ts';
import { memberStates, takeRefusalReason, takerProfile } from '../appointments/on-demand-routing.ts';
import type { Queryable } from '../../../platform/reference/reference.service.ts';
import { memberPreferredLanguages } from '../../patient-360/member-profile.service.ts';
import { LA_TODAY, laDateOf } from '../../../platform/db/los-angeles-day.ts';
import { BOOKED } from '../appointments/appointments.repository.ts';

/**
 * The Live Dashboard (module 161): the visits whose member waits in the waiting room (longest wait first) and the
 * visits under way, each with how long since it began waiting or started, and the day's counts (Los Angeles day):
 * "Scheduled today" counts the booked visits not cancelled, not the on-demand requests (the waiting room shows those).
 */
export async function liveDashboard(db: DbOrTx, pool: Queryable, readerUserId: number): Promise<LiveDashboard> {
  const visits = await rowsOf<LiveVisit>(
    db,
    sql`select v.*, a.since,
        greatest(0, extract(epoch from now() - coalesce(a.since, now())))::int as "waitSeconds"
      from (${telehealthAppointmentSelect(sql`a.status in ('Waiting', 'InProgress')`)}) v
      join (select id, case when status = 'Waiting' then coalesce(member_waiting_since, start_time_utc)
              else coalesce(started_at, start_time_utc) end as since
            from virtual_appointments) a on a.id = v.id
      order by a.since asc, v.id asc limit 500`,
  );
  const [counts] = await rowsOf<{ scheduledToday: number; completedToday: number }>(
    db,
    sql`select count(*) filter (where ${BOOKED} and a.status <> 'Cancelled')::int as "scheduledToday",
        count(*) filter (where a.status = 'Completed')::int as "completedToday"
      from virtual_appointments a
      where ${laDateOf(sql`a.start_time_utc`)} = ${LA_TODAY}`,
  );
  const waiting = await withTakeRefusals(
    db,
    pool,
    readerUserId,
    visits.filter((visit) => visit.status === 'Waiting'),
  );
  const inProgress = visits.filter((visit) => visit.status === 'InProgress');
  return {
    waiting,
    inProgress,
    counts: {
      waiting: waiting.length,
      inProgress: inProgress.length,
      scheduledToday: counts?.scheduledToday ?? 0,
      completedToday: counts?.completedToday ?? 0,
    },
    at: new Date().toISOString(),
  };
}

/**
 * Each waiting on-demand visit says whether the reader may take it, and if not why (on-demand routing), and the
 * member's preferred language, flagged when the reader does not hold visits in it (a translator can join).
 */
async function withTakeRefusals(
  db: DbOrTx,
  pool: Queryable,
  readerUserId: number,
  waiting: LiveVisit[],
): Promise<LiveVisit[]> {
  const onDemand = waiting.filter((visit) => visit.isOnDemand);
  if (onDemand.length === 0) return waiting;
  const memberIds = onDemand.map((visit) => visit.memberId);
  const [taker, states, languages] = await Promise.all([
    takerProfile(db, readerUserId),
    memberStates(pool, memberIds),
    memberPreferredLanguages(db, memberIds),
  ]);
  return waiting.map((visit) => {
    if (!visit.isOnDemand) return visit;
    const language = languages.get(visit.memberId) ?? null;
    const refusal = takeRefusalReason(taker, states.get(visit.memberId) ?? '');
    return {
      ...visit,
      takeRefusal: refusal?.message ?? null,
      takeRefusalShort: refusal?.short ?? null,
      memberLanguage: language,
      interpreterNeeded: language !== null && !taker.languages.includes(language),
    };
  });
}
