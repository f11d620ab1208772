import type pg from 'pg';
import type { HttpAnswer } from '../bench/http-client.ts';
import { resolveSchema, type JsonSchema, type OpenApiDocument } from './schema-fuzz.ts';

type Row = Record<string, unknown>;
export type Call = (method: string, url: string, body?: unknown) => Promise<HttpAnswer>;

/**
 * One versioned endpoint: a record to change (with the version it was read at), and a valid change to send twice.
 * The first change (current version, one client) must succeed; the second, sent by another client still carrying
 * the version it read before the first, must get 409 with a message and leave the record as the first change left it.
 *
 * To cover a new versioned endpoint, add a case here: `pick` reads the record (SQL on the demo data, with its
 * id and version), `request` builds the call from it (`change` 1 is the fresh one, 2 the stale one).
 */
export interface StaleCase {
  name: string;
  /** The endpoint as the OpenAPI document lists it (method and path): the coverage check matches on it. */
  endpoint: string;
  user: string;
  /** The table the record lives in, compared before and after the stale write (by `id`). */
  table: string;
  pick: string;
  /** The answer the fresh change gets (200 unless the endpoint answers otherwise, e.g. 204). */
  okStatus?: number;
  request(row: Row, change: 1 | 2, call: Call): Promise<{ method: string; url: string; body?: unknown }>;
  /**
   * For a batch endpoint that answers 200 with a result per item: the stale item's refusal message, or undefined
   * when the answer does not refuse it. Other endpoints must answer 409.
   */
  staleItemMessage?(answer: HttpAnswer): string | undefined;
}

const put = (url: string, body: unknown) => ({ method: 'PUT', url, body });
const post = (url: string, body: unknown) => ({ method: 'POST', url, body });
const json = async <T = Row>(answer: Promise<HttpAnswer>): Promise<T> =>
  JSON.parse((await answer).body.toString('utf8')) as T;
const itemsOf = (value: unknown): Row[] =>
  (Array.isArray(value) ? value : ((value as { items?: unknown[] } | undefined)?.items ?? [])) as Row[];

