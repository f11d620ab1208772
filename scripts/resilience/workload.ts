import type pg from 'pg';
import type { HttpAnswer } from '../bench/http-client.ts';
import { apiClient, parseJson } from './harness.ts';
import type { ServerChild } from '../bench/server-child.ts';

/**
 * The mixed workload of the load and restart tests: reads and writes across the platform (flags, users, session
 * events), IPA administration and enrollment, as the users who do them. Operations whose route is not registered
 * (a module not built yet) are left out and listed.
 */
export interface Operation {
  name: string;
  user: string;
  kind: 'read' | 'write';
  /** Routes (method + OpenAPI path) the operation needs. */
  needs: string[];
  run(context: OperationContext): Promise<OperationOutcome>;
}

export interface OperationContext {
  call: ReturnType<typeof apiClient>['call'];
  client: number;
  seq: number;
  pick: PickedData;
}

/** ok: done; conflict: a versioned write lost a race (409, expected under contention); error: anything else. */
export type OperationOutcome =
  | { result: 'ok'; write?: WriteRecord }
  | { result: 'conflict' }
  | { result: 'error'; detail: string; write?: WriteRecord };

/** A write the server said it made: checked afterwards in the database. */
export interface WriteRecord {
  kind: 'track' | 'flag' | 'ipa';
  key: string;
}

/** Ids and values from the loaded data the operations use. */
export interface PickedData {
  flagIds: number[];
  ipaIds: number[];
  ipaPrefix: string | undefined;
  memberTerm: string | undefined;
}

export async function pickData(pool: pg.Pool): Promise<PickedData> {
  const exists = async (table: string) =>
    (await pool.query<{ t: string | null }>('select to_regclass($1)::text as t', [table])).rows[0]?.t != null;
  const flags = await pool.query<{ id: number }>(
    "select id from feature_flags where name not like 'enable-%login%' order by id limit 3",
  );
  const ipas = (await exists('ipas'))
    ? await pool.query<{ id: number; ipa_code: string }>('select id, ipa_code from ipas order by id limit 5')
    : { rows: [] };
  const members = (await exists('members'))
    ? await pool.query<{ last_name: string }>('select last_name from members order by id limit 1')
    : { rows: [] };
  return {
    flagIds: flags.rows.map((row) => row.id),
    ipaIds: ipas.rows.map((row) => row.id),
    ipaPrefix: ipas.rows[0]?.ipa_code.slice(0, 2),
    memberTerm: members.rows[0]?.last_name,
  };
}

function outcome(answer: HttpAnswer, what: string, write?: WriteRecord): OperationOutcome {
  if (answer.status === 200) return { result: 'ok', write };
  if (answer.status === 409 && write) return { result: 'conflict' };
  return { result: 'error', detail: `${what}: ${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`, write };
}

const pickOne = <T>(items: T[], seq: number): T | undefined => items[seq % Math.max(1, items.length)];

