import { sql, type SQL } from 'drizzle-orm';
import type { ContactPoint, Identifier, Organization, Reference } from '@medplum/fhirtypes';
import type { FhirRequestContext, FhirResourceType } from '../fhir-resource.ts';
import {
  PLAN_CODE_SYSTEM,
  PLAN_NET,
  STRING_MODIFIERS,
  NPI_SYSTEM,
  TAX_ID_SYSTEM,
  compact,
  dateSupport,
  identifierCondition,
  metaOf,
  npiIdentifier,
  paramDefs,
  planNetProfile,
  searchPage,
  selectRows,
  stringCondition,
  taxIdentifier,
  usCoreProfile,
  whereOf,
} from './directory-search.ts';
import { LA_TODAY } from '../../db/los-angeles-day.ts';

/**
 * Organizations of the directory: the health plans (the companies that hold the CMS contracts: `plan-<company code>`),
 * each plan's provider network (`network-<company code>`, Plan Net's Network profile: part of the plan, named by the
 * InsurancePlans and the PractitionerRoles of its IPAs), the IPAs of IPA administration (`ipa-<IPA code>`, the IPA's
 * current sequence) and their MSOs (`mso-<id>`).
 */

export const DIRECTORY_STAFF_MODULE = 'provider-search';
export const planOrganizationId = (companyCode: string): string => `plan-${companyCode}`;
export const ipaOrganizationId = (ipaCode: string): string => `ipa-${ipaCode}`;
export const networkOrganizationId = (companyCode: string): string => `network-${companyCode}`;
/** The network's name, from its plan's (the same text the view builds in SQL). */
export const networkName = (companyName: string | null): string | undefined =>
  companyName ? `${companyName} network` : undefined;
export const organizationReference = (id: string, display?: string | null): Reference<Organization> =>
  compact({ reference: `Organization/${id}`, display: display ?? undefined });

type OrgKind = 'payer' | 'ntwk' | 'prvgrp' | 'bus';
const ORG_TYPE_DISPLAY: Record<OrgKind, string> = {
  payer: 'Payer',
  ntwk: 'Network',
  prvgrp: 'Provider Group',
  bus: 'Non-Healthcare Business',
};

interface OrganizationRow {
  id: string;
  kind: OrgKind;
  code: string | null;
  name: string;
  npi: string | null;
  taxId: string | null;
  phone: string | null;
  email: string | null;
  webSite: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  active: boolean;
  partOf: string | null;
  lastUpdated: string | null;
}

/** The three sources as one row shape; each branch takes its own filter so a read by id stays on that table's key. */
function organizationsView(filters: { plan?: SQL; network?: SQL; ipa?: SQL; mso?: SQL } = {}): SQL {
  return sql`(
    select 'plan-' || c.company_code as id, 'payer' as kind, c.company_code as code, c.name, null::text as "npi",
      null::text as "taxId", null::text as phone, null::text as email, null::text as "webSite", null::text as line1,
      null::text as line2, null::text as city, c.state_code as state, null::text as zip, true as active,
      null::text as "partOf", null::timestamptz as "lastUpdated", 0 as sort
    from companies c where ${filters.plan ?? sql`true`}
    union all
    select 'network-' || c.company_code, 'ntwk', null, c.name || ' network', null, null, null, null, null, null, null,
      null, null, null, true, 'plan-' || c.company_code, null, 1
    from companies c where ${filters.network ?? sql`true`}
    union all
    select * from (
      select distinct on (upper(i.ipa_code)) 'ipa-' || i.ipa_code, 'prvgrp', i.ipa_code, coalesce(i.ipa_desc, i.ipa_code),
        i.npi, i.tax_id, i.ipa_phone, i.email_address, i.web_site, i.addr, i.addr2, i.city, i.state, i.zip,
        i.eff_date <= ${LA_TODAY} and i.end_date >= ${LA_TODAY},
        case when k.mso_id is not null then 'mso-' || k.mso_id end, coalesce(i.updated_at, i.created_at), 1
      from ipas i left join ipa_contracts k on k.id = i.contract_level_id
      where ${filters.ipa ?? sql`true`}
      order by upper(i.ipa_code), i.eff_date desc) ipa
    union all
    select 'mso-' || m.id, 'bus', null, m.name, null, null, m.phone, m.email, null, m.address1, m.address2, m.city,
      m.state, m.zip_code, not m.is_termed, null, null, 2
    from ipa_msos m where ${filters.mso ?? sql`true`}
  ) o`;
}

const COLUMNS = sql`o.id, o.kind, o.code, o.name, o.npi, o."taxId", o.phone, o.email, o."webSite", o.line1, o.line2, o.city,
  o.state, o.zip, o.active, o."partOf", o."lastUpdated"`;

const PROFILES = [planNetProfile('Organization'), planNetProfile('Network'), usCoreProfile('organization')];
const ORGANIZATION_PROFILES = [planNetProfile('Organization'), usCoreProfile('organization')];
const NETWORK_PROFILES = [planNetProfile('Network'), usCoreProfile('organization')];

