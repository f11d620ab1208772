import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';

/**
 * Sign-in history for the User Events screen and the user report's last sign-in: each active demo user signs in on
 * most working days of the last two weeks (deterministic times), and signs out some of those days.
 * The 'test' scale seeds none, so tests start from an empty history.
 */
export async function seedUserManagement(database: Database, options: SeedOptions): Promise<void> {
  if (options.scale === 'test') return;
  await database.pool.query(`
    insert into user_events (user_id, event_type, extras, client_ip, at)
    select u.id, e.event_type, '{"browser":"chromium"}', '10.20.' || (u.id % 250) || '.' || (d % 250),
      date_trunc('day', now() - d * interval '1 day') + interval '15 hours' + ((u.id * 7 + d * 13) % 90) * interval '1 minute'
        + case when e.event_type = 'SignOut' then interval '8 hours' else interval '0' end
    from users u
    cross join generate_series(1, 14) d
    cross join (values ('SignIn'), ('SignOut')) e(event_type)
    where u.is_active and u.username <> 'no.modules'
      and extract(isodow from now() - d * interval '1 day') < 6
      and (e.event_type = 'SignIn' or (u.id + d) % 3 <> 0)`);
}
