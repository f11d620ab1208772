import { sql, type SQL } from 'drizzle-orm';
import type { Group, Identifier, Organization, Practitioner, Reference } from '@medplum/fhirtypes';
import type { FhirRequestContext, FhirResourceType } from '../fhir-resource.ts';
import {
  NPI_SYSTEM,
  PLAN_CODE_SYSTEM,
  STRING_MODIFIERS,
  compact,
  identifierCondition,
  npiIdentifier,
  paramDefs,
  searchPage,
  selectRows,
  stringCondition,
  whereOf,
} from './directory-search.ts';
import { ipaOrganizationId, organizationReference } from './organization.ts';
import { memberActiveToday } from '../../reference/member-active.ts';

/**
 * Member attribution: a Group per IPA (`ipa-<IPA code>`) and per primary care provider (`pcp-<NPI>`) listing the active
 * members whose PCP it is (for an IPA: whose PCP belongs to it) as Patient/<member id>. Group.quantity is the full
 * count; the member list stops at MAX_MEMBERS and the Group is then tagged SUBSETTED (FHIR's mark of a partial resource).
 * A patient/* token sees no attribution Group: a Group lists other members.
 */

export const MAX_MEMBERS = 1000;
const SUBSETTED = { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue', code: 'SUBSETTED' };

interface GroupRow {
  id: string;
  kind: 'ipa' | 'pcp';
  code: string;
  name: string;
  providerId: number | null;
}

function groupsView(filters: { ipa?: SQL; pcp?: SQL } = {}): SQL {
  return sql`(
    select 'ipa-' || x.ipa_code as id, 'ipa' as kind, x.ipa_code as code, x.name, null::int as "providerId", 0 as sort
    from (
      select distinct on (upper(i.ipa_code)) i.ipa_code, coalesce(i.ipa_desc, i.ipa_code) as name
      from ipas i where ${filters.ipa ?? sql`true`} order by upper(i.ipa_code), i.eff_date desc
    ) x
    union all
    select 'pcp-' || p.npi, 'pcp', p.npi, p.full_name, p.id, 1 from providers p where p.is_pcp and ${filters.pcp ?? sql`true`}
  ) g`;
}
const COLUMNS = sql`g.id, g.kind, g.code, g.name, g."providerId"`;

/**
 * The attributed members' condition on members m (members_pcp_idx; for an IPA through providers_ipa_idx): those active
 * today, the plan's flag until the term date has passed, as the member's badge says.
 */
const attributed = (row: GroupRow): SQL =>
  row.kind === 'pcp'
    ? sql`m.pcp_provider_id = ${row.providerId} and ${memberActiveToday()}`
    : sql`m.pcp_provider_id in (select p.id from providers p where p.ipa_code = ${row.code}) and ${memberActiveToday()}`;

async function toGroup(ctx: FhirRequestContext, row: GroupRow): Promise<Group> {
  const [members, counted] = await Promise.all([
    selectRows<{ memberId: string }>(
      ctx,
      sql`select m.member_id as "memberId" from members m where ${attributed(row)} order by m.member_id limit ${MAX_MEMBERS}`,
    ),
    selectRows<{ total: number }>(ctx, sql`select count(*)::int as total from members m where ${attributed(row)}`),
  ]);
  const total = counted[0]?.total ?? 0;
  const attributedTo: Reference<Organization | Practitioner> =
    row.kind === 'ipa'
      ? organizationReference(ipaOrganizationId(row.code), row.name)
      : { reference: `Practitioner/${row.code}`, display: row.name };
  const identifier: Identifier =
    row.kind === 'ipa' ? { system: PLAN_CODE_SYSTEM('ipa-code'), value: row.code } : npiIdentifier(row.code);
  return compact<Group>({
    resourceType: 'Group',
    id: row.id,
    meta: total > members.length ? { tag: [SUBSETTED] } : undefined,
    identifier: [identifier],
    active: true,
    type: 'person',
    actual: true,
    code: { text: 'Member attribution' },
    name: `${row.name} attributed members`,
    quantity: total,
    managingEntity: attributedTo,
    characteristic: [{ code: { text: 'attributed-to' }, valueReference: attributedTo, exclude: false }],
    member: members.map((member) => ({ entity: { reference: `Patient/${member.memberId}` }, inactive: false })),
  });
}

function byIdFilters(id: string): { ipa: SQL; pcp: SQL } | undefined {
  const match = /^(ipa|pcp)-(.+)$/.exec(id);
  if (!match) return undefined;
  return match[1] === 'ipa'
    ? { ipa: sql`upper(i.ipa_code) = upper(${match[2]})`, pcp: sql`false` }
    : { ipa: sql`false`, pcp: sql`p.npi = ${match[2]}` };
}

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: ipa-<IPA code> or pcp-<NPI>.',
    support: { condition: (value) => sql`g.id = ${value}` },
    sort: [sql`g.id`],
  },
  {
    name: 'identifier',
    type: 'token',
    documentation: `The IPA code (${PLAN_CODE_SYSTEM('ipa-code')}) or the PCP's NPI (${NPI_SYSTEM}).`,
    support: {
      condition: identifierCondition([
        { system: PLAN_CODE_SYSTEM('ipa-code'), column: sql`(case when g.kind = 'ipa' then g.code end)` },
        { system: NPI_SYSTEM, column: sql`(case when g.kind = 'pcp' then g.code end)` },
      ]),
    },
  },
  {
    name: 'name',
    type: 'string',
    documentation: 'Start of the IPA or PCP name, ignoring case (:exact and :contains supported).',
    support: { condition: stringCondition([sql`g.name`]), modifiers: STRING_MODIFIERS },
    sort: [sql`g.name`],
  },
]);

export const groupType: FhirResourceType<Group> = {
  type: 'Group',
  profiles: [],
  staffModule: 'patient-360',
  memberData: {
    read: 'Members of a PCP or IPA attribution group read through the FHIR API.',
    search: 'Attribution groups of members searched through the FHIR API.',
  },
  searchParams,
  sorts: { params: sortParams, tieBreaker: sql`g.id` },
  read: async (ctx, id) => {
    const filters = byIdFilters(id);
    if (!filters || ctx.patientMemberId !== undefined) return undefined;
    const rows = await selectRows<GroupRow>(ctx, sql`select ${COLUMNS} from ${groupsView(filters)}`);
    const row = rows.find((candidate) => candidate.id === id);
    return row && toGroup(ctx, row);
  },
  search: async (ctx, params, page) => {
    const where = whereOf(params, supported);
    if (ctx.patientMemberId !== undefined) return { resources: [] as Group[], total: 0 };
    return searchPage(ctx, { from: groupsView(), columns: COLUMNS }, where, sql`g.sort, g.id`, page, (row) =>
      toGroup(ctx, row as unknown as GroupRow),
    );
  },
};
