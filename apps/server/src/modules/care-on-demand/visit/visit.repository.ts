import { sql, type SQL } from 'drizzle-orm';
import type { TelehealthAppointment, VisitEventRow } from '@portal/contracts/care-on-demand/telehealth';
import { CALLING_STATUSES, OUTBOUND_CALL_UNANSWERED_MS } from '@portal/contracts/care-on-demand/telehealth';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { visitEvents } from '../care-on-demand.tables.ts';

/**
 * The telehealth appointment as the spec shapes it (shell spec §3), with its live attendees. An attendee counts as
 * calling while its last call status is a calling one and came within the unanswered window (shell spec §4).
 */
export const telehealthAppointmentSelect = (where: SQL): SQL => sql`
  select a.id, a.appointment_type as type, a.dial_in_code as "dialInCode", a.member_id as "memberId",
    coalesce(m.full_name, '') as "memberFullName", a.member_connection_id as "memberConnectionId",
    a.patient_phone as "patientPhone", a.provider_connection_id as "providerConnectionId",
    a.provider_name as "providerName", a.is_on_demand as "isOnDemand", a.visit_type as "visitType", a.reason,
    to_char(a.start_time_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTimeUTC",
    a.duration_minutes as "durationMinutes", a.status, a.version,
    coalesce((select json_agg(json_build_object(
        'id', t.id, 'fullName', t.full_name, 'connectionId', t.connection_id, 'phone', t.phone,
        'relationship', t.relationship, 'callSid', t.call_sid, 'callStatus', t.call_status, 'muted', t.muted,
        'version', t.version,
        'isCalling', coalesce(t.call_status in (${sql.join(
          CALLING_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}) and t.call_status_at > now() - make_interval(secs => ${OUTBOUND_CALL_UNANSWERED_MS / 1000}), false))
        order by t.id)
      from appointment_attendees t where t.appointment_id = a.id and t.removed_at is null), '[]'::json)
      as "optionalAttendees"
  from virtual_appointments a left join members m on m.member_id = a.member_id
  where ${where}`;

export async function findTelehealthAppointment(
  db: DbOrTx,
  appointmentId: number,
): Promise<(TelehealthAppointment & { providerUserId: number }) | undefined> {
  const { rows } = await db.execute<TelehealthAppointment & { providerUserId: number } & Record<string, unknown>>(
    sql`select t.*, a.provider_user_id as "providerUserId"
      from (${telehealthAppointmentSelect(sql`a.id = ${appointmentId}`)}) t
      join virtual_appointments a on a.id = t.id`,
  );
  return rows[0];
}

export async function insertVisitEvent(
  db: DbOrTx,
  event: {
    appointmentId: number;
    memberId: string;
    visitEvent: string;
    moduleType: string;
    actor: string;
    detail?: string | undefined;
  },
): Promise<void> {
  await db.insert(visitEvents).values({ ...event, detail: event.detail ?? null });
}

export async function listVisitEvents(db: DbOrTx, appointmentId: number): Promise<VisitEventRow[]> {
  const { rows } = await db.execute<VisitEventRow & Record<string, unknown>>(sql`
    select id, appointment_id as "appointmentId", member_id as "memberId", visit_event as "visitEvent",
      module_type as "moduleType", actor, detail,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from ${visitEvents} where appointment_id = ${appointmentId} order by at, id`);
  return rows;
}

/**
 * The appointment's state as participants come and go: the provider's arrival starts the visit (InProgress), a member
 * arriving first waits (Waiting, with the time they started waiting for the live dashboard), the provider's disconnect
 * completes it. A finished or cancelled visit never changes here. Each change moves the version on; the new status is
 * answered (undefined when nothing changed) for the caller to tell the Live Dashboard once it is committed.
 */
export async function markVisitState(
  db: DbOrTx,
  appointmentId: number,
  change: 'providerJoined' | 'memberJoined' | 'providerDisconnected',
): Promise<string | undefined> {
  const set = {
    providerJoined: sql`status = 'InProgress', started_at = coalesce(started_at, now())`,
    memberJoined: sql`status = case when status = 'Scheduled' then 'Waiting' else status end,
      member_waiting_since = case when status = 'Scheduled' then now() else member_waiting_since end`,
    providerDisconnected: sql`status = 'Completed', ended_at = now()`,
  }[change];
  const { rows } = await db.execute<{ status: string }>(sql`
    update virtual_appointments set ${set}, version = version + 1, updated_at = now()
    where id = ${appointmentId} and status not in ('Completed', 'Cancelled')
      ${change === 'memberJoined' ? sql`and status = 'Scheduled'` : sql``}
    returning status`);
  return rows[0]?.status;
}
