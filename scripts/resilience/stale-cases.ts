import type pg from 'pg';
import type { HttpAnswer } from '../bench/http-client.ts';
import { resolveSchema, type JsonSchema, type OpenApiDocument } from './schema-fuzz.ts';
import type { Call, Row, StaleCase } from './stale-case.ts';
import { ADMIN_STALE_CASES } from './stale-cases-admin.ts';
import { IPA_STALE_CASES } from './stale-cases-ipa.ts';
import { ENROLLMENT_STALE_CASES } from './stale-cases-enrollment.ts';
import { MEMBER_STALE_CASES } from './stale-cases-member.ts';
import { CRM_CASE_STALE_CASES } from './stale-cases-crm-cases.ts';
import { CRM_NOTE_STALE_CASES } from './stale-cases-crm-notes.ts';
import { CRM_WORKFLOW_STALE_CASES } from './stale-cases-crm-workflows.ts';
import { CRM_ADMIN_CONFIG_STALE_CASES } from './stale-cases-crm-admin-config.ts';
import { CRM_ADMIN_FLOW_STALE_CASES } from './stale-cases-crm-admin-flows.ts';
import { CRM_ADMIN_PORTAL_STALE_CASES } from './stale-cases-crm-admin-portal.ts';
import { MESSAGES_STALE_CASES } from './stale-cases-messages.ts';
import { CARE_ON_DEMAND_ADMIN_STALE_CASES } from './stale-cases-care-on-demand-admin.ts';
import { CARE_ON_DEMAND_STALE_CASES } from './stale-cases-care-on-demand.ts';
import { TELEHEALTH_STALE_CASES } from './stale-cases-telehealth.ts';
import { textOf } from '@portal/contracts/platform/text';

export type { Call, StaleCase } from './stale-case.ts';

/** Every versioned endpoint's case (see StaleCase in stale-case.ts for how to add one). */
export const STALE_CASES: StaleCase[] = [
  ...ADMIN_STALE_CASES,
  ...IPA_STALE_CASES,
  ...ENROLLMENT_STALE_CASES,
  ...MEMBER_STALE_CASES,
  ...CRM_CASE_STALE_CASES,
  ...CRM_NOTE_STALE_CASES,
  ...CRM_WORKFLOW_STALE_CASES,
  ...CRM_ADMIN_CONFIG_STALE_CASES,
  ...CRM_ADMIN_FLOW_STALE_CASES,
  ...CRM_ADMIN_PORTAL_STALE_CASES,
  ...MESSAGES_STALE_CASES,
  ...CARE_ON_DEMAND_ADMIN_STALE_CASES,
  ...CARE_ON_DEMAND_STALE_CASES,
  ...TELEHEALTH_STALE_CASES,
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
  'POST /api/crm-admin/form-builder/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm/myqueue/queues/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/plan-materials/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/benefits/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/communications/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/service-actions/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/text-replace/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/inbound-script/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/crm-benefit-info/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/crm-admin/campaigns/ImportConfiguration':
    'format version of the file; each item written at the version read in the import',
  'POST /api/MedicalGroup/DataImportUtility/ImportConfiguration':
    'format version of the file; a preview older than the records is refused by its fingerprint, each IPA written at the version read in the import',
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
      `${staleCase.name}: the stale write answered ${answer.status} ${(message === undefined ? answerText(answer) : textOf(message)).slice(0, 160)} (expected 409)`,
    );
  if (typeof message !== 'string' || message.length === 0) failures.push(`${staleCase.name}: the 409 has no message`);
  const afterStale = await rowText(pool, staleCase.table, row.id);
  if (afterStale !== afterFirst) failures.push(`${staleCase.name}: the stale write changed the record`);
  return failures;
}
