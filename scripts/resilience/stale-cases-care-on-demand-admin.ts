import { textOf } from '@portal/contracts/platform/text';
import { put, type Row, type StaleCase } from './stale-case.ts';

/** Care on Demand Admin and Provider Manager: every change at an old version is 409 and leaves the record as it was. */
const ADMIN = '/api/care-on-demand/admin';
const PROVIDERS = '/api/care-on-demand/providers';
const PROFILE_PICK = `select f.id, f.version, f.provider_user_id, f.states_licensed, f.languages, f.max_concurrent_visits,
    f.available_now
  from cod_provider_profiles f join users u on u.id = f.provider_user_id where u.is_active and f.is_active
  order by f.id limit 1`;

/** A time off of the demo data (care.provider's vacation or training afternoon), with what a form would send back. */
const TIME_OFF_PICK = (order: 'asc' | 'desc') =>
  `select id, version, provider_user_id, to_char(from_date, 'YYYY-MM-DD') as from_date,
    to_char(to_date, 'YYYY-MM-DD') as to_date, to_char(start_time, 'HH24:MI') as start_time,
    to_char(end_time, 'HH24:MI') as end_time, reason
  from cod_time_off order by id ${order} limit 1`;
const timeOffBody = (row: Row, change: 1 | 2) => ({
  providerUserId: row.provider_user_id,
  fromDate: row.from_date,
  toDate: row.to_date,
  startTime: row.start_time,
  endTime: row.end_time,
  reason: change === 1 ? `${textOf(row.reason)} (moved)`.slice(0, 200) : row.reason,
  version: row.version,
});

export const CARE_ON_DEMAND_ADMIN_STALE_CASES: StaleCase[] = [
  {
    name: 'visit type update',
    endpoint: `PUT ${ADMIN}/visit-types/{id}`,
    user: 'admin',
    table: 'cod_visit_types',
    pick: `select id, version, name, description, appointment_type, default_duration_minutes, on_demand_allowed, is_active
      from cod_visit_types order by id limit 1`,
    request: async (row, change) =>
      put(`${ADMIN}/visit-types/${row.id}`, {
        name: row.name,
        description: row.description,
        appointmentType: row.appointment_type,
        defaultDurationMinutes: change === 1 ? (row.default_duration_minutes as number) + 5 : 10,
        onDemandAllowed: row.on_demand_allowed,
        isActive: row.is_active,
        version: row.version,
      }),
  },
  {
    name: 'schedule slot update',
    endpoint: `PUT ${ADMIN}/schedule-slots/{id}`,
    user: 'admin',
    table: 'cod_schedule_slots',
    // The provider's last slot of a weekday: ending a quarter of an hour earlier overlaps nothing.
    pick: `select s.id, s.version, s.provider_user_id, s.weekday, to_char(s.start_time, 'HH24:MI') as start_time,
        to_char(s.end_time - interval '15 minutes', 'HH24:MI') as earlier_end, to_char(s.end_time, 'HH24:MI') as end_time
      from cod_schedule_slots s
      where not exists (select 1 from cod_schedule_slots o where o.provider_user_id = s.provider_user_id
        and o.weekday = s.weekday and o.start_time > s.start_time)
        and s.end_time - s.start_time > interval '30 minutes'
      order by s.id limit 1`,
    request: async (row, change) =>
      put(`${ADMIN}/schedule-slots/${row.id}`, {
        providerUserId: row.provider_user_id,
        weekday: row.weekday,
        startTime: row.start_time,
        endTime: change === 1 ? row.earlier_end : row.end_time,
        version: row.version,
      }),
  },
  {
    name: 'schedule slot delete',
    endpoint: `DELETE ${ADMIN}/schedule-slots/{id}`,
    user: 'admin',
    table: 'cod_schedule_slots',
    // The first change moves the slot (its version goes on); the delete at the old version is then stale.
    pick: `select s.id, s.version, s.provider_user_id, s.weekday, to_char(s.start_time, 'HH24:MI') as start_time,
        to_char(s.end_time - interval '15 minutes', 'HH24:MI') as earlier_end
      from cod_schedule_slots s
      where not exists (select 1 from cod_schedule_slots o where o.provider_user_id = s.provider_user_id
        and o.weekday = s.weekday and o.start_time > s.start_time)
        and s.end_time - s.start_time > interval '30 minutes'
      order by s.id desc limit 1`,
    request: async (row, change) =>
      change === 1
        ? put(`${ADMIN}/schedule-slots/${row.id}`, {
            providerUserId: row.provider_user_id,
            weekday: row.weekday,
            startTime: row.start_time,
            endTime: row.earlier_end,
            version: row.version,
          })
        : { method: 'DELETE', url: `${ADMIN}/schedule-slots/${row.id}?version=${row.version}` },
  },
  {
    name: 'time off update',
    endpoint: `PUT ${ADMIN}/time-off/{id}`,
    user: 'admin',
    table: 'cod_time_off',
    pick: TIME_OFF_PICK('asc'),
    request: async (row, change) => put(`${ADMIN}/time-off/${row.id}`, timeOffBody(row, change)),
  },
  {
    name: 'time off delete',
    endpoint: `DELETE ${ADMIN}/time-off/{id}`,
    user: 'admin',
    table: 'cod_time_off',
    // The first change renames the reason (its version goes on); the delete at the old version is then stale.
    pick: TIME_OFF_PICK('desc'),
    request: async (row, change) =>
      change === 1
        ? put(`${ADMIN}/time-off/${row.id}`, timeOffBody(row, 1))
        : { method: 'DELETE', url: `${ADMIN}/time-off/${row.id}?version=${row.version}` },
  },
  {
    name: 'video settings update',
    endpoint: `PUT ${ADMIN}/settings`,
    user: 'admin',
    table: 'cod_video_settings',
    // No settings row in the demo data: the first change creates it (version 0); the second, also at 0, is stale.
    pick: `select 1 as id, coalesce((select version from cod_video_settings where id = 1), 0) as version`,
    request: async (row, change) =>
      put(`${ADMIN}/settings`, {
        stunUrls: change === 1 ? ['stun:stun.example.org:3478'] : [],
        turnUrls: [],
        turnUsername: null,
        turnCredential: null,
        version: row.version,
      }),
  },
  {
    name: 'provider profile update',
    endpoint: `PUT ${PROVIDERS}/{userId}`,
    user: 'admin',
    table: 'cod_provider_profiles',
    pick: PROFILE_PICK,
    request: async (row, change) =>
      put(`${PROVIDERS}/${textOf(row.provider_user_id)}`, {
        statesLicensed: row.states_licensed,
        languages: row.languages,
        maxConcurrentVisits: change === 1 ? ((row.max_concurrent_visits as number) % 4) + 1 : row.max_concurrent_visits,
        isActive: true,
        version: row.version,
      }),
  },
  {
    name: 'provider availability',
    endpoint: `PUT ${PROVIDERS}/{userId}/availability`,
    user: 'admin',
    table: 'cod_provider_profiles',
    pick: PROFILE_PICK,
    request: async (row, change) =>
      put(`${PROVIDERS}/${textOf(row.provider_user_id)}/availability`, {
        availableNow: change === 1 ? !row.available_now : Boolean(row.available_now),
        version: row.version,
      }),
  },
];
