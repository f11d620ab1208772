import { sql, type SQL } from 'drizzle-orm';
import type { ExplanationOfBenefit, ExplanationOfBenefitItem } from '@medplum/fhirtypes';
import {
  FhirError,
  type FhirParam,
  type FhirRequestContext,
  type FhirResourceType,
  type FhirSorts,
} from '../fhir-resource.ts';
import { dateCondition } from '../fhir-search.ts';
import { planOrganizationReference, practitionerByNpi } from '../fhir-ids.ts';
import { memberIdsParam, moneyOf, noModifier, rows, whereOf } from './member-sql.ts';

interface ClaimRow {
  id: number;
  claimNo: string;
  memberId: string;
  claimType: string;
  status: string;
  fromDate: string;
  toDate: string;
  receivedDate: string;
  providerNpi: string | null;
  providerName: string | null;
  companyCode: string | null;
  companyName: string | null;
  coverageId: string | null;
  diagnoses: string[];
  billed: number;
  allowed: number;
  paid: number;
}
interface LineRow {
  claimId: number;
  lineNo: number;
  codeSystem: string;
  code: string;
  units: number;
  fromDate: string;
  billed: number;
  allowed: number;
  paid: number;
}

const PROFILES = ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit'];
export const CLAIM_NUMBER_SYSTEM = 'https://healthplan.example/fhir/sid/claim-number';
const ADJUDICATION = 'http://terminology.hl7.org/CodeSystem/adjudication';
const CODE_SYSTEMS: Record<string, string> = {
  CPT: 'http://www.ama-assn.org/go/cpt',
  HCPCS: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  REV: 'https://www.nubc.org/CodeSystem/RevenueCodes',
};

const amounts = (row: { billed: number; allowed: number; paid: number }) => [
  {
    category: { coding: [{ system: ADJUDICATION, code: 'submitted', display: 'Submitted Amount' }] },
    amount: moneyOf(row.billed),
  },
  {
    category: { coding: [{ system: ADJUDICATION, code: 'eligible', display: 'Eligible Amount' }] },
    amount: moneyOf(row.allowed),
  },
  {
    category: { coding: [{ system: ADJUDICATION, code: 'benefit', display: 'Benefit Amount' }] },
    amount: moneyOf(row.paid),
  },
];

function itemOf(line: LineRow): ExplanationOfBenefitItem {
  const coding = {
    system: CODE_SYSTEMS[line.codeSystem] ?? `urn:healthplan:code-system:${line.codeSystem}`,
    code: line.code,
  };
  return {
    sequence: line.lineNo,
    ...(line.codeSystem === 'REV'
      ? { revenue: { coding: [coding] }, productOrService: { text: `Revenue code ${line.code}` } }
      : { productOrService: { coding: [coding] } }),
    servicedDate: line.fromDate,
    quantity: { value: line.units },
    adjudication: amounts(line),
  };
}

export function explanationOfBenefitOf(row: ClaimRow, lines: LineRow[]): ExplanationOfBenefit {
  const institutional = row.claimType === 'Institutional';
  return {
    resourceType: 'ExplanationOfBenefit',
    id: row.claimNo,
    meta: { profile: PROFILES, lastUpdated: `${row.receivedDate}T00:00:00Z` },
    identifier: [
      {
        type: { coding: [{ system: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBIdentifierType', code: 'uc' }] },
        system: CLAIM_NUMBER_SYSTEM,
        value: row.claimNo,
      },
    ],
    status: 'active',
    type: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/claim-type',
          code: institutional ? 'institutional' : 'professional',
        },
      ],
    },
    use: 'claim',
    patient: { reference: `Patient/${row.memberId}` },
    billablePeriod: { start: row.fromDate, end: row.toDate },
    created: row.receivedDate,
    insurer: row.companyCode
      ? planOrganizationReference(row.companyCode, row.companyName ?? undefined)
      : { display: 'Health plan' },
    provider: row.providerNpi
      ? practitionerByNpi(row.providerNpi, row.providerName ?? undefined)
      : { display: 'Unknown provider' },
    outcome: row.status === 'Pending' ? 'queued' : 'complete',
    disposition: row.status,
    insurance: [
      {
        focal: true,
        coverage: row.coverageId
          ? { reference: `Coverage/${row.coverageId}` }
          : { display: 'Medicare Advantage coverage' },
      },
    ],
    ...(row.diagnoses.length > 0
      ? {
          diagnosis: row.diagnoses.map((code, index) => ({
            sequence: index + 1,
            diagnosisCodeableConcept: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code }] },
          })),
        }
      : {}),
    ...(lines.length > 0 ? { item: lines.map(itemOf) } : {}),
    total: amounts(row),
    payment: { amount: moneyOf(row.paid) },
  };
}

