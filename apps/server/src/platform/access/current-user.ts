import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Action } from '@portal/contracts/platform/modules';
import { MODULES } from '@portal/contracts/platform/modules';
import { viewsOnly } from '@portal/contracts/platform/groups';
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
  // A viewer group changes nothing in its module, whatever was granted (contracts' viewsOnly).
  if (action !== 'read' && action !== 'export' && viewsOnly(user.groups, moduleId)) return false;
  return user.grants.get(moduleId)?.has(action) ?? false;
}

export function inGroup(user: CurrentUser, ...names: string[]): boolean {
  return user.isAdmin || names.some((name) => user.groups.includes(name));
}

export function grantedModuleIds(user: CurrentUser): number[] {
  if (user.isAdmin) return MODULES.map((entry) => entry.id);
  return [...user.grants.entries()].filter(([, actions]) => actions.has('read')).map(([id]) => id);
}

/** How a token's issuer and subject map to a portal user. */
export type Identification =
  { userId: number; linked: boolean } | { refused: 'unknown' | 'ambiguous' | 'inactive'; candidates?: string[] };

/**
 * Users are identified by issuer and subject. A first sign-in with no user for them yet links to a pre-created user
 * without a subject whose username (or e-mail) matches the token's preferred_username (or email), and only when exactly one
 * user matches: two candidates are refused, never guessed.
 */
export async function identifyUser(
  db: Db,
  identity: { issuer: string; subject: string; username: string | undefined; email: string | undefined },
): Promise<Identification> {
  const knownUser = async (): Promise<Identification | undefined> => {
    const [known] = await db
      .select({ id: users.id, isActive: users.isActive })
      .from(users)
      .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)))
      .limit(1);
    if (!known) return undefined;
    return known.isActive ? { userId: known.id, linked: false } : { refused: 'inactive' };
  };
  const known = await knownUser();
  if (known) return known;
  const names = identity.username ? [identity.username] : [];
  const emails = [identity.email, identity.username]
    .filter((email): email is string => Boolean(email?.includes('@')))
    .map((email) => email.toLowerCase());
  const matches = [
    ...(names.length > 0 ? [inArray(users.username, names)] : []),
    ...(emails.length > 0 ? [inArray(sql`lower(${users.email})`, emails)] : []),
  ];
  if (matches.length === 0) return { refused: 'unknown' };
  const candidates = await db
    .select({ id: users.id, username: users.username, isActive: users.isActive })
    .from(users)
    .where(and(isNull(users.subject), or(...matches)))
    .limit(5);
  // A first call of the same user in parallel (another tab, another instance) may have linked the user since the lookup above.
  const [only, another] = candidates;
  if (!only) return (await knownUser()) ?? { refused: 'unknown' };
  if (another) return { refused: 'ambiguous', candidates: candidates.map((candidate) => candidate.username) };
  if (!only.isActive) return { refused: 'inactive' };
  // Linked once: the row's subject is set only while it is still empty, so two first sign-ins cannot both claim it.
  const linked = await db
    .update(users)
    .set({ issuer: identity.issuer, subject: identity.subject })
    .where(and(eq(users.id, only.id), isNull(users.subject)))
    .returning({ id: users.id });
  if (linked.length === 0) return identifyUser(db, identity);
  return { userId: only.id, linked: true };
}

/** Loads the user by id (or username) with groups and grants; undefined when missing or inactive. */
export async function loadCurrentUser(db: Db, user: number | string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(typeof user === 'number' ? eq(users.id, user) : eq(users.username, user))
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
    .where(
      groupIds.length > 0
        ? or(eq(moduleGrants.userId, row.id), inArray(moduleGrants.groupId, groupIds))
        : eq(moduleGrants.userId, row.id),
    );
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
