import type pg from 'pg';
import { addDays } from '@portal/contracts/platform/rules/dates';

/**
 * The requests the issue lists (issue 6, benchmark 1), as a signed-in user of the module sends them.
 * Each picks its parameters from the loaded data, so the same request finds rows at every scale.
 */
export interface BenchRequest {
  key: string;
  label: string;
  /** Demo user who makes the request (a user of the module, not the administrator). */
  user: string;
  method: 'GET' | 'POST';
  /** Path and query (GET) for this database; throws when the data it needs is missing. */
  path(pool: pg.Pool): Promise<string>;
  body?(pool: pg.Pool): Promise<unknown>;
}

async function one<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pool.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no data for: ${sql.slice(0, 80)}`);
  return rows[0];
}

/** A row from the middle of a table (by primary key), so prefixes are neither the first nor the last. */
const middle = (table: string, columns: string, where = 'true') =>
  `select ${columns} from ${table} where ${where} and id >= (select (min(id) + max(id)) / 2 from ${table} where ${where}) order by id limit 1`;

/** The CRM agent whose queue the benchmark reads (one case in ten of the large scale is theirs). */
const CRM_AGENT_EMAIL = 'crm.agent@portal.example';

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

export const BENCH_REQUESTS: BenchRequest[] = [
  {
    key: 'flags',
    label: 'Platform: feature flag list',
    user: 'admin',
    method: 'GET',
    path: async () => '/api/admin/feature-flags',
  },
  {
    key: 'ipa-code',
    label: 'IPA search: code prefix',
    user: 'network.manager',
    method: 'GET',
    path: async (pool) => {
      const { ipa_code } = await one<{ ipa_code: string }>(pool, middle('ipas', 'ipa_code'));
      return `/api/MedicalGroup/SearchForIpa?${q({ ipaStatus: '1', ipaCodeStartsWith: ipa_code.slice(0, Math.max(2, ipa_code.length - 2)), page: 1, pageSize: 25 })}`;
    },
  },
  {
    key: 'ipa-mso',
    label: 'IPA search: MSO prefix',
    user: 'network.manager',
    method: 'GET',
    path: async (pool) => {
      const { name } = await one<{ name: string }>(pool, middle('ipa_msos', 'name'));
      return `/api/MedicalGroup/SearchForIpa?${q({ ipaStatus: '1', msoNameStartsWith: name.slice(0, 4), page: 1, pageSize: 25 })}`;
    },
  },
  {
    key: 'ipa-npi',
    label: 'IPA search: NPI',
    user: 'network.manager',
    method: 'GET',
    path: async (pool) => {
      const { npi } = await one<{ npi: string }>(pool, middle('ipas', 'npi', 'npi is not null'));
      return `/api/MedicalGroup/SearchForIpa?${q({ ipaStatus: '1', vendorNpi: npi, page: 1, pageSize: 25 })}`;
    },
  },
  {
    key: 'worklist-status',
    label: 'Work list: status tile',
    user: 'enroll.manager',
    method: 'GET',
    path: async () =>
      `/api/MemberEnrollment/SearchEnrollments?${q({ statisticTileStatus: 'InProgress', page: 1, pageSize: 50 })}`,
  },
  {
    key: 'worklist-rep',
    label: 'Work list: assigned rep',
    user: 'enroll.manager',
    method: 'GET',
    path: async (pool) => {
      const { assigned_to } = await one<{ assigned_to: number }>(
        pool,
        middle('enrollment_work_items', 'assigned_to', 'assigned_to is not null'),
      );
      return `/api/MemberEnrollment/SearchEnrollments?${q({ assignedEnrollmentRep: assigned_to, page: 1, pageSize: 50 })}`;
    },
  },
  {
    key: 'worklist-name',
    label: 'Work list: member name',
    user: 'enroll.manager',
    method: 'GET',
    path: async (pool) => {
      const { last_name } = await one<{ last_name: string }>(
        pool,
        middle('enrollment_work_items', 'last_name', 'last_name is not null'),
      );
      return `/api/MemberEnrollment/SearchEnrollments?${q({ memberName: last_name, page: 1, pageSize: 50 })}`;
    },
  },
  {
    key: 'worklist-dates',
    label: 'Work list: date range',
    user: 'enroll.manager',
    method: 'GET',
    path: async (pool) => {
      const { day } = await one<{ day: string }>(
        pool,
        middle('enrollment_work_items', `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day`),
      );
      return `/api/MemberEnrollment/SearchEnrollments?${q({ submissionStartDate: day, submissionEndDate: addDays(day, 6), page: 1, pageSize: 50 })}`;
    },
  },
  {
    key: 'member-name',
    label: 'Member search: name',
    user: 'enroll.manager',
    method: 'GET',
    path: async (pool) => {
      const { last_name, first_name } = await one<{ last_name: string; first_name: string }>(
        pool,
        middle('members', 'last_name, first_name', 'is_active'),
      );
      return `/odata/members?${q({ searchTerm: `${last_name} ${first_name.slice(0, 2)}`, $top: 25, $skip: 0 })}`;
    },
  },
  {
    key: 'member-id',
    label: 'Member search: member id',
    user: 'enroll.manager',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('members', 'member_id', 'is_active'));
      return `/odata/members?${q({ searchTerm: member_id, $top: 25, $skip: 0 })}`;
    },
  },
  {
    key: 'audit',
    label: 'Audit search: user, 7 days',
    user: 'enroll.manager',
    method: 'POST',
    path: async () => '/api/audithistory/search',
    body: async (pool) => {
      const { day, user_id } = await one<{ day: string; user_id: string }>(
        pool,
        middle('audit_events', `to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD') as day, user_id`),
      );
      return { start: day, end: addDays(day, 6), users: [user_id], skip: 0, take: 25 };
    },
  },
  {
    key: 'member-claims',
    label: "Member record: a member's claims page",
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('claims', 'member_id'));
      return `/odata/crm/myqueue/default.GetMemberClaims?${q({ memberId: member_id, $skip: 0, $top: 50 })}`;
    },
  },
  {
    key: 'member-timeline',
    label: "Member record: a member's health journey",
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('authorizations', 'member_id'));
      return `/odata/crm/myqueue/default.memberTimeline?${q({ memberId: member_id, $skip: 0, $top: 50 })}`;
    },
  },
  {
    key: 'member-eligibility',
    label: 'Eligibility and Benefits: eligibility on a date',
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { member_id, day } = await one<{ member_id: string; day: string }>(
        pool,
        middle('member_coverages', `member_id, to_char(effective_date + 10, 'MM/DD/YYYY') as day`),
      );
      return `/api/eligibility?${q({ memberId: member_id, date: day })}`;
    },
  },
  {
    key: 'provider-distance',
    label: 'Provider search: within 10 miles of a ZIP code',
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { zip } = await one<{ zip: string }>(pool, middle('providers', 'zip', 'is_pcp'));
      return `/api/providersearch?${q({ fromAddress: zip, withinmiles: 10, pageIndex: 0 })}`;
    },
  },
  {
    key: 'crm-queue-stats',
    label: "My queue: an agent's stats (eleven counts)",
    user: 'crm.agent',
    method: 'GET',
    path: async () => `/api/crm/myqueue/GetWorklistStats?${q({ userEmail: CRM_AGENT_EMAIL })}`,
  },
  {
    key: 'crm-queue-urgent',
    label: "My queue: an agent's urgent cases",
    user: 'crm.agent',
    method: 'GET',
    path: async () => `/api/crm/myqueue/GetUrgentCases?${q({ userEmail: CRM_AGENT_EMAIL, $skip: 0, $top: 50 })}`,
  },
  {
    key: 'crm-queue-tasks',
    label: "My queue: an agent's open tasks exceeding SLA",
    user: 'crm.agent',
    method: 'GET',
    path: async () =>
      `/api/crm/myqueue/GetOpenTasksExceedingSla?${q({ userEmail: CRM_AGENT_EMAIL, $skip: 0, $top: 50 })}`,
  },
  {
    key: 'crm-member-interactions',
    label: "CRM: a member's interactions, newest first",
    user: 'crm.agent',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(
        pool,
        middle('crm_interactions', 'member_id', 'member_id is not null'),
      );
      return `/odata/crm/myqueue/interactions?${q({ $filter: `memberId eq '${member_id}'`, $orderby: 'createdDateTime desc', $skip: 0, $top: 50 })}`;
    },
  },
  {
    key: 'crm-member-cases',
    label: "CRM: a member's cases",
    user: 'crm.agent',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('crm_cases', 'member_id'));
      return `/odata/crm/myqueue/default.getallmembercases?${q({ memberId: member_id, $skip: 0, $top: 50 })}`;
    },
  },
  // The FHIR API (issue 15) as a staff app reads it: a portal token with no SMART scope reads as user/*.read, with the
  // user's module grants (Patient and Coverage need Patient 360). Each answer is an audited read of member data.
  {
    key: 'fhir-patient',
    label: 'FHIR: Patient read',
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('members', 'member_id', 'is_active'));
      return `/fhir/Patient/${encodeURIComponent(member_id)}`;
    },
  },
  {
    key: 'fhir-coverage',
    label: "FHIR: a member's Coverage search",
    user: 'member.services',
    method: 'GET',
    path: async (pool) => {
      const { member_id } = await one<{ member_id: string }>(pool, middle('member_coverages', 'member_id'));
      return `/fhir/Coverage?${q({ beneficiary: `Patient/${member_id}` })}`;
    },
  },
];

/** The two requests whose throughput the issue asks for (benchmark 3). */
export const THROUGHPUT_KEYS = ['worklist-status', 'member-name'];
