import { sql } from 'drizzle-orm';
import type { Location } from '@medplum/fhirtypes';
import type { FhirResourceType } from '../fhir-resource.ts';
import {
  compact,
  metaOf,
  paramDefs,
  planNetProfile,
  referenceCondition,
  searchPage,
  usCoreProfile,
  whereOf,
} from './directory-search.ts';
import { DIRECTORY_STAFF_MODULE, ipaOrganizationId, organizationReference } from './organization.ts';
import {
  PROVIDER_COLUMNS,
  PROVIDER_FROM,
  ipaCodeCondition,
  providersWhere,
  type ProviderRow,
} from './provider-rows.ts';

/** Locations: each provider's practice address (`loc-<provider id>`), managed by the provider's IPA. */

const PROFILES = [planNetProfile('Location'), usCoreProfile('location')];
export const locationId = (providerId: number): string => `loc-${providerId}`;

export function toLocation(row: ProviderRow): Location {
  return compact<Location>({
    resourceType: 'Location',
    id: locationId(row.id),
    meta: metaOf(PROFILES, undefined, row.active),
    status: row.active ? 'active' : 'inactive',
    name: `${row.fullName} practice`,
    telecom: row.phone ? [{ system: 'phone', value: row.phone, use: 'work' }] : undefined,
    address: {
      use: 'work',
      type: 'both',
      line: [row.address1],
      city: row.city,
      state: row.stateCode,
      postalCode: row.zip,
      country: 'US',
    },
    position:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : undefined,
    managingOrganization: row.ipaCode ? organizationReference(ipaOrganizationId(row.ipaCode), row.ipaName) : undefined,
  });
}

const providerIdOf = (id: string): number | undefined => {
  const match = /^loc-(\d{1,9})$/.exec(id);
  return match ? Number(match[1]) : undefined;
};

export async function locationsByIds(ctx: Parameters<typeof providersWhere>[0], ids: string[]): Promise<Location[]> {
  const providerIds = [...new Set(ids.map(providerIdOf).filter((id): id is number => id !== undefined))];
  if (providerIds.length === 0) return [];
  const rows = await providersWhere(
    ctx,
    sql`p.id in (${sql.join(
      providerIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map(toLocation);
}

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: loc-<provider number>.',
    support: {
      condition: (value) => {
        const providerId = providerIdOf(value);
        return providerId === undefined ? sql`false` : sql`p.id = ${providerId}`;
      },
    },
    // loc-<provider number>, in the number's order.
    sort: [sql`p.id`],
  },
  {
    name: 'address-postalcode',
    type: 'string',
    documentation: 'The five-digit ZIP code of the practice.',
    support: { condition: (value) => sql`p.zip = ${value}` },
    sort: [sql`p.zip`],
  },
  {
    name: 'organization',
    type: 'reference',
    documentation: 'The managing IPA: Organization/ipa-<IPA code>.',
    support: { condition: referenceCondition('Organization', ipaCodeCondition), modifiers: ['Organization'] },
  },
]);

export const locationType: FhirResourceType<Location> = {
  type: 'Location',
  profiles: PROFILES,
  staffModule: DIRECTORY_STAFF_MODULE,
  memberData: false,
  searchParams,
  sorts: { params: sortParams, tieBreaker: sql`p.id` },
  read: async (ctx, id) => (await locationsByIds(ctx, [id]))[0],
  search: async (ctx, params, page) => {
    return searchPage(
      ctx,
      { from: PROVIDER_FROM, columns: PROVIDER_COLUMNS },
      whereOf(params, supported),
      sql`p.id`,
      page,
      (row) => toLocation(row as unknown as ProviderRow),
    );
  },
};