function toOrganization(row: OrganizationRow): Organization {
  const identifiers: Identifier[] = [];
  if (row.npi) identifiers.push(npiIdentifier(row.npi));
  if (row.taxId) identifiers.push(taxIdentifier(row.taxId));
  if (row.code) {
    identifiers.push({
      use: 'secondary',
      system: PLAN_CODE_SYSTEM(row.kind === 'payer' ? 'company-code' : 'ipa-code'),
      value: row.code,
    });
  }
  const telecom: ContactPoint[] = [];
  if (row.phone) telecom.push({ system: 'phone', value: row.phone, use: 'work' });
  if (row.email) telecom.push({ system: 'email', value: row.email, use: 'work' });
  if (row.webSite) telecom.push({ system: 'url', value: row.webSite, use: 'work' });
  const line = [row.line1, row.line2].filter((part): part is string => !!part);
  const hasAddress = !!(line.length > 0 || row.city || row.state || row.zip);
  // Plan Net lists active organizations with an address (a network has none: it is the plan's).
  const network = row.kind === 'ntwk';
  const conforms = row.active && (network || hasAddress);
  return compact<Organization>({
    resourceType: 'Organization',
    id: row.id,
    meta: metaOf(network ? NETWORK_PROFILES : ORGANIZATION_PROFILES, row.lastUpdated, conforms),
    identifier: identifiers,
    active: row.active,
    type: [
      {
        coding: [{ system: `${PLAN_NET}/CodeSystem/OrgTypeCS`, code: row.kind, display: ORG_TYPE_DISPLAY[row.kind] }],
      },
    ],
    name: row.name,
    telecom,
    address: hasAddress
      ? [
          compact({
            use: 'work' as const,
            type: 'both' as const,
            line,
            city: row.city ?? undefined,
            state: row.state ?? undefined,
            postalCode: row.zip ?? undefined,
            country: 'US',
          }),
        ]
      : undefined,
    partOf: row.partOf ? organizationReference(row.partOf) : undefined,
  });
}

/** The branch filters that find one organization by its id, on each table's key. */
function byIdFilters(id: string): { plan: SQL; network: SQL; ipa: SQL; mso: SQL } | undefined {
  const match = /^(plan|network|ipa|mso)-(.+)$/.exec(id);
  if (!match) return undefined;
  const [, kind, key] = match as unknown as [string, 'plan' | 'network' | 'ipa' | 'mso', string];
  if (kind === 'mso' && !/^\d{1,9}$/.test(key)) return undefined;
  return {
    plan: kind === 'plan' ? sql`c.company_code = ${key}` : sql`false`,
    network: kind === 'network' ? sql`c.company_code = ${key}` : sql`false`,
    ipa: kind === 'ipa' ? sql`upper(i.ipa_code) = upper(${key})` : sql`false`,
    mso: kind === 'mso' ? sql`m.id = ${Number(key)}` : sql`false`,
  };
}

/** Organizations by id (unknown ids are left out), for references and `_include`. */
export async function organizationsByIds(ctx: FhirRequestContext, ids: string[]): Promise<Organization[]> {
  const found: Organization[] = [];
  for (const id of [...new Set(ids)]) {
    const filters = byIdFilters(id);
    if (!filters) continue;
    const rows = await selectRows<OrganizationRow>(ctx, sql`select ${COLUMNS} from ${organizationsView(filters)}`);
    // An IPA code is matched ignoring case; the resource keeps the stored spelling, so only the exact id is the same resource.
    for (const row of rows) if (row.id === id) found.push(toOrganization(row));
  }
  return found;
}

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: plan-<company code>, network-<company code>, ipa-<IPA code> or mso-<number>.',
    support: { condition: (value) => sql`o.id = ${value}` },
    sort: [sql`o.id`],
  },
  {
    name: 'identifier',
    type: 'token',
    documentation: `NPI (${NPI_SYSTEM}), tax id (${TAX_ID_SYSTEM}), IPA code or company code; system|value or value.`,
    support: {
      condition: identifierCondition([
        { system: NPI_SYSTEM, column: sql`o.npi` },
        { system: TAX_ID_SYSTEM, column: sql`o."taxId"` },
        { system: PLAN_CODE_SYSTEM('ipa-code'), column: sql`(case when o.kind = 'prvgrp' then o.code end)` },
        { system: PLAN_CODE_SYSTEM('company-code'), column: sql`(case when o.kind = 'payer' then o.code end)` },
      ]),
    },
  },
  {
    name: 'name',
    type: 'string',
    documentation: 'Start of the name, ignoring case (:exact and :contains supported).',
    support: { condition: stringCondition([sql`o.name`]), modifiers: STRING_MODIFIERS },
    sort: [sql`o.name`],
  },
  {
    name: '_lastUpdated',
    type: 'date',
    documentation: 'When the IPA record last changed (plans and MSOs keep no change time and never match).',
    support: dateSupport(sql`o."lastUpdated"`),
    sort: [sql`o."lastUpdated"`],
  },
]);

export const organizationType: FhirResourceType<Organization> = {
  type: 'Organization',
  profiles: PROFILES,
  staffModule: DIRECTORY_STAFF_MODULE,
  memberData: false,
  searchParams,
  sorts: { params: sortParams, tieBreaker: sql`o.id` },
  read: async (ctx, id) => (await organizationsByIds(ctx, [id]))[0],
  search: async (ctx, params, page) => {
    return searchPage(
      ctx,
      { from: organizationsView(), columns: COLUMNS },
      whereOf(params, supported),
      sql`o.sort, o.id`,
      page,
      (row) => toOrganization(row as unknown as OrganizationRow),
    );
  },
};