export const STALE_CASES: StaleCase[] = [
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
    name: 'organization',
    endpoint: 'PUT /api/usermanagement/organizations/{id}',
    user: 'admin',
    table: 'organizations',
    pick: 'select id, version, name, org_type, reference_id, facets_id, parent_id from organizations order by id limit 1',
    request: async (row, change) =>
      put(`/api/usermanagement/organizations/${row.id}`, {
        name: `${String(row.name).slice(0, 60)} ${change}`,
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
    request: async (row, change, call) => {
      // The group editor sends back what it read, with the version it read it at.
      const detail = JSON.parse((await call('GET', `/api/usermanagement/groups/${row.id}`)).body.toString('utf8')) as {
        name: string;
        description: string | null;
        members: { userId?: number; id?: number }[];
        grants: unknown[];
      };
      return put(`/api/usermanagement/groups/${row.id}`, {
        name: detail.name,
        description: `stale check ${change}`,
        memberIds: detail.members.map((member) => member.userId ?? member.id),
        grants: detail.grants,
        version: row.version,
      });
    },
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
            `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`,
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
          await call('GET', `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`)
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
      put('/api/MemberEnrollment/SaveMemberEnrollment', { id: row.id, version: row.version, form: row.form }),
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
    pick: "select id, version from users where username = 'care.provider'",
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
        description: `${String(row.description).slice(0, 150)} ${change}`,
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
        firstName: `${String(row.first_name).slice(0, 90)}${change === 1 ? 'a' : 'b'}`,
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
        description: `${String(row.name).slice(0, 150)} ${change}`,
        agencyName: row.agency_name ?? undefined,
        npn: row.npn,
        email: row.email ?? undefined,
        phone: row.phone ?? undefined,
        active: row.is_active,
        version: row.version,
      }),
  },
  // ---- IPA administration: each record is read through the API and sent back with the version it was read at ----
  {
    name: 'additional contact',
    endpoint: 'POST /api/AdditionalContact/UpdateAdditionalContact',
    user: 'network.manager',
    table: 'ipa_additional_contacts',
    pick: 'select id, version, ipa_web_id from ipa_additional_contacts order by id limit 1',
    request: async (row, change, call) => {
      const contact =
        itemsOf(
          await json(call('GET', `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${row.ipa_web_id}`)),
        ).find((item) => item.id === row.id) ?? {};
      return post('/api/AdditionalContact/UpdateAdditionalContact', {
        ...withoutNulls(contact),
        id: row.id,
        version: row.version,
        comments: `stale check ${change}`,
      });
    },
  },
  {
    name: 'IPA plan',
    endpoint: 'POST /api/IpaPlan/AddOrUpdateIpaPlan',
    user: 'network.manager',
    table: 'ipa_plans',
    pick: 'select id, version, ipa_code from ipa_plans order by id limit 1',
    request: async (row, change, call) => {
      const plan =
        itemsOf(
          await json(call('GET', `/api/IpaPlan/SearchIpaPlans?ipaCode=${encodeURIComponent(String(row.ipa_code))}`)),
        ).find((item) => item.id === row.id) ?? {};
      return post('/api/IpaPlan/AddOrUpdateIpaPlan', {
        ...withoutNulls(plan),
        id: row.id,
        version: row.version,
        specialty: `stale check ${change}`,
      });
    },
  },
  {
    name: 'county mapping',
    endpoint: 'PUT /api/IpaCountyMapping/{id}',
    user: 'network.manager',
    table: 'ipa_county_mappings',
    pick: 'select id, version, ipa_code from ipa_county_mappings where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const mapping =
        itemsOf(
          await json(
            call(
              'GET',
              `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${encodeURIComponent(String(row.ipa_code))}`,
            ),
          ),
        ).find((item) => item.id === row.id) ?? {};
      return put(`/api/IpaCountyMapping/${row.id}`, {
        data: { ...withoutNulls(mapping), version: row.version, isActive: change === 1 },
      });
    },
  },
  {
    name: 'network mapping',
    endpoint: 'PUT /api/IpaWebNetworkMapping/UpdateNetworkMapping',
    user: 'network.manager',
    table: 'ipa_network_mappings',
    pick: 'select id, version from ipa_network_mappings order by id limit 1',
    request: async (row, change, call) => {
      const mapping = await json(call('GET', `/api/IpaWebNetworkMapping/GetNetworkMappingDetail?id=${row.id}`));
      return put('/api/IpaWebNetworkMapping/UpdateNetworkMapping', {
        data: { ...withoutNulls(mapping), version: row.version, specialty: `stale check ${change}` },
      });
    },
  },
  {
    name: 'DOFR contract',
    endpoint: 'PUT /api/DOFRContract/{id}',
    user: 'network.manager',
    table: 'dofr_contracts',
    pick: 'select id, version, ipa_code from dofr_contracts where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const contract =
        itemsOf(
          await json(
            call('GET', `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${encodeURIComponent(String(row.ipa_code))}`),
          ),
        ).find((item) => item.id === row.id) ?? {};
      const assignments = ((contract.assignments as Row[] | undefined) ?? []).map((assignment, index) => ({
        ...withoutNulls(assignment),
        comment: index === 0 ? `stale check ${change}` : (assignment.comment ?? undefined),
      }));
      return put(`/api/DOFRContract/${row.id}`, {
        data: {
          id: row.id,
          version: row.version,
          ipaCode: contract.ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments,
        },
      });
    },
  },
  {
    // Client A changes the plan mapping; client B deletes it with the version read before that change.
    name: 'IPA plan (delete)',
    endpoint: 'DELETE /api/IpaPlan/DeleteIpaPlan',
    user: 'network.manager',
    table: 'ipa_plans',
    pick: 'select id, version, ipa_code from ipa_plans order by id desc limit 1',
    request: async (row, change, call) => {
      const ipaCode = encodeURIComponent(String(row.ipa_code));
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/IpaPlan/DeleteIpaPlan?id=${row.id}&ipaCode=${ipaCode}&version=${row.version}`,
        };
      const plan =
        itemsOf(await json(call('GET', `/api/IpaPlan/SearchIpaPlans?ipaCode=${ipaCode}`))).find(
          (item) => item.id === row.id,
        ) ?? {};
      return post('/api/IpaPlan/AddOrUpdateIpaPlan', {
        ...withoutNulls(plan),
        id: row.id,
        version: row.version,
        specialty: 'changed before the stale delete',
      });
    },
  },
  {
    name: 'county mapping (delete)',
    endpoint: 'DELETE /api/IpaCountyMapping/DeleteIpaCounty',
    user: 'network.manager',
    table: 'ipa_county_mappings',
    pick: 'select id, version, ipa_code from ipa_county_mappings where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      const ipaCode = encodeURIComponent(String(row.ipa_code));
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/IpaCountyMapping/DeleteIpaCounty?id=${row.id}&ipaCode=${ipaCode}&version=${row.version}`,
        };
      const mapping =
        itemsOf(await json(call('GET', `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipaCode}`))).find(
          (item) => item.id === row.id,
        ) ?? {};
      return put(`/api/IpaCountyMapping/${row.id}`, {
        data: { ...withoutNulls(mapping), version: row.version, isActive: !mapping.isActive },
      });
    },
  },
  {
    name: 'DOFR contract (delete)',
    endpoint: 'DELETE /api/DOFRContract/{id}',
    user: 'network.manager',
    table: 'dofr_contracts',
    pick: 'select id, version, ipa_code from dofr_contracts where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      if (change === 2) return { method: 'DELETE', url: `/api/DOFRContract/${row.id}?version=${row.version}` };
      const contract =
        itemsOf(
          await json(
            call('GET', `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${encodeURIComponent(String(row.ipa_code))}`),
          ),
        ).find((item) => item.id === row.id) ?? {};
      const assignments = ((contract.assignments as Row[] | undefined) ?? []).map((assignment, index) => ({
        ...withoutNulls(assignment),
        comment: index === 0 ? 'changed before the stale delete' : (assignment.comment ?? undefined),
      }));
      return put(`/api/DOFRContract/${row.id}`, {
        data: {
          id: row.id,
          version: row.version,
          ipaCode: contract.ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments,
        },
      });
    },
  },
  {
    name: 'cap rate (overwrite)',
    endpoint: 'POST /api/CapRate/OverwriteExistingCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version from cap_rates order by id desc limit 1',
    request: async (row, change, call) => {
      const rate = await json(call('GET', `/api/CapRate/GetCapRateDetail?id=${row.id}`));
      return post('/api/CapRate/OverwriteExistingCapRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    // Client A deactivates the rate; client B, still seeing it at the old version, activates it.
    name: 'cap rate (activate)',
    endpoint: 'POST /api/CapRate/ActivateCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version from cap_rates where active order by id desc limit 1',
    request: async (row, change) =>
      post(change === 1 ? '/api/CapRate/DeactivateCapRate' : '/api/CapRate/ActivateCapRate', {
        id: row.id,
        version: row.version,
      }),
  },
  {
    name: 'special rate',
    endpoint: 'POST /api/CapSpecialRate/UpdateCapSpecialRate',
    user: 'network.manager',
    table: 'cap_special_rates',
    pick: 'select id, version from cap_special_rates where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rate = await json(call('GET', `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${row.id}`));
      return post('/api/CapSpecialRate/UpdateCapSpecialRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    // Client A changes the special rate; client B deletes it with the version read before that change.
    name: 'special rate (delete)',
    endpoint: 'DELETE /api/CapSpecialRate/DeleteCapSpecialRateDetail',
    user: 'network.manager',
    table: 'cap_special_rates',
    pick: 'select id, version from cap_special_rates where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=${row.id}&version=${row.version}`,
        };
      const rate = await json(call('GET', `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${row.id}`));
      return post('/api/CapSpecialRate/UpdateCapSpecialRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: 'changed before the stale delete',
      });
    },
  },
  {
    name: 'cap tiered rate',
    endpoint: 'POST /api/CapTieredRate/OverwriteExistingCapTieredRate',
    user: 'network.manager',
    table: 'cap_tiered_rates',
    pick: 'select id, version, cap_id, ipa_code, sequence from cap_tiered_rates order by id limit 1',
    request: async (row, change, call) => {
      const detail = await json<unknown>(
        call(
          'GET',
          `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${encodeURIComponent(String(row.ipa_code))}&capId=${row.cap_id}&sequence=${row.sequence}`,
        ),
      );
      const tier =
        (Array.isArray(detail) || (detail as { items?: unknown }).items
          ? itemsOf(detail).find((item) => item.id === row.id)
          : (detail as Row)) ?? {};
      return post('/api/CapTieredRate/OverwriteExistingCapTieredRate', {
        ...withoutNulls(tier),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    name: 'gain share tier',
    endpoint: 'PUT /api/IpaGainShareRate/UpdateGainShareTieredRate',
    user: 'network.manager',
    table: 'gain_share_tiers',
    pick: 'select id, version, ipa_code from gain_share_tiers where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rates = itemsOf(
        await json(
          call(
            'GET',
            `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`,
          ),
        ),
      );
      const tier =
        rates
          .flatMap((rate) => (rate.gainShareTieredRates as Row[] | undefined) ?? [])
          .find((item) => item.id === row.id) ?? {};
      return put('/api/IpaGainShareRate/UpdateGainShareTieredRate', {
        data: { ...withoutNulls(tier), rateId: row.id, version: row.version, notes: `stale check ${change}` },
      });
    },
  },
  {
    name: 'risk pool tier',
    endpoint: 'PUT /api/IpaRiskPoolRate/UpdateRiskPoolTieredRate',
    user: 'network.manager',
    table: 'risk_pool_tiers',
    pick: 'select id, version, ipa_code from risk_pool_tiers where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rates = itemsOf(
        await json(
          call('GET', `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`),
        ),
      );
      const tier =
        rates
          .flatMap((rate) => (rate.riskPoolTieredRates as Row[] | undefined) ?? [])
          .find((item) => item.id === row.id) ?? {};
      return put('/api/IpaRiskPoolRate/UpdateRiskPoolTieredRate', {
        data: { ...withoutNulls(tier), rateId: row.id, version: row.version, notes: `stale check ${change}` },
      });
    },
  },
  // ---- enrollment: client A saves the work item's form; client B's action still carries the version read before ----
  ...workItemCase('verify member', 'PUT /api/MemberEnrollment/VerifyMember', (row) => ({
    method: 'PUT',
    url: '/api/MemberEnrollment/VerifyMember',
    body: { id: row.id, version: row.version },
  })),
  ...workItemCase('D-SNP details', 'PUT /api/MemberEnrollment/UpdateDsnpDetails', (row) => ({
    method: 'PUT',
    url: '/api/MemberEnrollment/UpdateDsnpDetails',
    body: { id: row.id, version: row.version, medicaidId: 'M1234567', stateCode: 'CA' },
  })),
  ...workItemCase('duplicate member check', 'GET /api/MemberEnrollment/CheckDuplicateMember', (row) => ({
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateMember?id=${row.id}&version=${row.version}`,
  })),
  ...workItemCase('duplicate enrollment check', 'GET /api/MemberEnrollment/CheckDuplicateEnrollments', (row) => ({
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateEnrollments?id=${row.id}&version=${row.version}`,
  })),
  ...workItemCase('reset status', 'POST /api/MemberEnrollment/ResetEnrollmentStatus', (row) =>
    post('/api/MemberEnrollment/ResetEnrollmentStatus', { id: row.id, version: row.version, reason: 'stale check' }),
  ),
  ...workItemCase('override request', 'POST /api/MemberEnrollment/RequestManagerApproval', (row) =>
    post('/api/MemberEnrollment/RequestManagerApproval', {
      id: row.id,
      version: row.version,
      overrideKind: 'marxOverride',
      reason: 'stale check',
    }),
  ),
  ...workItemCase('override decision', 'POST /api/MemberEnrollment/DecideManagerApproval', (row) =>
    post('/api/MemberEnrollment/DecideManagerApproval', {
      id: row.id,
      version: row.version,
      decision: 'Approved',
      reason: 'stale check',
    }),
  ),
  ...workItemCase('PCP assignment', 'PUT /api/MemberEnrollment/AssignPcp', (row) =>
    put('/api/MemberEnrollment/AssignPcp', { id: row.id, version: row.version }),
  ),
  ...workItemCase('submission', 'POST /api/MemberEnrollment/SubmitEnrollment', (row) =>
    post('/api/MemberEnrollment/SubmitEnrollment', { id: row.id, version: row.version }),
  ),
  ...workItemCase('invalid member portal', 'POST /api/MemberEnrollment/SaveInvalidMemberPortal', (row) =>
    post('/api/MemberEnrollment/SaveInvalidMemberPortal', { id: row.id, version: row.version }),
  ),
  ...workItemCase('reassignment', 'PUT /api/MemberEnrollment/ReassignEnrollment', (row) =>
    put('/api/MemberEnrollment/ReassignEnrollment', {
      items: [{ id: row.id, version: row.version }],
      assignToUserId: row.processor_id,
    }),
  ),
  {
    ...workItemCase('service bus submission', 'POST /api/MemberEnrollment/SendEnrollmentsToServiceBus', (row) =>
      post('/api/MemberEnrollment/SendEnrollmentsToServiceBus', { items: [{ id: row.id, version: row.version }] }),
    )[0]!,
    user: 'admin',
    // A batch answers 200 with one result per item: the stale item is refused with the stale-record message.
    staleItemMessage: (answer) => {
      const items = itemsOf(JSON.parse(answer.body.toString('utf8')) as unknown);
      return items[0]?.ok === false ? String(items[0]?.message ?? '') : undefined;
    },
  },
  {
    // Client A resolves the task; client B, holding the version read before, resolves it too.
    name: 'PCP assignment task',
    endpoint: 'PUT /api/MemberEnrollment/ResolvePcpAssignmentTask',
    user: 'enroll.manager',
    table: 'enrollment_pcp_assignment_tasks',
    pick: "select t.id, t.version, (select id from providers order by id limit 1) as provider_id from enrollment_pcp_assignment_tasks t where t.status = 'Open' order by t.id limit 1",
    request: async (row) =>
      put('/api/MemberEnrollment/ResolvePcpAssignmentTask', {
        id: row.id,
        version: row.version,
        providerId: row.provider_id,
      }),
  },
];

