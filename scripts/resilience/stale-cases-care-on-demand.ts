import { post, type StaleCase } from './stale-case.ts';

const API = '/api/virtualappointments';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Care on Demand's visits: reschedule, cancel, take a waiting visit, and the user's saved preferences. */
export const CARE_ON_DEMAND_STALE_CASES: StaleCase[] = [
  {
    name: 'virtual visit reschedule',
    endpoint: `PATCH ${API}/{id}/reschedule`,
    user: 'care.provider',
    table: 'virtual_appointments',
    pick: `select a.id, a.version from virtual_appointments a join users u on u.id = a.provider_user_id
      where u.username = 'care.provider' and a.status = 'Scheduled' and a.start_time_utc > now() + interval '1 day'
      order by a.id limit 1`,
    request: async (row, change) => ({
      method: 'PATCH',
      url: `${API}/${row.id}/reschedule`,
      // Far from the demo visits: a provider's visits never overlap.
      body: { startTimeUTC: inDays(400 + change), durationMinutes: 30, version: row.version },
    }),
  },
  {
    name: 'virtual visit cancel',
    endpoint: `POST ${API}/{id}/cancel`,
    user: 'care.provider',
    table: 'virtual_appointments',
    pick: `select a.id, a.version from virtual_appointments a join users u on u.id = a.provider_user_id
      where u.username = 'care.provider' and a.status = 'Scheduled' and a.start_time_utc > now() + interval '1 day'
      order by a.id desc limit 1`,
    request: async (row, change) =>
      post(`${API}/${row.id}/cancel`, { reason: `Stale check ${change}`, version: row.version }),
  },
  {
    name: 'virtual visit take (Live Dashboard)',
    endpoint: `POST ${API}/{id}/take`,
    user: 'care.provider',
    table: 'virtual_appointments',
    pick: `select id, version from virtual_appointments where status = 'Waiting' and is_on_demand order by id limit 1`,
    request: async (row) => post(`${API}/${row.id}/take`, { version: row.version }),
  },
  {
    name: 'virtual care user preferences',
    endpoint: 'POST /api/CareOnDemandUserSettings/SaveUserPreferences',
    user: 'care.provider',
    table: 'virtual_care_user_preferences',
    pick: `select p.id, p.version, p.user_id from virtual_care_user_preferences p join users u on u.id = p.user_id
      where u.username = 'care.provider' and p.module_name = 'CareOnDemandMyPanel'`,
    request: async (row, change) =>
      post('/api/CareOnDemandUserSettings/SaveUserPreferences', {
        userId: row.user_id,
        moduleName: 'CareOnDemandMyPanel',
        userPreferencesFilters: { memberStatus: change === 1 ? 'all' : 'active' },
        columns: ['memberId', 'fullName', 'nextVirtualVisit'],
        version: row.version,
      }),
  },
];
