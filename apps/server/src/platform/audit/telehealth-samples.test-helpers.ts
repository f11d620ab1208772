import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/**
 * The read-audit walk's calls of the visit window's attendees and summary (issue 14), as the visit's provider. The
 * visit, its attendee and its summary are made directly when the call is made (the walk does not rely on demo visits).
 */
export function telehealthSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const API = '/api/CareOnDemand';
  let visit: Promise<{ id: number; memberId: string; connectionId: string }> | undefined;
  const sampleVisit = () =>
    (visit ??= pool()
      .query<{ id: number; memberId: string; connectionId: string }>(
        `with v as (
           insert into virtual_appointments (member_id, provider_user_id, provider_name, visit_type, start_time_utc,
             dial_in_code, member_connection_id, provider_connection_id, created_by)
           select (select member_id from members order by member_id limit 1), u.id, u.name, 'Walk visit',
             now() + interval '1 hour', '111222', 'member-walk', 'provider-walk', 'walk'
           from users u where u.username = 'care.provider' returning id, member_id),
         a as (
           insert into appointment_attendees (appointment_id, full_name, phone, connection_id, created_by)
           select id, 'Walk Attendee', '3105550150', 'attendee-walk', 'walk' from v returning connection_id),
         s as (
           insert into visit_summaries (appointment_id, member_id, provider_user_id, provider_name, reason, assessment,
             plan, updated_by)
           select v.id, v.member_id, u.id, u.name, 'Walk', 'Walk', 'Walk', 'walk' from v, users u
           where u.username = 'care.provider' returning id)
         select v.id, v.member_id as "memberId", a.connection_id as "connectionId" from v, a, s`,
      )
      .then((result) => result.rows[0]!));
  return {
    'GET /api/:module/Attendees': {
      user: 'care.provider',
      request: async () => {
        const { id, memberId } = await sampleVisit();
        return { url: `${API}/Attendees?appointmentId=${id}&memberId=${memberId}` };
      },
    },
    'GET /api/:module/PlaceOutboundCall': {
      user: 'care.provider',
      request: async () => {
        const { id, memberId, connectionId } = await sampleVisit();
        return {
          url: `${API}/PlaceOutboundCall?appointmentId=${id}&memberId=${memberId}&connectionId=${connectionId}`,
        };
      },
    },
    'GET /api/:module/Summary': {
      user: 'care.provider',
      request: async () => ({ url: `${API}/Summary?appointmentId=${(await sampleVisit()).id}` }),
    },
    'GET /api/:module/Summary/pdf': {
      user: 'care.provider',
      request: async () => ({ url: `${API}/Summary/pdf?appointmentId=${(await sampleVisit()).id}` }),
    },
  };
}