/** A DTO as a request body: nulls left out (the forms send an absent optional field, not null). */
function withoutNulls(value: Row): Row {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}

/**
 * A work-item case: client A saves the item's form at the version both clients read (the item is open, unlocked and
 * not yet submitted), then client B's `stale` call, built from that same read, must be refused.
 */
function workItemCase(
  name: string,
  endpoint: string,
  stale: (row: Row) => { method: string; url: string; body?: unknown },
): StaleCase[] {
  return [
    {
      name: `enrollment work item (${name})`,
      endpoint,
      user: 'enroll.manager',
      table: 'enrollment_work_items',
      pick: `select w.id, w.version, w.form, (select id from users where username = 'enroll.processor') as processor_id from enrollment_work_items w
             where w.processing_status in ('New', 'InProgress') and w.locked_by is null and not exists (select 1 from enrollment_submissions s where s.work_item_id = w.id)
             order by w.id limit 1`,
      request: async (row, change) =>
        change === 1
          ? put('/api/MemberEnrollment/SaveMemberEnrollment', { id: row.id, version: row.version, form: row.form })
          : stale(row),
    },
  ];
}

export async function pickRow(pool: pg.Pool, sql: string): Promise<Row | undefined> {
  try {
    return (await pool.query<Row>(sql)).rows[0];
  } catch {
    return undefined;
  }
}

