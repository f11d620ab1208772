import type { Pool } from 'pg';
import type { OrganizationOption, SessionOrganizationsQuery } from '@portal/contracts/platform/lookups/organizations';
import type { CurrentUser } from '../access/current-user.ts';
import { startsWithPattern } from '../db/like-pattern.ts';

const ORDER_BY: Record<SessionOrganizationsQuery['$orderby'], string> = {
  name: 'o.name, o.id',
  'name desc': 'o.name desc, o.id desc',
  referenceId: 'o.reference_id, o.id',
  'referenceId desc': 'o.reference_id desc, o.id desc',
};

/**
 * The organizations of the session: plan staff (users of a HEALTHPLAN organization, or of none) and administrators
 * see every organization; a user who belongs to an IPA or MSO sees that organization and the ones under it.
 */
export async function listSessionOrganizations(
  pool: Pool,
  user: CurrentUser,
  query: SessionOrganizationsQuery,
): Promise<{ items: OrganizationOption[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (!user.isAdmin && user.organizationId !== null) {
    params.push(user.organizationId);
    conditions.push(`(exists (select 1 from organizations own where own.id = $${params.length} and own.org_type = 'HEALTHPLAN')
      or o.id = $${params.length} or o.parent_id = $${params.length})`);
  }
  if (query.OrgType) {
    params.push(query.OrgType);
    conditions.push(`upper(o.org_type) = $${params.length}`);
  }
  if (query.ParentOrgIds.length > 0) {
    params.push(query.ParentOrgIds);
    conditions.push(`o.parent_id = any($${params.length}::int[])`);
  }
  if (query.searchTerm) {
    params.push(startsWithPattern(query.searchTerm.toLowerCase()));
    conditions.push(`(lower(o.name) like $${params.length} or lower(o.reference_id) like $${params.length})`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const countParams = [...params];
  params.push(query.$top, query.$skip);
  const [page, count] = await Promise.all([
    pool.query<OrganizationOption>(
      `select o.id, o.name, o.reference_id as "referenceId", o.facets_id as "facetsId", o.org_type as "orgType", o.parent_id as "parentId"
       from organizations o ${where} order by ${ORDER_BY[query.$orderby]} limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    pool.query<{ total: number }>(`select count(*)::int as total from organizations o ${where}`, countParams),
  ]);
  return { items: page.rows, total: count.rows[0]?.total ?? 0 };
}
