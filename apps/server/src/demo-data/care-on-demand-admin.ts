import type { Database } from '../platform/db/client.ts';

/**
 * Care on Demand Admin and Provider Manager demo data: the visit types a plan offers, care.provider's weekday
 * schedule and profile (licensed in California, Nevada and North Carolina, where her practice and panel are; English
 * and Spanish; available now), and a few calls and texts in the phone simulator's record (synthetic numbers in the
 * 555-01xx fictional range). No ICE servers: host candidates only, as the tests need.
 */
export async function seedCareOnDemandAdmin(database: Database): Promise<void> {
  const { pool } = database;
  await pool.query(
    `insert into cod_visit_types (name, description, appointment_type, default_duration_minutes, on_demand_allowed, is_active, created_by, updated_by)
     values
       ('Urgent Care', 'Same-day care for minor illness or injury', 'Both', 20, true, true, 'admin', 'admin'),
       ('Follow-Up Visit', 'After a hospital stay or a specialist visit', 'Video', 30, false, true, 'admin', 'admin'),
       ('Medication Review', 'A pharmacist or provider reviews current medications', 'Audio', 20, false, true, 'admin', 'admin'),
       ('Behavioral Health Check-In', 'Short check-in with a behavioral health provider', 'Video', 45, false, true, 'admin', 'admin'),
       ('Annual Wellness Visit', 'Medicare annual wellness visit (video)', 'Video', 60, false, false, 'admin', 'admin')`,
  );
  // care.provider: Monday to Friday 08:00-12:00 and 13:00-17:00, Saturday 09:00-12:00 (Los Angeles time).
  await pool.query(
    `insert into cod_schedule_slots (provider_user_id, weekday, start_time, end_time, updated_by)
     select u.id, d.weekday, s.start_time::time, s.end_time::time, 'admin'
     from users u
     cross join generate_series(1, 5) as d(weekday)
     cross join (values ('08:00', '12:00'), ('13:00', '17:00')) as s(start_time, end_time)
     where u.username = 'care.provider'
     union all
     select u.id, 6, '09:00'::time, '12:00'::time, 'admin' from users u where u.username = 'care.provider'`,
  );
  // care.provider's time off: a week's vacation two months out and an afternoon of training (Los Angeles days).
  await pool.query(
    `insert into cod_time_off (provider_user_id, from_date, to_date, start_time, end_time, reason, updated_by)
     select id, (now() at time zone 'America/Los_Angeles')::date + 60, (now() at time zone 'America/Los_Angeles')::date + 64,
       null, null, 'Vacation', 'admin' from users where username = 'care.provider'
     union all
     select id, (now() at time zone 'America/Los_Angeles')::date + 45, (now() at time zone 'America/Los_Angeles')::date + 45,
       '13:00'::time, '17:00'::time, 'Training', 'admin' from users where username = 'care.provider'`,
  );
  await pool.query(
    `insert into cod_provider_profiles (provider_user_id, available_now, available_changed_at, states_licensed, languages,
       max_concurrent_visits, is_active, updated_by)
     select id, true, now() - interval '2 hours', array['CA', 'NC', 'NV'], array['English', 'Spanish'], 2, true, 'care.provider'
     from users where username = 'care.provider'`,
  );
  await pool.query(
    `insert into simulated_phone_activity (kind, to_number, body, call_sid, status, created_at, updated_at)
     values
       ('sms', '+13105550142', 'Your video visit with Dr. Priya Provider starts at 10:00 AM. Join: (demo link)', null,
        'delivered', now() - interval '3 days', now() - interval '3 days'),
       ('call', '+13105550142', null, 'SIMCA0000000000000000000000000001', 'completed',
        now() - interval '3 days' + interval '5 minutes', now() - interval '3 days' + interval '9 minutes'),
       ('sms', '+17145550163', 'You are invited to join a family member''s video visit. Join: (demo link)', null,
        'delivered', now() - interval '1 day', now() - interval '1 day'),
       ('call', '+17145550163', null, 'SIMCA0000000000000000000000000002', 'no-answer',
        now() - interval '1 day' + interval '2 minutes', now() - interval '1 day' + interval '3 minutes')`,
  );
}