const MEMBER_ORDER = sql`c.member_id, c.from_date, c.id`;
/** `_sort` of one member's claims (a search names the member or the claim), so any key sorts a small set. */
const SORTS: FhirSorts = {
  params: { _id: [sql`c.claim_no`], _lastUpdated: [sql`c.received_date`] },
  tieBreaker: sql`c.claim_no`,
};

/** A page of claims (on their member index) with provider, plan, the coverage in force at the service date, and lines. */
async function claimsWhere(
  ctx: FhirRequestContext,
  where: SQL,
  limit: number,
  offset: number,
  orderBy: SQL = MEMBER_ORDER,
) {
  const found = await rows<ClaimRow>(
    ctx,
    sql`select c.id::int as id, c.claim_no as "claimNo", c.member_id as "memberId", c.claim_type as "claimType", c.status,
      c.from_date::text as "fromDate", c.to_date::text as "toDate", c.received_date::text as "receivedDate",
      p.npi as "providerNpi", p.full_name as "providerName", m.company_code as "companyCode", co.name as "companyName",
      (select mc.id::text from member_coverages mc where mc.member_id = c.member_id and mc.effective_date <= c.from_date
        order by mc.effective_date desc limit 1) as "coverageId",
      c.diagnoses, c.billed::float8 as billed, c.allowed::float8 as allowed, c.paid::float8 as paid
    from (select * from claims c where ${where} order by ${orderBy} limit ${limit} offset ${offset}) c
    left join providers p on p.id = c.provider_id
    left join members m on m.member_id = c.member_id
    left join companies co on co.company_code = m.company_code
    order by ${orderBy}`,
  );
  if (found.length === 0) return [];
  const lines = await rows<LineRow>(
    ctx,
    sql`select claim_id::int as "claimId", line_no as "lineNo", code_system as "codeSystem", code, units,
      from_date::text as "fromDate", billed::float8 as billed, allowed::float8 as allowed, paid::float8 as paid
    from claim_lines where claim_id = any(${sql.param(found.map((row) => row.id))}::bigint[]) order by claim_id, line_no`,
  );
  return found.map((row) =>
    explanationOfBenefitOf(
      row,
      lines.filter((line) => line.claimId === row.id),
    ),
  );
}

function conditionOf(param: FhirParam): SQL {
  switch (param.name) {
    case '_id':
      noModifier(param);
      return sql`c.claim_no = any(${sql.param(param.values)}::text[])`;
    case 'patient':
      return sql`c.member_id = any(${sql.param(memberIdsParam(param))}::text[])`;
    case '_lastUpdated':
      noModifier(param);
      return dateCondition(sql`c.received_date`, param, 'date');
    default:
      throw new FhirError(
        400,
        'invalid',
        `The search parameter ${param.name} is not supported for ExplanationOfBenefit.`,
      );
  }
}

export const explanationOfBenefitType: FhirResourceType<ExplanationOfBenefit> = {
  type: 'ExplanationOfBenefit',
  profiles: PROFILES,
  staffModule: 'claims',
  memberData: {
    read: "Member's claim read through the FHIR API.",
    search: "Members' claims searched through the FHIR API.",
  },
  searchParams: [
    { name: '_id', type: 'token', documentation: 'The claim number.' },
    { name: 'patient', type: 'reference', documentation: 'The member (Patient/<member id>); required without _id.' },
    {
      name: '_lastUpdated',
      type: 'date',
      documentation: 'When the claim was received, with eq, ne, gt, lt, ge, le prefixes.',
    },
  ],
  sorts: SORTS,
  async read(ctx, id) {
    const [found] = await claimsWhere(ctx, whereOf(ctx, sql`c.member_id`, [sql`c.claim_no = ${id}`]), 1, 0);
    return found;
  },
  async search(ctx, params, page) {
    // Claims are searched per member (their index): a staff search names the member or the claim.
    if (!ctx.patientMemberId && !params.some((param) => param.name === 'patient' || param.name === '_id'))
      throw new FhirError(400, 'invalid', 'An ExplanationOfBenefit search needs the patient or _id parameter.');
    const where = whereOf(ctx, sql`c.member_id`, params.map(conditionOf));
    const [resources, [count]] = await Promise.all([
      page.count === 0 ? Promise.resolve([]) : claimsWhere(ctx, where, page.count, page.offset, page.orderBy),
      rows<{ total: number }>(ctx, sql`select count(*)::int as total from claims c where ${where}`),
    ]);
    return { resources, total: count?.total ?? 0 };
  },
};
