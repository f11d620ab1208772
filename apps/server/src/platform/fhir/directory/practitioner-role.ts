import { sql, type SQL } from 'drizzle-orm';
import type { Extension, PractitionerRole, Resource } from '@medplum/fhirtypes';
import { FhirError, type FhirResourceType } from '../fhir-resource.ts';
import { referenceId, tokenOf } from '../fhir-search.ts';
import {
  PLAN_NET,
  compact,
  dateSupport,
  metaOf,
  paramDefs,
  planNetProfile,
  referenceCondition,
  searchPage,
  usCoreProfile,
  whereOf,
} from './directory-search.ts';
import { locationId, locationsByIds } from './location.ts';
import {
  DIRECTORY_STAFF_MODULE,
  ipaOrganizationId,
  organizationReference,
  organizationsByIds,
  networkOrganizationId,
  networkName,
} from './organization.ts';
import { practitionersByNpis } from './practitioner.ts';
import {
  PROVIDER_COLUMNS,
  PROVIDER_FROM,
  ipaCodeCondition,
  providersByNpis,
  specialtiesOfToken,
  specialtyConcept,
  type ProviderRow,
} from './provider-rows.ts';

/**
 * Practitioner roles: a provider's role in its IPA (`<NPI>-<IPA code>`, or `<NPI>-direct` for a provider contracted
 * with the plan directly), with the specialty, the practice location, the plan's network and whether the provider
 * accepts new patients (a PCP: Panel Management's panel open; others: the directory's flag).
 */

const PROFILES = [planNetProfile('PractitionerRole'), usCoreProfile('practitionerrole')];
const DIRECT = 'direct';
export const practitionerRoleId = (row: Pick<ProviderRow, 'npi' | 'ipaCode'>): string =>
  `${row.npi}-${row.ipaCode ?? DIRECT}`;

function newPatients(accepting: boolean): Extension {
  return {
    url: `${PLAN_NET}/StructureDefinition/newpatients`,
    extension: [
      {
        url: 'acceptingPatients',
        valueCodeableConcept: {
          coding: [
            {
              system: `${PLAN_NET}/CodeSystem/AcceptingPatientsCS`,
              code: accepting ? 'yes' : 'nopt',
              display: accepting ? 'Accepting' : 'Not Accepting',
            },
          ],
        },
      },
    ],
  };
}

export function toPractitionerRole(row: ProviderRow): PractitionerRole {
  const extension: Extension[] = [newPatients(row.acceptingNewPatients)];
  if (row.companyCode) {
    // The plan's network the IPA belongs to: the network of the IPA's company (the plan that holds the contracts).
    extension.push({
      url: `${PLAN_NET}/StructureDefinition/network-reference`,
      valueReference: organizationReference(networkOrganizationId(row.companyCode), networkName(row.companyName)),
    });
  }
  return compact<PractitionerRole>({
    resourceType: 'PractitionerRole',
    id: practitionerRoleId(row),
    // Plan Net lists active roles with a way to reach them (pd-1: telecom or an endpoint).
    meta: metaOf(PROFILES, row.lastUpdated, row.active && !!row.phone),
    extension,
    active: row.active,
    period: compact({ start: row.effectiveDate, end: row.termDate ?? undefined }),
    practitioner: { reference: `Practitioner/${row.npi}`, display: row.fullName },
    organization: row.ipaCode ? organizationReference(ipaOrganizationId(row.ipaCode), row.ipaName) : undefined,
    code: [{ text: row.isPcp ? 'Primary care provider' : 'Specialist' }],
    specialty: [specialtyConcept(row.specialty)],
    location: [{ reference: `Location/${locationId(row.id)}` }],
    telecom: row.phone ? [{ system: 'phone', value: row.phone, use: 'work' }] : undefined,
  });
}

/** The provider a role id names, as a condition on providers p (the NPI key and the role's IPA). */
function roleIdCondition(id: string): SQL {
  const match = /^(\d{10})-(.+)$/.exec(id);
  if (!match) return sql`false`;
  const [, npi, ipa] = match as unknown as [string, string, string];
  return ipa === DIRECT ? sql`(p.npi = ${npi} and p.ipa_code is null)` : sql`(p.npi = ${npi} and p.ipa_code = ${ipa})`;
}