export const OPERATIONS: Operation[] = [
  {
    name: 'read /api/me',
    user: 'enroll.processor',
    kind: 'read',
    needs: ['get /api/me'],
    run: async ({ call }) => outcome(await call('GET', '/api/me'), 'GET /api/me'),
  },
  {
    name: 'read UI flags',
    user: 'network.viewer',
    kind: 'read',
    needs: ['get /api/config/GetUiFlags'],
    run: async ({ call }) => outcome(await call('GET', '/api/config/GetUiFlags'), 'GET UI flags'),
  },
  {
    name: 'search IPAs',
    user: 'network.viewer',
    kind: 'read',
    needs: ['get /api/MedicalGroup/SearchForIpa'],
    run: async ({ call, pick }) =>
      outcome(
        await call(
          'GET',
          `/api/MedicalGroup/SearchForIpa?ipaStatus=1&ipaCodeStartsWith=${encodeURIComponent(pick.ipaPrefix ?? 'A')}`,
        ),
        'SearchForIpa',
      ),
  },
  {
    name: 'search members',
    user: 'enroll.manager',
    kind: 'read',
    needs: ['get /odata/members'],
    run: async ({ call, pick }) =>
      outcome(
        await call('GET', `/odata/members?searchTerm=${encodeURIComponent(pick.memberTerm ?? 'A')}&$top=25`),
        'member search',
      ),
  },
  {
    name: 'search the work list',
    user: 'enroll.processor',
    kind: 'read',
    needs: ['get /api/MemberEnrollment/SearchEnrollments'],
    run: async ({ call }) =>
      outcome(
        await call('GET', '/api/MemberEnrollment/SearchEnrollments?statisticTileStatus=InProgress&page=1&pageSize=50'),
        'SearchEnrollments',
      ),
  },
  {
    name: 'work list status tiles',
    user: 'enroll.processor',
    kind: 'read',
    needs: ['get /api/MemberEnrollmentStatistic/GetWorklistStatusCount'],
    run: async ({ call }) =>
      outcome(await call('GET', '/api/MemberEnrollmentStatistic/GetWorklistStatusCount'), 'GetWorklistStatusCount'),
  },
  {
    name: 'search audit history',
    user: 'admin',
    kind: 'read',
    needs: ['post /api/audithistory/search'],
    run: async ({ call }) => {
      const today = new Date().toISOString().slice(0, 10);
      return outcome(
        await call('POST', '/api/audithistory/search', {
          start: '2020-01-01',
          end: today,
          users: [],
          skip: 0,
          take: 25,
        }),
        'audit search',
      );
    },
  },
  {
    name: 'record a session event',
    user: 'crm.agent',
    kind: 'write',
    needs: ['post /api/me/track'],
    run: async ({ call, client, seq }) => {
      const key = `c${client}-s${seq}`;
      // The browser may report only its own events (PortalOpened with a browser note): the probe key rides in the note.
      return outcome(
        await call('POST', '/api/me/track', { eventType: 'PortalOpened', browser: `resilience ${key}` }),
        'POST /api/me/track',
        { kind: 'track', key },
      );
    },
  },
  {
    name: 'toggle a feature flag (versioned)',
    user: 'admin',
    kind: 'write',
    needs: ['get /api/admin/feature-flags', 'put /api/admin/feature-flags/{id}'],
    run: async ({ call, seq, pick }) => {
      const id = pickOne(pick.flagIds, seq);
      if (id === undefined) return { result: 'error', detail: 'no feature flag to toggle' };
      const read = await call('GET', '/api/admin/feature-flags');
      if (read.status !== 200) return outcome(read, 'GET feature flags');
      const list = parseJson(read)?.items as { id: number; isActive: boolean; version: number }[] | undefined;
      const flag = list?.find((entry) => entry.id === id);
      if (!flag) return { result: 'error', detail: `flag ${id} not listed` };
      return outcome(
        await call('PUT', `/api/admin/feature-flags/${id}`, { isActive: !flag.isActive, version: flag.version }),
        'PUT feature flag',
        { kind: 'flag', key: String(id) },
      );
    },
  },
  {
    name: 'update an IPA (versioned)',
    user: 'network.manager',
    kind: 'write',
    needs: ['get /api/MedicalGroup/GetDetailByIpaId', 'post /api/MedicalGroup/UpdateIpa'],
    run: async ({ call, seq, pick, client }) => {
      const id = pickOne(pick.ipaIds, seq);
      if (id === undefined) return { result: 'error', detail: 'no IPA to update' };
      const read = await call('GET', `/api/MedicalGroup/GetDetailByIpaId?ipaId=${id}`);
      if (read.status !== 200) return outcome(read, 'GetDetailByIpaId');
      const detail = parseJson(read) ?? {};
      const ipa = (detail.ipa as Record<string, unknown> | undefined) ?? detail;
      return outcome(
        await call('POST', '/api/MedicalGroup/UpdateIpa', { ...ipa, id, notes: `load c${client} s${seq}` }),
        'UpdateIpa',
        { kind: 'ipa', key: String(id) },
      );
    },
  },
];

/** The operations whose routes the server has, from its OpenAPI document. */
export function availableOperations(paths: Set<string>): { available: Operation[]; missing: string[] } {
  const available: Operation[] = [];
  const missing: string[] = [];
  for (const operation of OPERATIONS) {
    if (operation.needs.every((need) => paths.has(need.toLowerCase()))) available.push(operation);
    else missing.push(operation.name);
  }
  return { available, missing };
}

export async function openApiPaths(server: ServerChild, token: string): Promise<Set<string>> {
  const client = apiClient(server, token);
  try {
    const answer = await client.call('GET', '/api/docs/json');
    const document = parseJson(answer) as { paths?: Record<string, Record<string, unknown>> } | undefined;
    const paths = new Set<string>();
    for (const [path, operations] of Object.entries(document?.paths ?? {}))
      for (const method of Object.keys(operations)) paths.add(`${method} ${path}`.toLowerCase());
    return paths;
  } finally {
    client.close();
  }
}