/**
 * Versioned endpoints that are not a change of a record the caller read, each with the reason. A create that shares
 * its form schema with the update (the optional `version` is ignored on create) belongs here; an update never does.
 */
export const NOT_STALE_UPDATES: Record<string, string> = {
  'POST /api/AdditionalContact/AddAdditionalContact': 'creates a contact (the form schema is shared with the update)',
  'POST /api/IpaCountyMapping/Create': 'creates a county mapping (the form schema is shared with the update)',
  'POST /api/IpaWebNetworkMapping/CreateNetworkMapping':
    'creates a network mapping (the form schema is shared with the update)',
  'POST /api/CapRate/AddNewCapRate': 'creates a cap rate (the form schema is shared with the overwrite)',
  'POST /api/CapSpecialRate/AddNewCapSpecialRate': 'creates a special rate (the form schema is shared with the update)',
  'POST /api/CapTieredRate/AddNewCapTieredRate': 'creates a tiered rate (the form schema is shared with the overwrite)',
  'POST /api/IpaGainShareRate/CreateGainShareRate':
    'creates a gain share rate (the form schema is shared with the update)',
  'POST /api/IpaGainShareRate/CreateGainShareTieredRate':
    'creates a gain share tier (the form schema is shared with the update)',
  'POST /api/IpaRiskPoolRate/CreateRiskPoolRate':
    'creates a risk pool rate (the form schema is shared with the update)',
  'POST /api/IpaRiskPoolRate/CreateRiskPoolTieredRate':
    'creates a risk pool tier (the form schema is shared with the update)',
};

