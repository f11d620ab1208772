import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Action } from '@portal/contracts/platform/modules';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { isRuleGroup } from '@portal/contracts/platform/groups';
import type { GroupDetail, GroupFormInput, GroupRow, UpdateGroupInput } from '@portal/contracts/user-management/groups';
import type { DeletedRecord, ListQuery } from '@portal/contracts/user-management/paging';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { deleteAtVersion, lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { groups, moduleGrants, userGroups, users } from '../../platform/access/access.tables.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { pagedList } from './paged-list.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

export async function listGroups(pool: pg.Pool, query: ListQuery): Promise<{ items: GroupRow[]; total: number }> {
  const params: unknown[] = query.search ? [startsWithPattern(query.search.toLowerCase())] : [];
  const whereSql = query.search ? 'where lower(g.name) like $1' : '';
  return pagedList<GroupRow>(
    pool,
    {
      count: `select count(*)::int as total from groups g ${whereSql}`,
      page: `select g.id, g.name, g.description,
        (select count(*)::int from user_groups ug where ug.group_id = g.id) as "memberCount",
        (select count(*)::int from module_grants mg where mg.group_id = g.id) as "moduleCount"
     from groups g ${whereSql}
     order by lower(g.name)`,
    },
    params,
    query,
  );
}

export async function getGroup(db: Db, id: number): Promise<GroupDetail> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id));
  if (!row) throw notFound();
  const members = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(eq(userGroups.groupId, id))
    .orderBy(users.username);
  const grants = await db
    .select({ moduleId: moduleGrants.moduleId, actions: moduleGrants.actions })
    .from(moduleGrants)
    .where(eq(moduleGrants.groupId, id))
    .orderBy(moduleGrants.moduleId);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members,
    grants: grants.map((g) => ({ moduleId: g.moduleId, actions: g.actions as Action[] })),
    version: row.version,
  };
}

async function assertNameFree(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  const [other] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(
      exceptId === null
        ? eq(sql`lower(${groups.name})`, name.toLowerCase())
        : and(eq(sql`lower(${groups.name})`, name.toLowerCase()), sql`${groups.id} <> ${exceptId}`),
    );
  if (other) throw badRequest(M.groupNameTaken);
}

async function assertMembersExist(tx: Tx, memberIds: number[]): Promise<void> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  if (found.length !== unique.length) throw badRequest(M.userMissing);
}

/** Replaces the group's members and module grants with the form's. */
async function replaceMembersAndGrants(tx: Tx, groupId: number, input: GroupFormInput): Promise<void> {
  await tx.delete(userGroups).where(eq(userGroups.groupId, groupId));
  const members = [...new Set(input.memberIds)];
  if (members.length > 0) await tx.insert(userGroups).values(members.map((userId) => ({ userId, groupId })));
  await tx.delete(moduleGrants).where(and(eq(moduleGrants.groupId, groupId), isNotNull(moduleGrants.groupId)));
  // Actions are stored in the catalogue's order so the grant reads the same however the form listed them.
  const order: Action[] = ['read', 'write', 'approve', 'export', 'admin'];
  if (input.grants.length > 0) {
    await tx.insert(moduleGrants).values(
      input.grants.map((grant) => ({
        groupId,
        moduleId: grant.moduleId,
        actions: order.filter((action) => grant.actions.includes(action)),
      })),
    );
  }
}

function grantSummary(grants: { moduleId: number; actions: string[] }[]): Record<string, string[]> {
  return Object.fromEntries(
    [...grants]
      .sort((a, b) => a.moduleId - b.moduleId)
      .map((grant) => [String(grant.moduleId), [...grant.actions].sort()]),
  );
}

export async function createGroup(db: Db, actor: Actor, input: GroupFormInput): Promise<GroupDetail> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, input.name, null);
    await assertMembersExist(tx, input.memberIds);
    const [created] = await tx
      .insert(groups)
      .values({ name: input.name, description: input.description || null })
      .returning({ id: groups.id });
    if (!created) throw new Error('insert returned no row');
    await replaceMembersAndGrants(tx, created.id, input);
    await recordAudit(tx, actor, {
      eventType: 'GroupCreated',
      itemId: created.id,
      moduleId: MODULE_IDS.groups,
      details: {
        name: input.name,
        memberIds: [...new Set(input.memberIds)].sort((a, b) => a - b),
        grants: grantSummary(input.grants),
      },
    });
    return created.id;
  });
  return getGroup(db, id);
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateGroupInput,
  afterChange: (tx: Tx) => Promise<void>,
): Promise<GroupDetail> {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, groups, { id, version: input.version });
    if (isRuleGroup(before.name) && input.name !== before.name) throw badRequest(M.groupRenamedByRules(before.name));
    await assertNameFree(tx, input.name, id);
    await assertMembersExist(tx, input.memberIds);
    const membersBefore = (
      await tx.select({ userId: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, id))
    ).map((row) => row.userId);
    const grantsBefore = await tx
      .select({ moduleId: moduleGrants.moduleId, actions: moduleGrants.actions })
      .from(moduleGrants)
      .where(eq(moduleGrants.groupId, id));
    await updateAtVersion(
      tx,
      groups,
      { id, version: input.version },
      { name: input.name, description: input.description || null },
    );
    await replaceMembersAndGrants(tx, id, input);
    await afterChange(tx);
    const membersAfter = new Set(input.memberIds);
    const memberSetBefore = new Set(membersBefore);
    await recordAudit(tx, actor, {
      eventType: 'GroupUpdated',
      itemId: id,
      moduleId: MODULE_IDS.groups,
      details: {
        name: before.name === input.name ? input.name : { from: before.name, to: input.name },
        membersAdded: [...membersAfter].filter((userId) => !memberSetBefore.has(userId)),
        membersRemoved: membersBefore.filter((userId) => !membersAfter.has(userId)),
        grantsBefore: grantSummary(grantsBefore),
        grantsAfter: grantSummary(input.grants),
      },
    });
  });
  return getGroup(db, id);
}

/**
 * Deletes a group at the version read. Its memberships and module grants are rows of link tables whose foreign keys
 * cascade, so they go with it in the same statement: the members lose the access the group gave. The audit event keeps
 * what was deleted (name, members, grants). `afterChange` runs after the delete, inside the transaction (the check that
 * the acting administrator keeps their own rights), so a refusal leaves everything as it was.
 */
export async function deleteGroup(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  afterChange: (tx: Tx) => Promise<void>,
): Promise<DeletedRecord> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, groups, { id, version });
    if (isRuleGroup(before.name)) throw badRequest(M.groupReadByRules(before.name));
    const members = await tx
      .select({ userId: userGroups.userId })
      .from(userGroups)
      .where(eq(userGroups.groupId, id))
      .orderBy(userGroups.userId);
    const grants = await tx
      .select({ moduleId: moduleGrants.moduleId, actions: moduleGrants.actions })
      .from(moduleGrants)
      .where(eq(moduleGrants.groupId, id));
    await deleteAtVersion(tx, groups, { id, version });
    await afterChange(tx);
    await recordAudit(tx, actor, {
      eventType: 'GroupDeleted',
      itemId: id,
      moduleId: MODULE_IDS.groups,
      details: {
        name: before.name,
        description: before.description,
        memberIds: members.map((row) => row.userId),
        grants: grantSummary(grants),
      },
    });
    return { id, name: before.name };
  });
}
