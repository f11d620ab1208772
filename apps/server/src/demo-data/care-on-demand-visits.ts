import type { Database } from '../platform/db/client.ts';

/**
 * The visit window's demo data on care.provider's visits (seeded after care-on-demand): optional attendees on the next
 * scheduled visits (a caregiver on a 555 number; one whose number ends in 0000, which the phone simulator answers busy),
 * and visit summaries on completed visits: most sent (they show in the member's health journey), one a draft. Members
 * with authorizations are left out so the member record's own samples keep their kinds of events.
 */
export async function seedCareOnDemandVisits(database: Database): Promise<void> {
  const { pool } = database;
  await pool.query(
    `with upcoming as (
       select a.id, row_number() over (order by a.start_time_utc, a.id) as n from virtual_appointments a
       join users u on u.id = a.provider_user_id
       where u.username = 'care.provider' and a.status = 'Scheduled' order by a.start_time_utc, a.id limit 3)
     insert into appointment_attendees (appointment_id, full_name, phone, relationship, connection_id, created_by)
     select up.id, (array['Maria Caregiver', 'Daniel Son', 'Grace Neighbor'])[up.n],
       case when up.n = 3 then '3105550000' else '31055501' || lpad((10 + up.n)::text, 2, '0') end,
       (array['Caregiver', 'Son', 'Neighbor'])[up.n], 'attendee-' || gen_random_uuid(), 'care.provider'
     from upcoming up`,
  );
  await pool.query(
    `with done as (
       select a.id, a.member_id, a.provider_user_id, a.provider_name, a.reason, a.ended_at,
         row_number() over (order by a.start_time_utc desc, a.id) as n
       from virtual_appointments a join users u on u.id = a.provider_user_id
       where u.username = 'care.provider' and a.status = 'Completed'
         and not exists (select 1 from authorizations z where z.member_id = a.member_id)
       order by a.start_time_utc desc, a.id limit 6)
     insert into visit_summaries (appointment_id, member_id, provider_user_id, provider_name, reason, assessment, plan,
       follow_up, status, sent_at, updated_by, updated_at)
     select d.id, d.member_id, d.provider_user_id, d.provider_name, coalesce(d.reason, 'Follow-up'),
       (array['Blood pressure at goal on current medication.', 'Symptoms improving; no red flags.',
              'Glucose log reviewed; A1c due next month.'])[d.n % 3 + 1] || E'\\nReviewed history and medications.',
       (array['Continue current medication.', 'Fluids, rest, recheck if worse.', 'Order A1c; diet review.'])[d.n % 3 + 1],
       case when d.n % 2 = 0 then 'Virtual follow-up in 4 weeks' end,
       case when d.n = 1 then 'Draft' else 'Sent' end, case when d.n = 1 then null else d.ended_at end,
       'care.provider', coalesce(d.ended_at, now())
     from done d`,
  );
}