function hasVersionField(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): boolean {
  const resolved = resolveSchema(schema, document);
  if (!resolved || depth > 8) return false;
  if (resolved.properties && 'version' in resolved.properties) return true;
  const parts = [
    ...(resolved.anyOf ?? []),
    ...(resolved.oneOf ?? []),
    ...(resolved.allOf ?? []),
    ...(resolved.items ? [resolved.items] : []),
    ...Object.values(resolved.properties ?? {}),
  ];
  return parts.some((part) => hasVersionField(part, document, depth + 1));
}

/** Every endpoint that takes the version a record was read at: a `version` field anywhere in its body, or a `version` query parameter. */
export function versionedEndpoints(document: OpenApiDocument): string[] {
  const endpoints: string[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const inQuery = (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'query' && parameter.name.toLowerCase() === 'version',
      );
      if (inQuery || hasVersionField(operation.requestBody?.content?.['application/json']?.schema, document))
        endpoints.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return endpoints;
}

/** The versioned endpoints with neither a case nor a reason in NOT_STALE_UPDATES: each one fails the scenario. */
export function uncoveredEndpoints(document: OpenApiDocument, cases: StaleCase[] = STALE_CASES): string[] {
  const covered = new Set(cases.map((staleCase) => staleCase.endpoint.toLowerCase()));
  const exempt = new Set(Object.keys(NOT_STALE_UPDATES).map((endpoint) => endpoint.toLowerCase()));
  return versionedEndpoints(document).filter(
    (endpoint) => !covered.has(endpoint.toLowerCase()) && !exempt.has(endpoint.toLowerCase()),
  );
}

const rowText = async (pool: pg.Pool, table: string, id: unknown) =>
  (await pool.query<{ t: string }>(`select t::text as t from ${table} t where id = $1`, [id])).rows[0]?.t;
const answerText = (answer: HttpAnswer) => answer.body.toString('utf8').slice(0, 200);

/**
 * Runs one case: client A reads and changes the record; client B, holding the version read before that change,
 * writes and must get 409 with a message, the record unchanged. Returns the failures (none when it passed).
 */
export async function runStaleCase(
  staleCase: StaleCase,
  pool: pg.Pool,
  clients: { first: Call; second: Call },
): Promise<string[]> {
  const row = await pickRow(pool, staleCase.pick);
  if (!row)
    return [
      `${staleCase.name}: no record in the demo data for ${staleCase.endpoint} (${staleCase.pick.slice(0, 120)})`,
    ];
  const failures: string[] = [];
  // Both clients read the record at the same version; A changes it first.
  const stale = await staleCase.request(row, 2, clients.second);
  const first = await staleCase.request(row, 1, clients.first);
  const fresh = await clients.first(first.method, first.url, first.body);
  if (fresh.status !== (staleCase.okStatus ?? 200))
    return [`${staleCase.name}: the change at the current version answered ${fresh.status} ${answerText(fresh)}`];
  const afterFirst = await rowText(pool, staleCase.table, row.id);
  const answer = await clients.second(stale.method, stale.url, stale.body);
  let message: unknown;
  try {
    message = (JSON.parse(answer.body.toString('utf8')) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  if (staleCase.staleItemMessage) {
    const refusal = answer.status === 200 ? staleCase.staleItemMessage(answer) : undefined;
    if (!refusal)
      failures.push(
        `${staleCase.name}: the stale item of the batch was not refused (${answer.status} ${answerText(answer)})`,
      );
    if ((await rowText(pool, staleCase.table, row.id)) !== afterFirst)
      failures.push(`${staleCase.name}: the stale write changed the record`);
    return failures;
  }
  if (answer.status !== 409)
    failures.push(
      `${staleCase.name}: the stale write answered ${answer.status} ${String(message ?? answerText(answer)).slice(0, 160)} (expected 409)`,
    );
  if (typeof message !== 'string' || message.length === 0) failures.push(`${staleCase.name}: the 409 has no message`);
  const afterStale = await rowText(pool, staleCase.table, row.id);
  if (afterStale !== afterFirst) failures.push(`${staleCase.name}: the stale write changed the record`);
  return failures;
}
