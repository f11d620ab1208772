import type { Pool } from 'pg';
import type { UserReportQuery, UserReportRow } from '@portal/contracts/user-management/user-report';
import { MODULES } from '@portal/contracts/platform/modules';
import { ADMIN_GROUP } from '../../platform/access/current-user.ts';
import { startsWithPattern } from '../../platform/db/like-pattern.ts';

const ORDER_BY: Record<UserReportQuery['$orderby'], string> = {
  username: 'u.username',
  'username desc': 'u.username desc',
  name: 'u.name, u.username',
  'name desc': 'u.name desc, u.username',
  lastSignIn: 'last_sign_in nulls first, u.username',
  'lastSignIn desc': 'last_sign_in desc nulls last, u.username',
};

export type UserReportFilters = Pick<UserReportQuery, 'searchTerm' | 'groupIds' | 'isActive' | '$orderby'>;

/** The report's SQL: one row per user with groups, readable module ids and the last sign-in. */
export function userReportSql(filters: UserReportFilters): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  if (filters.searchTerm) {
    values.push(startsWithPattern(filters.searchTerm.toLowerCase()));
    conditions.push(
      `(lower(u.username) like $${values.length} or lower(u.name) like $${values.length} or lower(u.email) like $${values.length})`,
    );
  }
  if (filters.groupIds.length > 0) {
    values.push(filters.groupIds);
    conditions.push(
      `exists (select 1 from user_groups ug where ug.user_id = u.id and ug.group_id = any($${values.length}::int[]))`,
    );
  }
  if (filters.isActive !== undefined) {
    values.push(filters.isActive);
    conditions.push(`u.is_active = $${values.length}`);
  }
  const text = `
    select u.id as user_id, u.username, u.name, u.email, u.is_active, org.name as organization,
      coalesce((select array_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id), '{}') as groups,
      coalesce((select array_agg(distinct mg.module_id order by mg.module_id) from module_grants mg
                where 'read' = any(mg.actions)
                  and (mg.user_id = u.id or mg.group_id in (select ug.group_id from user_groups ug where ug.user_id = u.id))), '{}') as module_ids,
      exists (select 1 from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = u.id and g.name = '${ADMIN_GROUP.replace(/'/g, "''")}') as is_admin,
      (select max(e.at) from user_events e where e.user_id = u.id and e.event_type = 'SignIn') as last_sign_in
    from users u left join organizations org on org.id = u.organization_id
    ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
    order by ${ORDER_BY[filters.$orderby]}`;
  return { text, values };
}

export interface UserReportDbRow {
  user_id: number;
  username: string;
  name: string;
  email: string;
  is_active: boolean;
  organization: string | null;
  groups: string[];
  module_ids: number[];
  is_admin: boolean;
  last_sign_in: Date | null;
}

const MENU_ORDER = new Map(MODULES.map((entry, index) => [entry.id, index]));
const ALL_MODULE_IDS = MODULES.map((entry) => entry.id);

export function toUserReportRow(row: UserReportDbRow): UserReportRow {
  const moduleIds = (row.is_admin ? ALL_MODULE_IDS : row.module_ids)
    .filter((id) => MENU_ORDER.has(id))
    .sort((a, b) => (MENU_ORDER.get(a) ?? 0) - (MENU_ORDER.get(b) ?? 0));
  const labels = moduleIds.map((id) => {
    const entry = MODULES.find((module) => module.id === id);
    return entry
      ? entry.group && entry.group !== entry.label
        ? `${entry.group} - ${entry.label}`
        : entry.label
      : String(id);
  });
  return {
    userId: row.user_id,
    username: row.username,
    name: row.name,
    email: row.email,
    isActive: row.is_active,
    organization: row.organization,
    groups: row.groups,
    moduleIds,
    modules: labels,
    lastSignIn: row.last_sign_in ? row.last_sign_in.toISOString() : null,
  };
}

export async function listUserReport(
  pool: Pool,
  query: UserReportQuery,
): Promise<{ items: UserReportRow[]; total: number }> {
  const { text, values } = userReportSql(query);
  const [page, count] = await Promise.all([
    pool.query<UserReportDbRow>(`${text} limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.$top,
      query.$skip,
    ]),
    pool.query<{ total: number }>(`select count(*)::int as total from (${text}) report`, values),
  ]);
  return { items: page.rows.map(toUserReportRow), total: count.rows[0]?.total ?? 0 };
}
