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
}

const put = (url: string, body: unknown) => ({ method: 'PUT', url, body });
const post = (url: string, body: unknown) => ({ method: 'POST', url, body });
const json = async <T = Row>(answer: Promise<HttpAnswer>): Promise<T> => JSON.parse((await answer).body.toString('utf8')) as T;
const itemsOf = (value: unknown): Row[] => (Array.isArray(value) ? value : ((value as { items?: unknown[] } | undefined)?.items ?? [])) as Row[];

export const STALE_CASES: StaleCase[] = [
  {
    name: 'feature flag',
    endpoint: 'PUT /api/admin/feature-flags/{id}',
    user: 'admin',
    table: 'feature_flags',
    pick: 'select id, version, is_active from feature_flags order by id limit 1',
    request: async (row, change) => put(`/api/admin/feature-flags/${row.id}`, { isActive: change === 1 ? !row.is_active : Boolean(row.is_active), version: row.version }),
  },
  {
    name: 'enrollment feature flag',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/FeatureFlags/{id}',
    user: 'enroll.manager',
    table: 'feature_flags',
    pick: "select id, version, is_active from feature_flags where name like '%enroll%' order by id limit 1",
    request: async (row, change) => put(`/api/MemberEnrollmentAdmin/FeatureFlags/${row.id}`, { isActive: change === 1 ? !row.is_active : Boolean(row.is_active), version: row.version }),
  },
  {
    name: 'domain',
    endpoint: 'PUT /api/usermanagement/domains/{id}',
    user: 'admin',
    table: 'domains',
    pick: 'select id, version, name, description from domains order by id limit 1',
    request: async (row, change) => put(`/api/usermanagement/domains/${row.id}`, { name: row.name, description: `stale check ${change}`, version: row.version }),
  },
  {
    name: 'organization',
    endpoint: 'PUT /api/usermanagement/organizations/{id}',
    user: 'admin',
    table: 'organizations',
    pick: 'select id, version, name, org_type, reference_id, facets_id, parent_id from organizations order by id limit 1',
    request: async (row, change) =>
      put(`/api/usermanagement/organizations/${row.id}`, { name: `${String(row.name).slice(0, 60)} ${change}`, orgType: row.org_type, referenceId: row.reference_id, facetsId: row.facets_id, parentId: row.parent_id, version: row.version }),
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
      const detail = JSON.parse((await call('GET', `/api/usermanagement/groups/${row.id}`)).body.toString('utf8')) as { name: string; description: string | null; members: { userId?: number; id?: number }[]; grants: unknown[] };
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
      const list = JSON.parse((await call('GET', `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`)).body.toString('utf8')) as unknown;
      const items = (Array.isArray(list) ? list : ((list as { items?: unknown[] }).items ?? [])) as Row[];
      const rate = items.find((item) => item.rateId === row.id || item.id === row.id) ?? {};
      return put('/api/IpaGainShareRate/UpdateGainShareRate', { ...rate, rateId: row.id, version: row.version, notes: `stale check ${change}` });
    },
  },
  {
    name: 'risk pool rate',
    endpoint: 'PUT /api/IpaRiskPoolRate/UpdateRiskPoolRate',
    user: 'network.manager',
    table: 'risk_pool_rates',
    pick: 'select id, version, ipa_code from risk_pool_rates order by id limit 1',
    request: async (row, change, call) => {
      const list = JSON.parse((await call('GET', `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${encodeURIComponent(String(row.ipa_code))}`)).body.toString('utf8')) as unknown;
      const items = (Array.isArray(list) ? list : ((list as { items?: unknown[] }).items ?? [])) as Row[];
      const rate = items.find((item) => item.rateId === row.id || item.id === row.id) ?? {};
      return put('/api/IpaRiskPoolRate/UpdateRiskPoolRate', { ...rate, rateId: row.id, version: row.version, notes: `stale check ${change}` });
    },
  },
  {
    name: 'lookup description (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Descriptions/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_lookup_descriptions',
    pick: 'select id, version, is_active from enrollment_lookup_descriptions order by id limit 1',
    request: async (row, change) => put(`/api/MemberEnrollmentAdmin/Descriptions/${row.id}/Active`, { active: change === 1 ? !row.is_active : Boolean(row.is_active), version: row.version }),
  },
  {
    name: 'sales rep (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/SalesReps/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_sales_reps',
    pick: 'select id, version, is_active from enrollment_sales_reps order by id limit 1',
    request: async (row, change) => put(`/api/MemberEnrollmentAdmin/SalesReps/${row.id}/Active`, { active: change === 1 ? !row.is_active : Boolean(row.is_active), version: row.version }),
  },
  {
    name: 'broker (active)',
    endpoint: 'PUT /api/MemberEnrollmentAdmin/Brokers/{id}/Active',
    user: 'enroll.manager',
    table: 'enrollment_brokers',
    pick: 'select id, version, is_active from enrollment_brokers order by id limit 1',
    request: async (row, change) => put(`/api/MemberEnrollmentAdmin/Brokers/${row.id}/Active`, { active: change === 1 ? !row.is_active : Boolean(row.is_active), version: row.version }),
  },
  {
    name: 'IPA',
    endpoint: 'POST /api/MedicalGroup/UpdateIpa',
    user: 'network.manager',
    table: 'ipas',
    pick: 'select id, version from ipas order by id limit 1',
    request: async (row, change, call) => {
      // The Main Info form sends back what it read, with the version it read it at.
      const detail = JSON.parse((await call('GET', `/api/MedicalGroup/GetDetailByIpaId?ipaId=${row.id}`)).body.toString('utf8')) as Row;
      const ipa = (detail.ipa as Row | undefined) ?? detail;
      return post('/api/MedicalGroup/UpdateIpa', { ...ipa, id: row.id, version: row.version, notes: `stale check ${change}` });
    },
  },
  {
    name: 'cap rate (activation)',
    endpoint: 'POST /api/CapRate/DeactivateCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version, active from cap_rates order by id limit 1',
    request: async (row, change) => post(change === 1 ? (row.active ? '/api/CapRate/DeactivateCapRate' : '/api/CapRate/ActivateCapRate') : row.active ? '/api/CapRate/ActivateCapRate' : '/api/CapRate/DeactivateCapRate', { id: row.id, version: row.version }),
  },
  {
    name: 'enrollment work item (form)',
    endpoint: 'PUT /api/MemberEnrollment/SaveMemberEnrollment',
    user: 'enroll.manager',
    table: 'enrollment_work_items',
    pick: "select id, version, form from enrollment_work_items where processing_status in ('New', 'InProgress') and locked_by is null order by id limit 1",
    request: async (row) => put('/api/MemberEnrollment/SaveMemberEnrollment', { id: row.id, version: row.version, form: row.form }),
  },
  {
    name: 'enrollment work item (status)',
    endpoint: 'PUT /api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
    user: 'enroll.manager',
    table: 'enrollment_work_items',
    pick: "select id, version from enrollment_work_items where processing_status = 'New' and locked_by is null order by id desc limit 1",
    request: async (row, change) => put('/api/MemberEnrollment/UpdateEnrollmentProcessingStatus', { id: row.id, version: row.version, status: change === 1 ? 'InProgress' : 'WaitingForInfo', reason: 'stale check' }),
  },
];

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
  'POST /api/IpaWebNetworkMapping/CreateNetworkMapping': 'creates a network mapping (the form schema is shared with the update)',
  'POST /api/CapRate/AddNewCapRate': 'creates a cap rate (the form schema is shared with the overwrite)',
  'POST /api/CapSpecialRate/AddNewCapSpecialRate': 'creates a special rate (the form schema is shared with the update)',
  'POST /api/CapTieredRate/AddNewCapTieredRate': 'creates a tiered rate (the form schema is shared with the overwrite)',
  'POST /api/IpaGainShareRate/CreateGainShareRate': 'creates a gain share rate (the form schema is shared with the update)',
  'POST /api/IpaGainShareRate/CreateGainShareTieredRate': 'creates a gain share tier (the form schema is shared with the update)',
  'POST /api/IpaRiskPoolRate/CreateRiskPoolRate': 'creates a risk pool rate (the form schema is shared with the update)',
  'POST /api/IpaRiskPoolRate/CreateRiskPoolTieredRate': 'creates a risk pool tier (the form schema is shared with the update)',
};

