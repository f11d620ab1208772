import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Action } from '@portal/contracts/platform/modules';
import { MODULES } from '@portal/contracts/platform/modules';
import type { Db } from '../db/client.ts';
import { groups, moduleGrants, userGroups, users } from './access.tables.ts';

export const ADMIN_GROUP = 'Administrators';

export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  talkdeskEnabled: boolean;
  organizationId: number | null;
  groups: string[];
  /** module id -> granted actions */
  grants: Map<number, Set<Action>>;
  isAdmin: boolean;
}

export function can(user: CurrentUser, moduleId: number, action: Action): boolean {
  if (user.isAdmin) return true;
  return user.grants.get(moduleId)?.has(action) ?? false;
}

export function inGroup(user: CurrentUser, ...names: string[]): boolean {
  return user.isAdmin || names.some((name) => user.groups.includes(name));
}

export function grantedModuleIds(user: CurrentUser): number[] {
  if (user.isAdmin) return MODULES.map((entry) => entry.id);
  return [...user.grants.entries()].filter(([, actions]) => actions.has('read')).map(([id]) => id);
}

/** Loads the user by username (or e-mail, for an outside identity provider) with groups and grants. */
export async function loadCurrentUser(db: Db, login: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, login), eq(sql`lower(${users.email})`, login.toLowerCase())))
    .limit(1);
  if (!row || !row.isActive) return undefined;
  const groupRows = await db
    .select({ id: groups.id, name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, row.id));
  const groupIds = groupRows.map((g) => g.id);
  const grantRows = await db
    .select({ moduleId: moduleGrants.moduleId, actions: moduleGrants.actions })
    .from(moduleGrants)
    .where(groupIds.length > 0 ? or(eq(moduleGrants.userId, row.id), inArray(moduleGrants.groupId, groupIds)) : eq(moduleGrants.userId, row.id));
  const grants = new Map<number, Set<Action>>();
  for (const grant of grantRows) {
    const set = grants.get(grant.moduleId) ?? new Set<Action>();
    for (const action of grant.actions) set.add(action as Action);
    grants.set(grant.moduleId, set);
  }
  const groupNames = groupRows.map((g) => g.name);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    talkdeskEnabled: row.talkdeskEnabled,
    organizationId: row.organizationId,
    groups: groupNames,
    grants,
    isAdmin: groupNames.includes(ADMIN_GROUP),
  };
}
