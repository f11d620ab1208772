import type { Database } from '../platform/db/client.ts';

/**
 * Panel Management's demo settings: care.provider is the primary care provider with the largest panel (so My Panel
 * shows members) and carries the demo user's name, and a few panels are set: one closed to new members, a few with a capacity above their size.
 * The panel manager (panel.manager) set them, as her screen's 'Updated By' shows.
 * The demo members' assigned providers (APC) come with the members themselves (reference data).
 */
export async function seedPanelManagement(database: Database): Promise<void> {
  const { pool } = database;
  await pool.query(
    `insert into panel_provider_settings (provider_id, portal_user_id, updated_by)
     select top.id, u.id, 'panel.manager' from (
       select m.pcp_provider_id as id from members m join providers p on p.id = m.pcp_provider_id
       where p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date)
       group by m.pcp_provider_id order by count(*) desc, m.pcp_provider_id limit 1) top
     cross join users u where u.username = 'care.provider'`,
  );
  // That provider is the person signed in as care.provider: the provider record takes the user's name (keeping its
  // credential, 'Priya Provider, MD'), so the header, My Panel, the provider search, the visits and the texts name one
  // person; the fills the provider prescribed to the panel, seeded before, are renamed with it. The user's city is the
  // provider's place of practice, near the panel's members.
  await pool.query(
    `with linked as (
       select p.id, p.full_name as old_name, p.city, u.id as user_id,
         u.given_name || ' ' || u.family_name || coalesce(substring(p.full_name from ',.*$'), '') as new_name,
         u.given_name, u.family_name
       from panel_provider_settings s join providers p on p.id = s.provider_id
       join users u on u.id = s.portal_user_id where u.username = 'care.provider'),
     fills as (
       update member_medications mm set prescriber = l.new_name
       from linked l, members m
       where m.member_id = mm.member_id and m.pcp_provider_id = l.id and mm.prescriber = l.old_name),
     practice as (update users u set city = l.city from linked l where u.id = l.user_id)
     update providers p set first_name = l.given_name, last_name = l.family_name, full_name = l.new_name
     from linked l where p.id = l.id`,
  );
  // Every 40th other PCP has a capacity of twice its size (at least 10); every 97th is closed to new members.
  await pool.query(
    `insert into panel_provider_settings (provider_id, panel_status, panel_capacity, updated_by)
     select p.id, case when p.id % 97 = 0 then 'Closed' else 'Open' end,
       case when p.id % 40 = 0 then greatest(10, 2 * (select count(*) from members m where m.pcp_provider_id = p.id))::int end,
       'panel.manager'
     from providers p where p.is_pcp and (p.id % 40 = 0 or p.id % 97 = 0)
     on conflict (provider_id) do nothing`,
  );
}
