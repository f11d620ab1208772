import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { VisitHistoryFilter, VisitHistoryRow } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';
import { toStatement } from '../../../platform/db/statement.ts';
import { sqlExportSource, type ExportSource } from '../../../platform/exports/send-export.ts';
import { laDateOf } from '../../../platform/db/los-angeles-day.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import { appointmentChangeDetail } from './appointment-change-detail.ts';
import { visitEventDetail } from './visit-event-detail.ts';

/**
 * Care on Demand's Audit History (module 159): the visit events (visit_events: joins, leaves, calls, invites) and the
 * audit rows of the appointments' changes (schedule, reschedule, cancel, take, conversation), newest first, of the
 * visits the user may see, by member, Los Angeles date range and event.
 */

/** The event types of the appointments' own audit rows. */
const APPOINTMENT_AUDIT_EVENTS = [
  'AppointmentScheduled',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'AppointmentTaken',
  'AppointmentConversationLinked',
];

/**
 * Who did a visit event, in words: a staff user's name (the username where no user has it), the member by their name
 * ('Ana Lopez (member)'; 'The member' where the member record has no name) and an attendee who joined by link by the
 * name they gave ('Sam Interpreter (attendee)'). Link joiners are recorded as 'member' or '<role>: <display name>'.
 * `v` is the visit event and `m` its member.
 */
function visitActorWords(): SQL {
  return sql`case
      when v.actor = 'member' or v.actor like 'member: %' then coalesce(m.full_name || ' (member)', 'The member')
      when v.actor like 'attendee: %' then substr(v.actor, length('attendee: ') + 1) || ' (attendee)'
      else coalesce(${userNameOf(sql`v.actor`)}, v.actor) end`;
}

/** Both sources as one row set, visible to `scope` (a condition on the appointment `a`). */
function historyRows(scope: SQL, filter: VisitHistoryFilter): SQL {
  const visitWhere: SQL[] = [scope];
  const auditWhere: SQL[] = [
    scope,
    sql`e.module_id in (${MODULE_IDS.careOnDemand}, ${MODULE_IDS.careOnDemandLive})`,
    sql`e.event_type in (${sql.join(
      APPOINTMENT_AUDIT_EVENTS.map((type) => sql`${type}`),
      sql`, `,
    )})`,
  ];
  if (filter.memberId) {
    visitWhere.push(sql`v.member_id = ${filter.memberId}`);
    auditWhere.push(sql`a.member_id = ${filter.memberId}`);
  }
  if (filter.from) {
    visitWhere.push(sql`${laDateOf(sql`v.at`)} >= ${filter.from}::date`);
    auditWhere.push(sql`${laDateOf(sql`e.timestamp`)} >= ${filter.from}::date`);
  }
  if (filter.to) {
    visitWhere.push(sql`${laDateOf(sql`v.at`)} <= ${filter.to}::date`);
    auditWhere.push(sql`${laDateOf(sql`e.timestamp`)} <= ${filter.to}::date`);
  }
  if (filter.event) {
    visitWhere.push(sql`v.visit_event = ${filter.event}`);
    auditWhere.push(sql`e.event_type = ${filter.event}`);
  }
  return sql`
    select 'visit-' || v.id as id, v.at, 'visit' as source, v.visit_event as event, v.member_id as "memberId",
      m.full_name as "memberFullName", v.appointment_id as "appointmentId", v.actor,
      ${visitActorWords()} as "actorName", ${visitEventDetail()} as detail
    from visit_events v join virtual_appointments a on a.id = v.appointment_id
      left join members m on m.member_id = v.member_id
    where ${sql.join(visitWhere, sql` and `)}
    union all
    select 'audit-' || e.id, e.timestamp, 'audit', e.event_type, a.member_id, m.full_name, a.id, e.user_id,
      coalesce(${userNameOf(sql`e.user_id`)}, e.user_id), ${appointmentChangeDetail()}
    from audit_events e join virtual_appointments a on a.id = (e.details->>'appointmentId')::int
      left join members m on m.member_id = a.member_id
    where ${sql.join(auditWhere, sql` and `)}`;
}

export async function historyPage(
  db: DbOrTx,
  scope: SQL,
  filter: VisitHistoryFilter,
  page: { skip: number; take: number },
): Promise<{ items: VisitHistoryRow[]; total: number }> {
  const rows = historyRows(scope, filter);
  const [items, count] = await Promise.all([
    rowsOf<VisitHistoryRow>(
      db,
      sql`select * from (${rows}) h order by h.at desc, h.id desc limit ${page.take} offset ${page.skip}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${rows}) h`),
  ]);
  return { items, total: count[0]?.total ?? 0 };
}

/** Every matching row, newest first, through the shared export cursor (the export's cap stops it). */
export function historyExportSource(pool: Pool, scope: SQL, filter: VisitHistoryFilter): ExportSource {
  const rows = historyRows(scope, filter);
  const query = toStatement(sql`select * from (${rows}) h order by h.at desc, h.id desc`);
  const fromAndWhere = toStatement(sql`from (${rows}) h`);
  return sqlExportSource(pool, query.text, query.values, { fromAndWhere: fromAndWhere.text });
}
