import { ADMIN_GROUP } from '../../platform/access/current-user.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type { Domain, DomainFormInput } from '@portal/contracts/user-management/domains';
import type { DeletedRecord, ListQuery } from '@portal/contracts/user-management/paging';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { deleteAtVersion, lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { domains, users } from '../../platform/access/access.tables.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { pagedList } from './paged-list.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

const SELECT_DOMAIN = `select d.id, d.name, d.description, (select count(*)::int from users u where u.domain_id = d.id) as "userCount", d.version from domains d`;

export async function listDomains(pool: pg.Pool, query: ListQuery): Promise<{ items: Domain[]; total: number }> {
  const params: unknown[] = query.search ? [startsWithPattern(query.search.toLowerCase())] : [];
  const whereSql = query.search ? 'where d.name like $1' : '';
  return pagedList<Domain>(
    pool,
    {
      count: `select count(*)::int as total from domains d ${whereSql}`,
      page: `${SELECT_DOMAIN} ${whereSql} order by d.name`,
    },
    params,
    query,
  );
}

export async function getDomain(pool: pg.Pool, id: number): Promise<Domain> {
  const { rows } = await pool.query<Domain>(`${SELECT_DOMAIN} where d.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function assertNameFree(tx: Tx, name: string, exceptId: number | null): Promise<void> {
  const [other] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(exceptId === null ? eq(domains.name, name) : and(eq(domains.name, name), sql`${domains.id} <> ${exceptId}`));
  if (other) throw badRequest(M.domainNameTaken);
}

export async function createDomain(db: Db, pool: pg.Pool, actor: Actor, input: DomainFormInput): Promise<Domain> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, input.name, null);
    const [created] = await tx
      .insert(domains)
      .values({ name: input.name, description: input.description || null })
      .returning({ id: domains.id });
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      eventType: 'DomainCreated',
      itemId: created.id,
      moduleId: MODULE_IDS.domains,
      details: { name: input.name },
    });
    return created.id;
  });
  return getDomain(pool, id);
}

export async function updateDomain(
  db: Db,
  pool: pg.Pool,
  actor: Actor,
  id: number,
  input: DomainFormInput & { version: number },
): Promise<Domain> {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, domains, { id, version: input.version });
    await assertNameFree(tx, input.name, id);
    await updateAtVersion(
      tx,
      domains,
      { id, version: input.version },
      { name: input.name, description: input.description || null },
    );
    await recordAudit(tx, actor, {
      eventType: 'DomainUpdated',
      itemId: id,
      moduleId: MODULE_IDS.domains,
      details: {
        name: { from: before.name, to: input.name },
        description: { from: before.description, to: input.description || null },
      },
    });
  });
  return getDomain(pool, id);
}

/**
 * Deletes a domain at the version read, unless users still belong to it (400 naming how many; nothing changed). The
 * row is locked first, and user saves that name it take a key-share lock on it, so none can join in between.
 */
export async function deleteDomain(db: Db, actor: Actor, id: number, version: number): Promise<DeletedRecord> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, domains, { id, version });
    const [named] = await tx.select({ n: count() }).from(users).where(eq(users.domainId, id));
    const userCount = named?.n ?? 0;
    if (userCount > 0) throw badRequest(M.domainInUse(userCount));
    await deleteAtVersion(tx, domains, { id, version });
    await recordAudit(tx, actor, {
      eventType: 'DomainDeleted',
      itemId: id,
      moduleId: MODULE_IDS.domains,
      details: { name: before.name, description: before.description },
    });
    return { id, name: before.name };
  });
}

/** Renames a domain at the version read, keeping its description (409 when stale, 400 when the name is taken). */
export async function renameDomain(
  db: Db,
  pool: pg.Pool,
  actor: Actor,
  id: number,
  input: { name: string; version: number },
): Promise<Domain> {
  const current = await getDomain(pool, id);
  return updateDomain(db, pool, actor, id, { ...input, description: current.description ?? '' });
}

/** The organizations the domain's users belong to, with how many of its users each has; 404 for an unknown domain. */
export async function domainOrganizations(pool: pg.Pool, id: number) {
  await getDomain(pool, id);
  const { rows } = await pool.query<{
    id: number;
    name: string;
    orgType: string;
    referenceId: string | null;
    userCount: number;
  }>(
    `select o.id, o.name, o.org_type as "orgType", o.reference_id as "referenceId", count(*)::int as "userCount"
     from users u join organizations o on o.id = u.organization_id
     where u.domain_id = $1 group by o.id order by o.name, o.id`,
    [id],
  );
  return { items: rows, total: rows.length };
}

/** The domain's active users in the administrators' group, by name; 404 for an unknown domain. */
export async function domainAdmins(pool: pg.Pool, id: number) {
  await getDomain(pool, id);
  const { rows } = await pool.query<{ id: number; username: string; name: string; email: string }>(
    `select u.id, u.username, u.name, u.email from users u
     where u.domain_id = $1 and u.is_active and exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
       where ug.user_id = u.id and g.name = $2)
     order by u.name, u.id`,
    [id, ADMIN_GROUP],
  );
  return { items: rows, total: rows.length };
}
