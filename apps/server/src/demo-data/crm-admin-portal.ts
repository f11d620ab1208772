import type { Database } from '../platform/db/client.ts';
import type { SeedOptions } from './seed.ts';

/**
 * Demo data of the member portal simulator and Member Escalation (issue 13): login accounts for the first members
 * (most active, every 7th locked after five failed sign-ins, every 5th waiting for its e-mail to be verified, every
 * 13th disabled) with their events over the last 60 days, and a few escalations agents raised. All synthetic: the
 * e-mail addresses are at example.org.
 */
export async function seedCrmAdminPortal(database: Database, options: SeedOptions): Promise<void> {
  const accounts = options.scale === 'test' ? 60 : 200;
  const { pool } = database;
  await pool.query(
    `insert into member_portal_accounts
       (member_id, email, status, email_verified, failed_sign_ins, last_sign_in_at, locked_at, verification_sent_at,
        registered_at)
     select m.member_id,
            lower(m.first_name || '.' || m.last_name || '.' || right(m.member_id, 4)) || '@example.org',
            case when n % 13 = 0 then 'Disabled' when n % 7 = 0 then 'Locked'
                 when n % 5 = 0 then 'Pending Verification' else 'Active' end,
            not (n % 5 = 0 and n % 7 <> 0 and n % 13 <> 0),
            case when n % 7 = 0 and n % 13 <> 0 then 5 else 0 end,
            case when n % 5 = 0 then null else now() - make_interval(hours => n * 7) end,
            case when n % 7 = 0 and n % 13 <> 0 then now() - make_interval(hours => n) end,
            now() - make_interval(days => 60 - n % 50),
            now() - make_interval(days => 60 + n)
       from (select member_id, first_name, last_name, row_number() over (order by member_id)::int as n
               from members order by member_id limit $1) m
     on conflict do nothing`,
    [accounts],
  );
  await pool.query(
    `insert into member_portal_events (account_id, event_type, detail, performed_by, occurred_at)
     select a.id, 'Registered', 'Registered on the member portal', null, a.registered_at from member_portal_accounts a
     union all
     select a.id, 'Verification Sent', 'Verification e-mail sent', null, a.verification_sent_at
       from member_portal_accounts a where a.verification_sent_at is not null
     union all
     select a.id, 'E-mail Verified', null, null, a.verification_sent_at + interval '2 hours'
       from member_portal_accounts a where a.email_verified
     union all
     select a.id, 'Signed In', null, null, a.last_sign_in_at from member_portal_accounts a
      where a.last_sign_in_at is not null
     union all
     select a.id, 'Sign-in Failed', 'Wrong password', null, a.locked_at - make_interval(mins => 5 - g)
       from member_portal_accounts a cross join generate_series(1, 5) g where a.locked_at is not null
     union all
     select a.id, 'Locked', 'Locked after 5 failed sign-ins', null, a.locked_at
       from member_portal_accounts a where a.locked_at is not null`,
  );
  await pool.query(
    `insert into crm_member_escalations (source, member_id, reason, raised_by, raised_at, assigned_to, status,
       modified_by, modified_at)
     select 'Agent', m.member_id, r.reason, 'crm.agent', now() - make_interval(hours => r.n * 9),
            case when r.n = 2 then 'crm.admin' end, case when r.n = 2 then 'In Progress' else 'Open' end,
            'crm.agent', now() - make_interval(hours => r.n * 9)
       from (select member_id, row_number() over (order by member_id)::int as n from members order by member_id limit 3) m
       join (values (1, 'The member asked for a supervisor about a denied transportation benefit.'),
                    (2, 'Third call this week about the same pharmacy claim; the member is upset.'),
                    (3, 'The member reports a provider billing them for a covered visit.')) r(n, reason)
         on r.n = m.n`,
  );
}
