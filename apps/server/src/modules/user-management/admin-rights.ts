import { sql } from 'drizzle-orm';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { USER_MANAGEMENT_MESSAGES } from '@portal/contracts/user-management/messages';
import type { Tx } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { ADMIN_GROUP, can } from '../../platform/access/current-user.ts';
import { badRequest } from '../../platform/errors/errors.ts';

/** The modules whose admin action lets a user manage users and their rights. */
const MANAGEMENT_MODULES = [MODULE_IDS.userManagement, MODULE_IDS.groups];

/**
 * Refuses a change that would take away the acting user's own right to manage users and groups
 * (removing themselves from the Administrators group, deactivating themselves, dropping the admin grant of a
 * group they rely on). Call it inside the transaction, after the change: the refusal rolls the change back.
 */
export async function assertActorKeepsAdminRights(tx: Tx, actor: Actor): Promise<void> {
  const heldBefore = MANAGEMENT_MODULES.filter((moduleId) => can(actor.user, moduleId, 'admin'));
  if (heldBefore.length === 0) return;
  const { rows } = await tx.execute<{ is_active: boolean; in_admin_group: boolean; admin_modules: number[] }>(sql`
    select u.is_active,
      exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id and g.name = ${ADMIN_GROUP}) as in_admin_group,
      coalesce((select array_agg(distinct mg.module_id) from module_grants mg
        where 'admin' = any(mg.actions)
          and (mg.user_id = u.id or mg.group_id in (select ug.group_id from user_groups ug where ug.user_id = u.id))), '{}') as admin_modules
    from users u where u.id = ${actor.user.id}`);
  const after = rows[0];
  const keeps =
    after !== undefined &&
    after.is_active &&
    (after.in_admin_group || heldBefore.every((moduleId) => after.admin_modules.includes(moduleId)));
  if (!keeps) throw badRequest(USER_MANAGEMENT_MESSAGES.ownAdminRights);
}
