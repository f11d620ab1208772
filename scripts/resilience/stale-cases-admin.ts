import { post, put, type Call, type Row, type StaleCase } from './stale-case.ts';
import { changedForm } from './stale-cases-enrollment.ts';
import { textOf } from '@portal/contracts/platform/text';

/** The group editor sends back what it read (members, grants), with the version it read it at. */
async function groupEdit(row: Row, description: string, call: Call) {
  const detail = JSON.parse((await call('GET', `/api/usermanagement/groups/${row.id}`)).body.toString('utf8')) as {
    name: string;
    members: { userId?: number; id?: number }[];
    grants: unknown[];
  };
  return put(`/api/usermanagement/groups/${row.id}`, {
    name: detail.name,
    description,
    memberIds: detail.members.map((member) => member.userId ?? member.id),
    grants: detail.grants,
    version: row.version,
  });
}

/** A User Management delete at the version read (the query parameter `version`). */
const deleteAt = (kind: string, row: Row) => ({
  method: 'DELETE',
  url: `/api/usermanagement/${kind}/${row.id}?version=${row.version}`,
});

/** Versioned records of the platform, User Management, Admin and Support, and the first IPA and rate cases. */
export const ADMIN_STALE_CASES: StaleCase[] = [
  {
    name: 'feature flag',
    endpoint: 'PUT /api/admin/feature-flags/{id}',
    user: 'admin',
    table: 'feature_flags',
    pick: 'select id, version, is_active from feature_flags order by id limit 1',
    request: async (row, change) =>
      put(`/api/admin/feature-flags/${row.id}`, {
        isActive: change === 1 ? !row.is_active : Boolean(row.is_active),
        version: row.version,
      }),
  },
  {
    name: 'enrollment feature flag',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/FeatureFlags/{id}',
    user: 'enroll.manager',
    table: 'feature_flags',
    pick: "select id, version, is_active from feature_flags where name like '%enroll%' order by id limit 1",
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/FeatureFlags/${row.id}`, {
        isActive: change === 1 ? !row.is_active : Boolean(row.is_active),
        version: row.version,
      }),
  },
  {
    name: 'domain',
    endpoint: 'PUT /api/usermanagement/domains/{id}',
    user: 'admin',
    table: 'domains',
    pick: 'select id, version, name, description from domains order by id limit 1',
    request: async (row, change) =>
      put(`/api/usermanagement/domains/${row.id}`, {
        name: row.name,
        description: `stale check ${change}`,
        version: row.version,
      }),
  },
  {
    name: 'domain rename',
    endpoint: 'POST /api/domains/{id}/rename',
    user: 'admin',
    table: 'domains',
    pick: 'select id, version, name from domains order by id desc limit 1',
    request: async (row, change) =>
      post(`/api/domains/${row.id}/rename`, { name: `r${change}-${textOf(row.name)}`, version: row.version }),
  },
  {
    name: 'organization',
    endpoint: 'PUT /api/usermanagement/organizations/{id}',
    user: 'admin',
    table: 'organizations',
    pick: 'select id, version, name, org_type, reference_id, facets_id, parent_id from organizations order by id limit 1',
    request: async (row, change) =>
      put(`/api/usermanagement/organizations/${row.id}`, {
        name: `${textOf(row.name).slice(0, 60)} ${change}`,
        orgType: row.org_type,
        referenceId: row.reference_id,
        facetsId: row.facets_id,
        parentId: row.parent_id,
        version: row.version,
      }),
  },
  {
    name: 'user',
    endpoint: 'PUT /api/usermanagement/users/{id}',
    user: 'admin',
    table: 'users',
    pick: "select u.id, u.version, u.name, u.email, u.organization_id, u.domain_id, u.is_active, u.talkdesk_enabled, coalesce(array_agg(g.group_id) filter (where g.group_id is not null), '{}') as group_ids from users u left join user_groups g on g.user_id = u.id where u.username = 'claims.dept' group by u.id",
    request: async (row, change) =>
      put(`/api/usermanagement/users/${row.id}`, {
        name: `Clara Claims ${change}`,
        email: row.email,
        organizationId: row.organization_id ?? undefined,
        domainId: row.domain_id ?? undefined,
        isActive: row.is_active,
        talkdeskEnabled: row.talkdesk_enabled,
        groupIds: row.group_ids,
        version: row.version,
      }),
  },
  {
    name: 'group',
    endpoint: 'PUT /api/usermanagement/groups/{id}',
    user: 'admin',
    table: 'groups',
    pick: "select id, version from groups where name <> 'Administrators' order by id limit 1",
    request: async (row, change, call) => groupEdit(row, `stale check ${change}`, call),
  },
  {
    // Client A edits the group; client B, still holding the version read before, deletes it: 409, the group kept.
    name: 'group delete',
    endpoint: 'DELETE /api/usermanagement/groups/{id}',
    user: 'admin',
    table: 'groups',
    pick: "select id, version from groups where name <> 'Administrators' order by id desc limit 1",
    request: async (row, change, call) =>
      change === 1 ? groupEdit(row, 'Changed before the stale delete', call) : deleteAt('groups', row),
  },
  {
    name: 'organization delete',
    endpoint: 'DELETE /api/usermanagement/organizations/{id}',
    user: 'admin',
    table: 'organizations',
    // One nobody names, so only the version stands in the delete's way.
    pick: `select id, version, name, org_type, reference_id, facets_id, parent_id from organizations o
      where not exists (select 1 from users u where u.organization_id = o.id)
        and not exists (select 1 from organizations c where c.parent_id = o.id)
      order by id desc limit 1`,
    request: async (row, change) =>
      change === 1
        ? put(`/api/usermanagement/organizations/${row.id}`, {
            name: textOf(row.name),
            orgType: row.org_type,
            referenceId: row.reference_id ?? '',
            facetsId: row.facets_id ?? '',
            parentId: row.parent_id,
            version: row.version,
          })
        : deleteAt('organizations', row),
  },
  {
    name: 'domain delete',
    endpoint: 'DELETE /api/usermanagement/domains/{id}',
    user: 'admin',
    table: 'domains',
    pick: `select id, version, name from domains d where not exists (select 1 from users u where u.domain_id = d.id)
      order by id desc limit 1`,
    request: async (row, change) =>
      change === 1
        ? put(`/api/usermanagement/domains/${row.id}`, {
            name: row.name,
            description: 'Changed before the stale delete',
            version: row.version,
          })
        : deleteAt('domains', row),
  },
  {
    name: 'gain share rate',
    endpoint: 'PUT /api/IpaGainShareRate/UpdateGainShareRate',
    user: 'network.manager',
    table: 'gain_share_rates',
    pick: 'select id, version, ipa_code from gain_share_rates order by id limit 1',
    request: async (row, change, call) => {
      const list = JSON.parse(
        (
          await call(
            'GET',
            `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${encodeURIComponent(textOf(row.ipa_code))}`,
          )
        ).body.toString('utf8'),
      ) as unknown;
      const items = (Array.isArray(list) ? list : ((list as { items?: unknown[] }).items ?? [])) as Row[];
      const rate = items.find((item) => item.rateId === row.id || item.id === row.id) ?? {};
      return put('/api/IpaGainShareRate/UpdateGainShareRate', {
        ...rate,
        rateId: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    name: 'risk pool rate',
    endpoint: 'PUT /api/IpaRiskPoolRate/UpdateRiskPoolRate',
    user: 'network.manager',
    table: 'risk_pool_rates',
    pick: 'select id, version, ipa_code from risk_pool_rates order by id limit 1',
    request: async (row, change, call) => {
      const list = JSON.parse(
        (
          await call('GET', `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${encodeURIComponent(textOf(row.ipa_code))}`)
        ).body.toString('utf8'),
      ) as unknown;
      const items = (Array.isArray(list) ? list : ((list as { items?: unknown[] }).items ?? [])) as Row[];
      const rate = items.find((item) => item.rateId === row.id || item.id === row.id) ?? {};
      return put('/api/IpaRiskPoolRate/UpdateRiskPoolRate', {
        ...rate,
        rateId: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    name: 'lookup description (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Descriptions/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_lookup_descriptions',
    pick: 'select id, version, is_active from enrollment_lookup_descriptions order by id limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/Descriptions/${row.id}/Active`, {
        active: change === 1 ? !row.is_active : Boolean(row.is_active),
        version: row.version,
      }),
  },
  {
    name: 'sales rep (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/SalesReps/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_sales_reps',
    pick: 'select id, version, is_active from enrollment_sales_reps order by id limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/SalesReps/${row.id}/Active`, {
        active: change === 1 ? !row.is_active : Boolean(row.is_active),
        version: row.version,
      }),
  },
  {
    name: 'broker (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Brokers/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_brokers',
    pick: 'select id, version, is_active from enrollment_brokers order by id limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/Brokers/${row.id}/Active`, {
        active: change === 1 ? !row.is_active : Boolean(row.is_active),
        version: row.version,
      }),
  },
  {
    name: 'IPA',
    endpoint: 'POST /api/MedicalGroup/UpdateIpa',
    user: 'network.manager',
    table: 'ipas',
    pick: 'select id, version from ipas order by id limit 1',
    request: async (row, change, call) => {
      // The Main Info form sends back what it read, with the version it read it at.
      const detail = JSON.parse(
        (await call('GET', `/api/MedicalGroup/GetDetailByIpaId?ipaId=${row.id}`)).body.toString('utf8'),
      ) as Row;
      const ipa = (detail.ipa as Row | undefined) ?? detail;
      return post('/api/MedicalGroup/UpdateIpa', {
        ...ipa,
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    name: 'cap rate (activation)',
    endpoint: 'POST /api/CapRate/DeactivateCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version, active from cap_rates order by id limit 1',
    request: async (row, change) =>
      post(
        change === 1
          ? row.active
            ? '/api/CapRate/DeactivateCapRate'
            : '/api/CapRate/ActivateCapRate'
          : row.active
            ? '/api/CapRate/ActivateCapRate'
            : '/api/CapRate/DeactivateCapRate',
        { id: row.id, version: row.version },
      ),
  },
  {
    name: 'enrollment work item (form)',
    endpoint: 'PUT /api/MemberEnrollment/SaveMemberEnrollment',
    user: 'enroll.manager',
    table: 'enrollment_work_items',
    pick: "select id, version, form from enrollment_work_items where processing_status in ('New', 'InProgress') and locked_by is null order by id limit 1",
    request: async (row) =>
      put('/api/MemberEnrollment/SaveMemberEnrollment', { id: row.id, version: row.version, form: changedForm(row) }),
  },
  {
    name: 'enrollment work item (status)',
    endpoint: 'PUT /api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
    user: 'enroll.manager',
    table: 'enrollment_work_items',
    pick: "select id, version from enrollment_work_items where processing_status = 'New' and locked_by is null order by id desc limit 1",
    request: async (row, change) =>
      put('/api/MemberEnrollment/UpdateEnrollmentProcessingStatus', {
        id: row.id,
        version: row.version,
        status: change === 1 ? 'InProgress' : 'WaitingForInfo',
        reason: 'stale check',
      }),
  },
  {
    name: 'user (deactivate)',
    endpoint: 'POST /api/usermanagement/users/{id}/deactivate',
    user: 'admin',
    table: 'users',
    // A user no other stale case acts as or reads (care.provider's visits, schedules and profile have cases of their own).
    pick: "select id, version from users where username = 'network.approver'",
    request: async (row) => post(`/api/usermanagement/users/${row.id}/deactivate`, { version: row.version }),
  },
  {
    name: 'lookup description',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Descriptions/{id}',
    user: 'enroll.manager',
    table: 'enrollment_lookup_descriptions',
    pick: 'select id, version, partition_name, code, description, sort_order, is_active from enrollment_lookup_descriptions order by id desc limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/Descriptions/${row.id}`, {
        partitionName: row.partition_name,
        code: row.code,
        description: `${textOf(row.description).slice(0, 150)} ${change}`,
        sortOrder: row.sort_order,
        active: row.is_active,
        version: row.version,
      }),
  },
  {
    name: 'sales rep',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/SalesReps/{id}',
    user: 'enroll.manager',
    table: 'enrollment_sales_reps',
    pick: 'select id, version, code, first_name, last_name, npn, email, phone, is_active from enrollment_sales_reps order by id desc limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/SalesReps/${row.id}`, {
        code: row.code,
        firstName: `${textOf(row.first_name).slice(0, 90)}${change === 1 ? 'a' : 'b'}`,
        lastName: row.last_name,
        npn: row.npn,
        email: row.email ?? undefined,
        phone: row.phone ?? undefined,
        active: row.is_active,
        version: row.version,
      }),
  },
  {
    name: 'broker',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Brokers/{id}',
    user: 'enroll.manager',
    table: 'enrollment_brokers',
    pick: 'select id, version, code, name, agency_name, npn, email, phone, is_active from enrollment_brokers order by id desc limit 1',
    request: async (row, change) =>
      put(`/api/MemberEnrollmentAdmin/Brokers/${row.id}`, {
        code: row.code,
        description: `${textOf(row.name).slice(0, 150)} ${change}`,
        agencyName: row.agency_name ?? undefined,
        npn: row.npn,
        email: row.email ?? undefined,
        phone: row.phone ?? undefined,
        active: row.is_active,
        version: row.version,
      }),
  },
];
