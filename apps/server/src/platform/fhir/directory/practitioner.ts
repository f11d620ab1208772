import { sql } from 'drizzle-orm';
import type { Practitioner } from '@medplum/fhirtypes';
import type { FhirResourceType } from '../fhir-resource.ts';
import {
  NPI_SYSTEM,
  STRING_MODIFIERS,
  compact,
  identifierCondition,
  metaOf,
  npiIdentifier,
  paramDefs,
  planNetProfile,
  searchPage,
  stringCondition,
  usCoreProfile,
  whereOf,
} from './directory-search.ts';
import { DIRECTORY_STAFF_MODULE } from './organization.ts';
import {
  PROVIDER_COLUMNS,
  PROVIDER_FROM,
  fhirGender,
  languageConcept,
  providersByNpis,
  type ProviderRow,
} from './provider-rows.ts';

/** Practitioners: the providers of the reference data, one per NPI (the id is the NPI). */

const PROFILES = [planNetProfile('Practitioner'), usCoreProfile('practitioner')];

export function toPractitioner(row: ProviderRow): Practitioner {
  return compact<Practitioner>({
    resourceType: 'Practitioner',
    id: row.npi,
    meta: metaOf(PROFILES, undefined, row.active),
    identifier: [npiIdentifier(row.npi)],
    active: row.active,
    name: [{ use: 'official', text: row.fullName, family: row.lastName, given: [row.firstName] }],
    gender: fhirGender(row.gender),
    communication: row.languages.map(languageConcept),
  });
}

export const practitionersByNpis = async (...args: Parameters<typeof providersByNpis>): Promise<Practitioner[]> =>
  (await providersByNpis(...args)).map(toPractitioner);

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: the NPI.',
    support: { condition: (value) => sql`p.npi = ${value}` },
    sort: [sql`p.npi`],
  },
  {
    name: 'identifier',
    type: 'token',
    documentation: `NPI (${NPI_SYSTEM}); system|value or value.`,
    support: { condition: identifierCondition([{ system: NPI_SYSTEM, column: sql`p.npi` }]) },
  },
  {
    name: 'name',
    type: 'string',
    documentation: 'Start of the family name or of the full name, ignoring case (:exact and :contains supported).',
    support: {
      condition: stringCondition([sql`p.last_name`, sql`p.full_name`, sql`p.first_name`]),
      modifiers: STRING_MODIFIERS,
    },
    sort: [sql`p.last_name`, sql`p.first_name`],
  },
]);

export const practitionerType: FhirResourceType<Practitioner> = {
  type: 'Practitioner',
  profiles: PROFILES,
  staffModule: DIRECTORY_STAFF_MODULE,
  memberData: false,
  searchParams,
  sorts: { params: sortParams, tieBreaker: sql`p.npi` },
  read: async (ctx, id) => (/^\d{10}$/.test(id) ? (await practitionersByNpis(ctx, [id]))[0] : undefined),
  search: async (ctx, params, page) => {
    return searchPage(
      ctx,
      { from: PROVIDER_FROM, columns: PROVIDER_COLUMNS },
      whereOf(params, supported),
      sql`p.last_name, p.first_name, p.npi`,
      page,
      (row) => toPractitioner(row as unknown as ProviderRow),
    );
  },
};
