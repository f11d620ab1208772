import { sql, type SQL } from 'drizzle-orm';
import type { InsurancePlan } from '@medplum/fhirtypes';
import type { FhirResourceType } from '../fhir-resource.ts';
import {
  PLAN_CODE_SYSTEM,
  PLAN_NET,
  STRING_MODIFIERS,
  compact,
  identifierCondition,
  metaOf,
  paramDefs,
  planNetProfile,
  referenceCondition,
  searchPage,
  selectRows,
  stringCondition,
  whereOf,
} from './directory-search.ts';
import {
  DIRECTORY_STAFF_MODULE,
  networkName,
  networkOrganizationId,
  organizationReference,
  planOrganizationId,
} from './organization.ts';

/**
 * Insurance plans: a CMS contract's plan benefit package (`<contract>-<PBP>`, e.g. H0541-001) over the plan years the
 * reference data holds it; its name and type are those of the latest year, its period runs from the first year's
 * January 1 to the last year's December 31, and the company that holds the contract owns and administers it; its
 * members see that plan's provider network.
 */

const PROFILES = [planNetProfile('InsurancePlan')];
const CONTRACT_PBP = PLAN_CODE_SYSTEM('contract-pbp');

interface PlanRow {
  contractCode: string;
  pbpCode: string;
  name: string;
  planType: string;
  companyCode: string;
  companyName: string | null;
  firstYear: number;
  lastYear: number;
}

const plansView = (filter: SQL = sql`true`): SQL => sql`(
  select pl.contract_code as "contractCode", pl.pbp_code as "pbpCode",
    (array_agg(pl.plan_name order by pl.plan_year desc))[1] as name,
    (array_agg(pl.plan_type order by pl.plan_year desc))[1] as "planType",
    (array_agg(pl.company_code order by pl.plan_year desc))[1] as "companyCode",
    min(pl.plan_year) as "firstYear", max(pl.plan_year) as "lastYear"
  from plans pl where ${filter} group by pl.contract_code, pl.pbp_code
) ip left join companies c on c.company_code = ip."companyCode"`;

const COLUMNS = sql`ip."contractCode", ip."pbpCode", ip.name, ip."planType", ip."companyCode", c.name as "companyName",
  ip."firstYear", ip."lastYear"`;

function toInsurancePlan(row: PlanRow): InsurancePlan {
  const id = `${row.contractCode}-${row.pbpCode}`;
  const owner = organizationReference(planOrganizationId(row.companyCode), row.companyName);
  return compact<InsurancePlan>({
    resourceType: 'InsurancePlan',
    id,
    meta: metaOf(PROFILES),
    identifier: [{ use: 'official', system: CONTRACT_PBP, value: id }],
    status: row.lastYear >= new Date().getUTCFullYear() ? 'active' : 'retired',
    type: [
      {
        coding: [
          { system: `${PLAN_NET}/CodeSystem/InsuranceProductTypeCS`, code: 'mediadv', display: 'Medicare Advantage' },
        ],
      },
    ],
    name: row.name,
    period: { start: `${row.firstYear}-01-01`, end: `${row.lastYear}-12-31` },
    ownedBy: owner,
    administeredBy: owner,
    network: [organizationReference(networkOrganizationId(row.companyCode), networkName(row.companyName))],
    plan: [{ identifier: [{ system: CONTRACT_PBP, value: id }], type: { text: row.planType } }],
  });
}

const idParts = (id: string): [string, string] | undefined => {
  const match = /^([A-Z]\d{4})-(\d{3})$/.exec(id);
  return match?.[1] && match[2] ? [match[1], match[2]] : undefined;
};

/** The plan's id, `<contract>-<PBP>`. */
const PLAN_ID = sql`(ip."contractCode" || '-' || ip."pbpCode")`;

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: <contract>-<PBP>, e.g. H0541-001.',
    support: {
      condition: (value) => {
        const parts = idParts(value);
        return parts ? sql`(ip."contractCode" = ${parts[0]} and ip."pbpCode" = ${parts[1]})` : sql`false`;
      },
    },
    sort: [PLAN_ID],
  },
  {
    name: 'identifier',
    type: 'token',
    documentation: `Contract and PBP (${CONTRACT_PBP}|H0541-001).`,
    support: {
      condition: identifierCondition([{ system: CONTRACT_PBP, column: PLAN_ID }]),
    },
  },
  {
    name: 'name',
    type: 'string',
    documentation: 'Start of the plan name, ignoring case (:exact and :contains supported).',
    support: { condition: stringCondition([sql`ip.name`]), modifiers: STRING_MODIFIERS },
    sort: [sql`ip.name`],
  },
  {
    name: 'owned-by',
    type: 'reference',
    documentation: 'The plan organization: Organization/plan-<company code>.',
    support: {
      condition: referenceCondition('Organization', (id) =>
        id.startsWith('plan-') ? sql`ip."companyCode" = ${id.slice(5)}` : sql`false`,
      ),
      modifiers: ['Organization'],
    },
  },
]);

export const insurancePlanType: FhirResourceType<InsurancePlan> = {
  type: 'InsurancePlan',
  profiles: PROFILES,
  staffModule: DIRECTORY_STAFF_MODULE,
  memberData: false,
  searchParams,
  sorts: { params: sortParams, tieBreaker: PLAN_ID },
  read: async (ctx, id) => {
    const parts = idParts(id);
    if (!parts) return undefined;
    const [row] = await selectRows<PlanRow>(
      ctx,
      sql`select ${COLUMNS} from ${plansView(sql`pl.contract_code = ${parts[0]} and pl.pbp_code = ${parts[1]}`)}`,
    );
    return row && toInsurancePlan(row);
  },
  search: async (ctx, params, page) => {
    return searchPage(
      ctx,
      { from: plansView(), columns: COLUMNS },
      whereOf(params, supported),
      sql`ip."contractCode", ip."pbpCode"`,
      page,
      (row) => toInsurancePlan(row as unknown as PlanRow),
    );
  },
};