const { searchParams, supported, sortParams } = paramDefs([
  {
    name: '_id',
    type: 'token',
    documentation: 'Logical id: <NPI>-<IPA code>, or <NPI>-direct.',
    support: { condition: roleIdCondition },
    // One role per provider row and one row per NPI: the role id's order is the NPI's.
    sort: [sql`p.npi`],
  },
  {
    name: 'practitioner',
    type: 'reference',
    documentation: 'The practitioner: Practitioner/<NPI>.',
    support: {
      condition: referenceCondition('Practitioner', (npi) => sql`p.npi = ${npi}`),
      modifiers: ['Practitioner'],
    },
  },
  {
    name: 'organization',
    type: 'reference',
    documentation: 'The IPA: Organization/ipa-<IPA code>.',
    support: { condition: referenceCondition('Organization', ipaCodeCondition), modifiers: ['Organization'] },
  },
  {
    name: 'specialty',
    type: 'token',
    documentation: 'NUCC provider taxonomy code (http://nucc.org/provider-taxonomy|207Q00000X), or the specialty name.',
    support: {
      condition: (value) => {
        const { system, code } = tokenOf(value);
        const specialties = specialtiesOfToken(system, code);
        return specialties.length === 0
          ? sql`false`
          : sql`p.specialty in (${sql.join(
              specialties.map((name) => sql`${name}`),
              sql`, `,
            )})`;
      },
    },
  },
  {
    name: '_lastUpdated',
    type: 'date',
    documentation: 'When Panel Management last changed the panel (roles never changed there never match).',
    support: dateSupport(sql`s.updated_at`),
    sort: [sql`s.updated_at`],
  },
]);

export const PRACTITIONER_ROLE_INCLUDES = [
  'PractitionerRole:practitioner',
  'PractitionerRole:organization',
  'PractitionerRole:location',
];

const referenced = (refs: (string | undefined)[], type: string): string[] =>
  refs.flatMap((ref) => {
    const id = ref === undefined ? undefined : referenceId(ref, type, type);
    return id === undefined ? [] : [id];
  });

export const practitionerRoleType: FhirResourceType<PractitionerRole> = {
  type: 'PractitionerRole',
  profiles: PROFILES,
  staffModule: DIRECTORY_STAFF_MODULE,
  memberData: false,
  searchParams,
  sorts: { params: sortParams, tieBreaker: sql`p.npi` },
  searchIncludes: PRACTITIONER_ROLE_INCLUDES,
  read: async (ctx, id) => {
    const npi = /^(\d{10})-/.exec(id)?.[1];
    if (!npi) return undefined;
    const [row] = await providersByNpis(ctx, [npi]);
    return row && practitionerRoleId(row) === id ? toPractitionerRole(row) : undefined;
  },
  search: async (ctx, params, page) => {
    return searchPage(
      ctx,
      { from: PROVIDER_FROM, columns: PROVIDER_COLUMNS },
      whereOf(params, supported),
      sql`p.npi`,
      page,
      (row) => toPractitionerRole(row as unknown as ProviderRow),
    );
  },
  include: async (ctx, roles, include): Promise<Resource[]> => {
    switch (include) {
      case 'PractitionerRole:practitioner':
        return practitionersByNpis(
          ctx,
          referenced(
            roles.map((role) => role.practitioner?.reference),
            'Practitioner',
          ),
        );
      case 'PractitionerRole:organization':
        return organizationsByIds(
          ctx,
          referenced(
            roles.map((role) => role.organization?.reference),
            'Organization',
          ),
        );
      case 'PractitionerRole:location':
        return locationsByIds(
          ctx,
          referenced(
            roles.flatMap((role) => (role.location ?? []).map((location) => location.reference)),
            'Location',
          ),
        );
      default:
        throw new FhirError(400, 'not-supported', `Unsupported _include '${include}'`);
    }
  },
};
