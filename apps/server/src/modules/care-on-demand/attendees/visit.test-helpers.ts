import type pg from 'pg';

/** A visit of care.provider with a member of the seeded database, made directly (tests do not depend on the demo visits). */
export async function createTestVisit(
  pool: pg.Pool,
  options: { patientPhone?: string | null; status?: string; providerUsername?: string } = {},
): Promise<{ id: number; memberId: string; memberConnectionId: string }> {
  const { rows } = await pool.query<{ id: number; memberId: string; memberConnectionId: string }>(
    `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type,
       start_time_utc, duration_minutes, status, dial_in_code, patient_phone, member_connection_id,
       provider_connection_id, created_by)
     select (select member_id from members order by member_id limit 1), u.id, u.name, 'Video', 'Follow-up visit',
       now() + interval '1 hour', 20, $1, '482913', $2, 'member-' || gen_random_uuid(), 'provider-' || gen_random_uuid(),
       'test'
     from users u where u.username = $3
     returning id, member_id as "memberId", member_connection_id as "memberConnectionId"`,
    [
      options.status ?? 'Scheduled',
      options.patientPhone === undefined ? '3105550111' : options.patientPhone,
      options.providerUsername ?? 'care.provider',
    ],
  );
  return rows[0]!;
}

/** Waits for a condition the server reaches on its own (the simulator's next call step). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in time (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
