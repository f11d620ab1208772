import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type {
  CreateUserInput,
  UpdateUserInput,
  UserDetail,
  UserListQuery,
  UserRow,
} from '@portal/contracts/user-management/users';
import type { Option } from '@portal/contracts/user-management/paging';
import type { Db, Tx } from '../../platform/db/client.ts';
import { lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { domains, groups, organizations, userGroups, users } from '../../platform/access/access.tables.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { pagedList } from './paged-list.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

/** One page of users, searched by the start of username, name, family name or email (indexed lower(...) prefixes). */
export async function listUsers(pool: pg.Pool, query: UserListQuery): Promise<{ items: UserRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.search) {
    params.push(startsWithPattern(query.search.toLowerCase()));
    where.push(
      `(lower(u.username) like $${params.length} or lower(u.name) like $${params.length} or lower(u.family_name) like $${params.length} or lower(u.email) like $${params.length})`,
    );
  }
  if (query.organizationId) {
    params.push(query.organizationId);
    where.push(`u.organization_id = $${params.length}`);
  }
  if (query.status !== 'all') where.push(query.status === 'active' ? 'u.is_active' : 'not u.is_active');
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  return pagedList<UserRow>(
    pool,
    {
      count: `select count(*)::int as total from users u ${whereSql}`,
      page: `select u.id, u.username, u.name, u.email, o.name as "organizationName", d.name as "domainName",
        u.is_active as "isActive", u.talkdesk_enabled as "talkdeskEnabled",
        coalesce((select array_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id), '{}') as groups
     from users u
     left join organizations o on o.id = u.organization_id
     left join domains d on d.id = u.domain_id
     ${whereSql}
     order by lower(u.username)`,
    },
    params,
    query,
  );
}

export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  const memberships = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, id));
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    organizationId: row.organizationId,
    domainId: row.domainId,
    isActive: row.isActive,
    talkdeskEnabled: row.talkdeskEnabled,
    groupIds: memberships.map((m) => m.groupId).sort((a, b) => a - b),
    hasPassword: row.passwordHash !== null,
    version: row.version,
  };
}

/**
 * Checks the references a user form names; each missing one is a 400 with its own message. The key-share locks hold
 * them until the save commits: a delete of one of them at the same time waits (and then counts this user) or wins (and
 * this save finds it missing).
 */
async function assertReferencesExist(
  tx: Tx,
  input: { organizationId: number | null; domainId: number | null; groupIds: number[] },
): Promise<void> {
  if (input.organizationId !== null) {
    const [org] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('key share');
    if (!org) throw badRequest(M.organizationMissing);
  }
  if (input.domainId !== null) {
    const [domain] = await tx
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.id, input.domainId))
      .for('key share');
    if (!domain) throw badRequest(M.domainMissing);
  }
  const groupIds = [...new Set(input.groupIds)];
  if (groupIds.length > 0) {
    const found = await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds)).for('key share');
    if (found.length !== groupIds.length) throw badRequest(M.groupMissing);
  }
}

async function assertEmailFree(tx: Tx, email: string, exceptUserId: number | null): Promise<void> {
  // An outside identity provider signs users in by email, so two users may not share one (case-insensitive).
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === null
        ? eq(sql`lower(${users.email})`, email.toLowerCase())
        : and(eq(sql`lower(${users.email})`, email.toLowerCase()), sql`${users.id} <> ${exceptUserId}`),
    );
  if (other) throw badRequest(M.emailTaken);
}

async function replaceGroups(tx: Tx, userId: number, groupIds: number[]): Promise<void> {
  await tx.delete(userGroups).where(eq(userGroups.userId, userId));
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) await tx.insert(userGroups).values(unique.map((groupId) => ({ userId, groupId })));
}

