import type { InjectOptions } from 'fastify';
import type pg from 'pg';

/** The read-audit walk's member-data reads of the telehealth visit window: the appointment and its visit events. */
export function visitSamples(
  pool: () => pg.Pool,
): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const appointment = async () =>
    (
      await pool().query<{ id: number }>(
        `select a.id from virtual_appointments a join users u on u.id = a.provider_user_id
          where u.username = 'care.provider' order by a.id limit 1`,
      )
    ).rows[0]!;
  return {
    'GET /api/:module/appointments/:id': {
      user: 'care.provider',
      request: async () => ({ url: `/api/CareOnDemand/appointments/${(await appointment()).id}` }),
    },
    'GET /api/:module/VisitEvents': {
      user: 'care.provider',
      request: async () => ({ url: `/api/CareOnDemand/VisitEvents?appointmentId=${(await appointment()).id}` }),
    },
  };
}
