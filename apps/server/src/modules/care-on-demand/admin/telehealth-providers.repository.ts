import { sql } from 'drizzle-orm';
import type { TelehealthProvider } from '@portal/contracts/care-on-demand/admin';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/list-page.ts';

/**
 * Who the telehealth providers are: active portal users granted write on Care on Demand My Panel (module 157, where
 * visits are run), to them or to one of their groups other than the Administrators (who hold every module and are
 * not providers for that).
 */
const MY_PANEL_MODULE_ID = 157;

export const PROVIDER_USERS = sql`(select u.id, u.username, u.name, u.email from users u where u.is_active and exists (
    select 1 from module_grants g
    where g.module_id = ${MY_PANEL_MODULE_ID} and 'write' = any(g.actions)
      and (g.user_id = u.id or g.group_id in (
        select ug.group_id from user_groups ug join groups gr on gr.id = ug.group_id
        where ug.user_id = u.id and gr.name <> 'Administrators'))))`;

/** Every telehealth provider, by name. */
export function telehealthProviders(db: DbOrTx): Promise<TelehealthProvider[]> {
  return rowsOf<TelehealthProvider>(
    db,
    sql`select id, username, name from ${PROVIDER_USERS} p order by lower(name), id`,
  );
}

/** The telehealth provider with this user id, or null. */
export async function telehealthProvider(db: DbOrTx, userId: number): Promise<TelehealthProvider | null> {
  const [row] = await rowsOf<TelehealthProvider>(
    db,
    sql`select id, username, name from ${PROVIDER_USERS} p where p.id = ${userId}`,
  );
  return row ?? null;
}
