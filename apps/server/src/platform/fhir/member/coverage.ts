import { sql, type SQL } from 'drizzle-orm';
import type { Coverage } from '@medplum/fhirtypes';
import { FhirError, type FhirParam, type FhirResourceType, type FhirSorts } from '../fhir-resource.ts';
import { dateCondition } from '../fhir-search.ts';
import { planOrganizationReference } from '../fhir-ids.ts';
import { LA_TODAY } from '../../db/los-angeles-day.ts';
import { memberIdsParam, noModifier, rows, whereOf } from './member-sql.ts';

interface CoverageRow {
  id: string;
  memberId: string;
  companyCode: string;
  companyName: string | null;
  contractCode: string;
  pbpCode: string;
  planYear: number;
  planName: string | null;
  effectiveDate: string;
  termDate: string | null;
  /** The span is no longer in force: its term date (the last covered day) passed, or it ended before it began. */
  ended: boolean;
  lastUpdated: string;
}

const PROFILES = [
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-coverage',
  'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Coverage',
];
const COVERAGE_CLASS = 'http://terminology.hl7.org/CodeSystem/coverage-class';
const OPEN_END = '9999-12-31';

/**
 * Coverage.status is FHIR R4's financial resource status (active | cancelled | draft | entered-in-error): 'active' while
 * the span is in force or yet to begin (period.start says when), 'cancelled' once it ended (term date passed, Los
 * Angeles day) or was rescinded (ended before it began). A stored span is never a draft or entered in error.
 */
export function coverageOf(row: CoverageRow): Coverage {
  const planName = row.planName ?? `${row.contractCode}-${row.pbpCode}`;
  return {
    resourceType: 'Coverage',
    id: row.id,
    meta: { lastUpdated: row.lastUpdated, profile: PROFILES },
    status: row.ended ? 'cancelled' : 'active',
    type: {
      coding: [{ system: 'https://nahdo.org/sopt', code: '1', display: 'MEDICARE' }],
      text: 'Medicare Advantage',
    },
    subscriberId: row.memberId,
    beneficiary: { reference: `Patient/${row.memberId}` },
    relationship: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship', code: 'self', display: 'Self' },
      ],
    },
    period: {
      start: row.effectiveDate,
      ...(row.termDate && row.termDate !== OPEN_END ? { end: row.termDate } : {}),
    },
    payor: [planOrganizationReference(row.companyCode, row.companyName ?? undefined)],
    class: [
      {
        type: { coding: [{ system: COVERAGE_CLASS, code: 'plan', display: 'Plan' }] },
        value: row.contractCode,
        name: `CMS contract ${row.contractCode} (${row.planYear})`,
      },
      {
        type: { coding: [{ system: COVERAGE_CLASS, code: 'group', display: 'Group' }] },
        value: `${row.contractCode}-${row.pbpCode}`,
        name: planName,
      },
    ],
  };
}

const MEMBER_ORDER = sql`mc.member_id, mc.effective_date, mc.id`;
/** `_sort` by the span's id (the primary key); _lastUpdated is not offered (spans written together share one time). */
const SORTS: FhirSorts = { params: { _id: [sql`mc.id`] }, tieBreaker: sql`mc.id` };

/** One page of coverage spans (member_coverages, on its member index) with their plan and company names. */
const select = (where: SQL, limit: number, offset: number, orderBy: SQL = MEMBER_ORDER) => sql`
  select mc.id::text as id, mc.member_id as "memberId", mc.company_code as "companyCode", c.name as "companyName",
    mc.contract_code as "contractCode", mc.pbp_code as "pbpCode", mc.plan_year as "planYear", p.plan_name as "planName",
    mc.effective_date::text as "effectiveDate", mc.term_date::text as "termDate",
    coalesce(mc.term_date < ${LA_TODAY} or mc.term_date < mc.effective_date, false) as ended,
    to_json(mc.updated_at) #>> '{}' as "lastUpdated"
  from (select * from member_coverages mc where ${where} order by ${orderBy} limit ${limit} offset ${offset}) mc
  left join plans p on p.plan_year = mc.plan_year and p.contract_code = mc.contract_code and p.pbp_code = mc.pbp_code
  left join companies c on c.company_code = mc.company_code
  order by ${orderBy}`;

function conditionOf(param: FhirParam): SQL {
  switch (param.name) {
    case '_id': {
      noModifier(param);
      const ids = param.values.filter((value) => /^\d{1,18}$/.test(value));
      return sql`mc.id = any(${sql.param(ids)}::bigint[])`;
    }
    case 'beneficiary':
    case 'patient':
      return sql`mc.member_id = any(${sql.param(memberIdsParam(param))}::text[])`;
    case '_lastUpdated':
      noModifier(param);
      return dateCondition(sql`mc.updated_at`, param, 'timestamp');
    default:
      throw new FhirError(400, 'invalid', `The search parameter ${param.name} is not supported for Coverage.`);
  }
}

export const coverageType: FhirResourceType<Coverage> = {
  type: 'Coverage',
  profiles: PROFILES,
  staffModule: 'patient-360',
  memberData: {
    read: "Member's coverage read through the FHIR API.",
    search: "Members' coverage searched through the FHIR API.",
  },
  searchParams: [
    { name: '_id', type: 'token', documentation: 'The coverage span id.' },
    { name: 'beneficiary', type: 'reference', documentation: 'The member covered (Patient/<member id>).' },
    { name: 'patient', type: 'reference', documentation: 'The member covered (Patient/<member id>).' },
    {
      name: '_lastUpdated',
      type: 'date',
      documentation: 'When the coverage span last changed, with eq, ne, gt, lt, ge, le prefixes.',
    },
  ],
  sorts: SORTS,
  async read(ctx, id) {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const [row] = await rows<CoverageRow>(
      ctx,
      select(whereOf(ctx, sql`mc.member_id`, [sql`mc.id = ${id}::bigint`]), 1, 0),
    );
    return row ? coverageOf(row) : undefined;
  },
  async search(ctx, params, page) {
    const where = whereOf(ctx, sql`mc.member_id`, params.map(conditionOf));
    const [found, [count]] = await Promise.all([
      page.count === 0
        ? Promise.resolve([])
        : rows<CoverageRow>(ctx, select(where, page.count, page.offset, page.orderBy)),
      rows<{ total: number }>(ctx, sql`select count(*)::int as total from member_coverages mc where ${where}`),
    ]);
    return { resources: found.map(coverageOf), total: count?.total ?? 0 };
  },
};