function hasVersionField(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): boolean {
  const resolved = resolveSchema(schema, document);
  if (!resolved || depth > 8) return false;
  if (resolved.properties && 'version' in resolved.properties) return true;
  const parts = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? []), ...(resolved.items ? [resolved.items] : []), ...Object.values(resolved.properties ?? {})];
  return parts.some((part) => hasVersionField(part, document, depth + 1));
}

/** Every endpoint that takes the version a record was read at: a `version` field anywhere in its body, or a `version` query parameter. */
export function versionedEndpoints(document: OpenApiDocument): string[] {
  const endpoints: string[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const inQuery = (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.name.toLowerCase() === 'version');
      if (inQuery || hasVersionField(operation.requestBody?.content?.['application/json']?.schema, document)) endpoints.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return endpoints;
}

/** The versioned endpoints with neither a case nor a reason in NOT_STALE_UPDATES: each one fails the scenario. */
export function uncoveredEndpoints(document: OpenApiDocument, cases: StaleCase[] = STALE_CASES): string[] {
  const covered = new Set(cases.map((staleCase) => staleCase.endpoint.toLowerCase()));
  const exempt = new Set(Object.keys(NOT_STALE_UPDATES).map((endpoint) => endpoint.toLowerCase()));
  return versionedEndpoints(document).filter((endpoint) => !covered.has(endpoint.toLowerCase()) && !exempt.has(endpoint.toLowerCase()));
}

const rowText = async (pool: pg.Pool, table: string, id: unknown) => (await pool.query<{ t: string }>(`select t::text as t from ${table} t where id = $1`, [id])).rows[0]?.t;
const answerText = (answer: HttpAnswer) => answer.body.toString('utf8').slice(0, 200);

/**
 * Runs one case: client A reads and changes the record; client B, holding the version read before that change,
 * writes and must get 409 with a message, the record unchanged. Returns the failures (none when it passed).
 */
export async function runStaleCase(staleCase: StaleCase, pool: pg.Pool, clients: { first: Call; second: Call }): Promise<string[]> {
  const row = await pickRow(pool, staleCase.pick);
  if (!row) return [`${staleCase.name}: no record in the demo data for ${staleCase.endpoint} (${staleCase.pick.slice(0, 120)})`];
  const failures: string[] = [];
  // Both clients read the record at the same version; A changes it first.
  const stale = await staleCase.request(row, 2, clients.second);
  const first = await staleCase.request(row, 1, clients.first);
  const fresh = await clients.first(first.method, first.url, first.body);
  if (fresh.status !== (staleCase.okStatus ?? 200)) return [`${staleCase.name}: the change at the current version answered ${fresh.status} ${answerText(fresh)}`];
  const afterFirst = await rowText(pool, staleCase.table, row.id);
  const answer = await clients.second(stale.method, stale.url, stale.body);
  let message: unknown;
  try {
    message = (JSON.parse(answer.body.toString('utf8')) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  if (answer.status !== 409) failures.push(`${staleCase.name}: the stale write answered ${answer.status} ${String(message ?? answerText(answer)).slice(0, 160)} (expected 409)`);
  if (typeof message !== 'string' || message.length === 0) failures.push(`${staleCase.name}: the 409 has no message`);
  const afterStale = await rowText(pool, staleCase.table, row.id);
  if (afterStale !== afterFirst) failures.push(`${staleCase.name}: the stale write changed the record`);
  return failures;
}
