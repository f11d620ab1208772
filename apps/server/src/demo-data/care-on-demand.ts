import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { auditEvents } from '../platform/audit/audit.tables.ts';
import { virtualAppointments } from '../modules/care-on-demand/care-on-demand.tables.ts';
import { appointmentChangeEvent } from '../modules/care-on-demand/appointments/appointments.repository.ts';
import { demoVisitTimes } from './care-on-demand-schedule.ts';

/**
 * Care on Demand's demo visits for care.provider (the provider linked to the user in Panel Management): about 60
 * visits with 40 members of the provider's panel, in the provider's working hours (`demoVisitTimes`: a day of visits
 * today or on the next working day, the past three months (Completed, some Cancelled) and the next three weeks
 * (Scheduled)), Video and Audio, some on demand, with each completed visit's events and each cancelled visit's cancel
 * (its audit row); and two on-demand visits whose member is waiting now (the Live Dashboard). Seeded after panel-management (it needs the user's provider link).
 */
export async function seedCareOnDemand(database: Database, now: Date = new Date()): Promise<void> {
  const { pool } = database;
  const times = demoVisitTimes(now);
  await pool.query(
    `with me as (
       select u.id, u.name, s.provider_id from users u join panel_provider_settings s on s.portal_user_id = u.id
       where u.username = 'care.provider'),
     panel as (
       select m.member_id, m.phone, (row_number() over (order by m.member_id))::int - 1 as n
       from members m where m.pcp_provider_id = (select provider_id from me) and m.is_active
       order by m.member_id limit 40),
     size as (select greatest(count(*), 1)::int as k from panel),
     visits as (
       select t.i::int as i, t.past, t.start_at
       from unnest($1::timestamptz[], $2::boolean[]) with ordinality as t(start_at, past, i))
     insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type, reason,
       start_time_utc, duration_minutes, status, is_on_demand, dial_in_code, patient_phone, member_connection_id,
       provider_connection_id, started_at, ended_at, cancel_reason, created_by)
     select p.member_id, me.id, me.name, case when v.i % 3 = 0 then 'Audio' else 'Video' end,
       -- Care on Demand Admin's visit types (demo-data/care-on-demand-admin.ts), each offering the visit's kind.
       case when v.i % 3 = 0 then (array['Medication Review', 'Urgent Care'])[v.i % 2 + 1]
         else (array['Follow-Up Visit', 'Urgent Care', 'Behavioral Health Check-In'])[(v.i / 3) % 3 + 1] end,
       (array['Blood pressure check', 'Refill request', 'Cough and fever', 'Diabetes follow-up', null])[v.i % 5 + 1],
       v.start_at, (array[15, 20, 30, 45])[v.i % 4 + 1],
       case when not v.past then 'Scheduled' when v.i % 6 = 0 then 'Cancelled' else 'Completed' end,
       v.past and v.i % 5 = 0, lpad(((v.i * 104729 + 7919) % 1000000)::text, 6, '0'), p.phone,
       gen_random_uuid()::text, gen_random_uuid()::text,
       case when v.past and v.i % 6 <> 0 then v.start_at end,
       case when v.past then v.start_at + interval '20 minutes' end,
       case when v.past and v.i % 6 = 0 then 'The member asked to reschedule' end, 'care.provider'
     from visits v cross join me cross join size join panel p on p.n = (v.i * 7) % size.k`,
    [times.map((visit) => visit.start.toISOString()), times.map((visit) => visit.past)],
  );
  await seedCancelEvents(database);
  await pool.query(
    `with me as (select id, name from users where username = 'care.provider'),
     panel as (
       select m.member_id, m.phone from members m
       where m.pcp_provider_id = (select s.provider_id from panel_provider_settings s join me on s.portal_user_id = me.id)
         and m.is_active order by m.member_id desc limit 2)
     insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type, reason,
       start_time_utc, duration_minutes, status, is_on_demand, dial_in_code, patient_phone, member_connection_id,
       provider_connection_id, member_waiting_since, created_by)
     select p.member_id, me.id, me.name, case when row_number() over () = 1 then 'Video' else 'Audio' end,
       'Urgent Care', 'On-demand visit', now() - interval '6 minutes', 20, 'Waiting', true,
       lpad((600000 + row_number() over ())::text, 6, '0'), p.phone, gen_random_uuid()::text, gen_random_uuid()::text,
       now() - make_interval(mins => (row_number() over ())::int * 3), 'care.provider'
     from panel p cross join me`,
  );
  await pool.query(
    `insert into visit_events (appointment_id, member_id, visit_event, module_type, actor, at)
     select a.id, a.member_id, e.event, 'CareOnDemand', case when e.event = 'MemberJoined' then 'member' else u.username end,
       a.start_time_utc + make_interval(mins => e.minute)
     from virtual_appointments a join users u on u.id = a.provider_user_id
     cross join (values ('MemberJoined', 0), ('ProviderJoined', 1), ('ProviderDisconnected', 20)) e(event, minute)
     where a.status = 'Completed'`,
  );
  // care.provider's My Panel remembers its filters and columns (CareOnDemandUserSettings).
  await pool.query(
    `insert into virtual_care_user_preferences (user_id, module_name, user_preferences_filters, columns)
     select id, 'CareOnDemandMyPanel', '{"memberStatus": "active"}'::jsonb,
       '["memberId", "fullName", "dateOfBirth", "phone", "lastVirtualVisit", "nextVirtualVisit", "admissionRisk", "status"]'::jsonb
     from users where username = 'care.provider'`,
  );
}

/**
 * The audit row each cancelled demo visit's cancel would have written (Audit History's 'Appointment Cancelled', read
 * as 'Scheduled → Cancelled' with its reason): the module's own change event, by care.provider, when the visit ended.
 */
async function seedCancelEvents({ db }: Database): Promise<void> {
  const cancelled = await db.select().from(virtualAppointments).where(eq(virtualAppointments.status, 'Cancelled'));
  if (cancelled.length === 0) return;
  await db.insert(auditEvents).values(
    cancelled.map((visit) => {
      const scheduled = { ...visit, status: 'Scheduled', cancelReason: null, endedAt: null };
      const event = appointmentChangeEvent('AppointmentCancelled', scheduled, visit);
      return {
        itemId: visit.memberId,
        userId: visit.createdBy,
        eventType: event.eventType,
        moduleId: event.moduleId ?? null,
        details: event.details ?? null,
        timestamp: visit.endedAt ?? visit.startTimeUtc,
      };
    }),
  );
}