async function groupNames(tx: Tx, groupIds: number[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await tx.select({ name: groups.name }).from(groups).where(inArray(groups.id, groupIds));
  return rows.map((row) => row.name).sort();
}

export async function createUser(
  db: Db,
  actor: Actor,
  input: CreateUserInput,
  passwordHash: string | null,
): Promise<UserDetail> {
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (taken) throw badRequest(M.usernameTaken);
    await assertEmailFree(tx, input.email, null);
    await assertReferencesExist(tx, input);
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        name: input.name,
        email: input.email,
        organizationId: input.organizationId,
        domainId: input.domainId,
        isActive: input.isActive,
        talkdeskEnabled: input.talkdeskEnabled,
        passwordHash,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned no row');
    await replaceGroups(tx, created.id, input.groupIds);
    await recordAudit(tx, actor, {
      eventType: 'UserCreated',
      itemId: created.id,
      moduleId: MODULE_IDS.userManagement,
      details: {
        username: input.username,
        email: input.email,
        isActive: input.isActive,
        groups: await groupNames(tx, input.groupIds),
        passwordSet: passwordHash !== null,
      },
    });
    return created.id;
  });
  return getUser(db, id);
}

/** Saves the user form; the version read with the form guards against a second administrator's change (409). */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateUserInput,
  afterChange: (tx: Tx) => Promise<void>,
): Promise<UserDetail> {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, users, { id, version: input.version });
    await assertEmailFree(tx, input.email, id);
    await assertReferencesExist(tx, input);
    const groupsBefore = (
      await tx.select({ groupId: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, id))
    ).map((row) => row.groupId);
    await updateAtVersion(
      tx,
      users,
      { id, version: input.version },
      {
        name: input.name,
        email: input.email,
        organizationId: input.organizationId,
        domainId: input.domainId,
        isActive: input.isActive,
        talkdeskEnabled: input.talkdeskEnabled,
        updatedAt: new Date(),
      },
    );
    await replaceGroups(tx, id, input.groupIds);
    await afterChange(tx);
    const changes: Record<string, unknown> = {};
    for (const field of ['name', 'email', 'organizationId', 'domainId', 'isActive', 'talkdeskEnabled'] as const) {
      if (before[field] !== input[field]) changes[field] = { from: before[field], to: input[field] };
    }
    const [namesBefore, namesAfter] = [await groupNames(tx, groupsBefore), await groupNames(tx, input.groupIds)];
    if (namesBefore.join('|') !== namesAfter.join('|')) changes.groups = { from: namesBefore, to: namesAfter };
    await recordAudit(tx, actor, {
      eventType: 'UserUpdated',
      itemId: id,
      moduleId: MODULE_IDS.userManagement,
      details: { username: before.username, changes },
    });
  });
  return getUser(db, id);
}

/** Users are never deleted (their audit trail names them); deactivation stops them signing in. */
export async function deactivateUser(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  afterChange: (tx: Tx) => Promise<void>,
): Promise<UserDetail> {
  await db.transaction(async (tx) => {
    const updated = await updateAtVersion(
      tx,
      users,
      { id, version },
      { isActive: false, updatedAt: new Date() },
      { username: users.username },
    );
    await afterChange(tx);
    await recordAudit(tx, actor, {
      eventType: 'UserDeactivated',
      itemId: id,
      moduleId: MODULE_IDS.userManagement,
      details: { username: updated.username },
    });
  });
  return getUser(db, id);
}

/** Options for the user form's selects: all groups and domains (a few dozen), organizations by name prefix. */
export async function userFormOptions(pool: pg.Pool): Promise<{ groups: Option[]; domains: Option[] }> {
  const [groupRows, domainRows] = await Promise.all([
    pool.query<Option>('select id, name from groups order by lower(name)'),
    pool.query<Option>('select id, name from domains order by name'),
  ]);
  return { groups: groupRows.rows, domains: domainRows.rows };
}

export async function organizationOptions(
  pool: pg.Pool,
  search: string | undefined,
  includeId: number | undefined,
): Promise<Option[]> {
  const params: unknown[] = [search ? startsWithPattern(search.toLowerCase()) : '%'];
  const { rows } = await pool.query<Option>(
    `(select id, name || ' (' || org_type || ')' as name from organizations where lower(name) like $1 order by lower(name) limit 50)
     ${includeId ? `union select id, name || ' (' || org_type || ')' from organizations where id = $2` : ''}`,
    includeId ? [...params, includeId] : params,
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
