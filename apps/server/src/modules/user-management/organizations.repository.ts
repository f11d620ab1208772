import { count, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import type {
  Organization,
  OrganizationFormInput,
  OrganizationListQuery,
} from '@portal/contracts/user-management/organizations';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import type { Db, Tx } from '../../platform/db/client.ts';
import { deleteAtVersion, lockAtVersion, updateAtVersion } from '../../platform/db/write-at-version.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { organizations, users } from '../../platform/access/access.tables.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import type { DeletedRecord } from '@portal/contracts/user-management/paging';
import { pagedList } from './paged-list.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

const SELECT_ORGANIZATION = `select o.id, o.name, o.org_type as "orgType", o.reference_id as "referenceId", o.facets_id as "facetsId",
    o.parent_id as "parentId", p.name as "parentName", o.version
  from organizations o left join organizations p on p.id = o.parent_id`;

/** Organizations by type and the start of name, reference id or Facets id; 20,000 IPAs stay fast on the prefix indexes. */
export async function listOrganizations(
  pool: pg.Pool,
  query: OrganizationListQuery,
): Promise<{ items: Organization[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.orgType) {
    params.push(query.orgType);
    where.push(`o.org_type = $${params.length}`);
  }
  if (query.search) {
    params.push(startsWithPattern(query.search.toLowerCase()));
    where.push(
      `(lower(o.name) like $${params.length} or lower(o.reference_id) like $${params.length} or lower(o.facets_id) like $${params.length})`,
    );
  }
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  return pagedList<Organization>(
    pool,
    {
      count: `select count(*)::int as total from organizations o ${whereSql}`,
      page: `${SELECT_ORGANIZATION} ${whereSql} order by lower(o.name), o.id`,
    },
    params,
    query,
  );
}

export async function getOrganization(pool: pg.Pool, id: number): Promise<Organization> {
  const { rows } = await pool.query<Organization>(`${SELECT_ORGANIZATION} where o.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The parent must exist and must not be the organization itself or one of its descendants (no cycles). */
async function assertParentAllowed(tx: Tx, id: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === id) throw badRequest(M.parentIsSelf);
  // Key share: a delete of the parent running at the same time waits for this save (and then sees the child) or wins.
  const [parent] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, parentId))
    .for('key share');
  if (!parent) throw badRequest(M.parentMissing);
  if (id === null) return;
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    with recursive ancestors(id, parent_id, depth) as (
      select id, parent_id, 0 from organizations where id = ${parentId}
      union all
      select o.id, o.parent_id, a.depth + 1 from organizations o join ancestors a on o.id = a.parent_id where a.depth < 50
    )
    select exists (select 1 from ancestors where id = ${id}) as found`);
  if (rows[0]?.found) throw badRequest(M.parentCycle);
}

const toRow = (input: OrganizationFormInput) => ({
  name: input.name,
  orgType: input.orgType,
  referenceId: input.referenceId || null,
  facetsId: input.facetsId || null,
  parentId: input.parentId,
});

export async function createOrganization(
  db: Db,
  pool: pg.Pool,
  actor: Actor,
  input: OrganizationFormInput,
): Promise<Organization> {
  const id = await db.transaction(async (tx) => {
    await assertParentAllowed(tx, null, input.parentId);
    const [created] = await tx.insert(organizations).values(toRow(input)).returning({ id: organizations.id });
    if (!created) throw new Error('insert returned no row');
    await recordAudit(tx, actor, {
      eventType: 'OrganizationCreated',
      itemId: created.id,
      moduleId: MODULE_IDS.organizations,
      details: toRow(input),
    });
    return created.id;
  });
  return getOrganization(pool, id);
}

export async function updateOrganization(
  db: Db,
  pool: pg.Pool,
  actor: Actor,
  id: number,
  input: OrganizationFormInput & { version: number },
): Promise<Organization> {
  await db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, organizations, { id, version: input.version });
    await assertParentAllowed(tx, id, input.parentId);
    const after = toRow(input);
    await updateAtVersion(tx, organizations, { id, version: input.version }, { ...after });
    const changes: Record<string, unknown> = {};
    for (const field of ['name', 'orgType', 'referenceId', 'facetsId', 'parentId'] as const) {
      if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
    }
    await recordAudit(tx, actor, {
      eventType: 'OrganizationUpdated',
      itemId: id,
      moduleId: MODULE_IDS.organizations,
      details: { name: after.name, changes },
    });
  });
  return getOrganization(pool, id);
}

/**
 * Deletes an organization at the version read, unless users or child organizations still name it (400 naming how
 * many; nothing changed). The row is locked first, and saves that name it take a key-share lock on it, so no user or
 * child can be attached between the count and the delete.
 */
export async function deleteOrganization(db: Db, actor: Actor, id: number, version: number): Promise<DeletedRecord> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, organizations, { id, version });
    const [named] = await tx.select({ n: count() }).from(users).where(eq(users.organizationId, id));
    const [children] = await tx.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id));
    const userCount = named?.n ?? 0;
    const childCount = children?.n ?? 0;
    if (userCount > 0 || childCount > 0) throw badRequest(M.organizationInUse(userCount, childCount));
    await deleteAtVersion(tx, organizations, { id, version });
    await recordAudit(tx, actor, {
      eventType: 'OrganizationDeleted',
      itemId: id,
      moduleId: MODULE_IDS.organizations,
      details: {
        name: before.name,
        orgType: before.orgType,
        referenceId: before.referenceId,
        facetsId: before.facetsId,
        parentId: before.parentId,
      },
    });
    return { id, name: before.name };
  });
}
