import type { Resource } from '@medplum/fhirtypes';
import type { FhirResourceType } from '../fhir-resource.ts';
import { practitionerRoleType } from './practitioner-role.ts';

/**
 * `_revinclude` of the PractitionerRoles that refer to a page of matches (Plan Net's directory queries: a practitioner
 * with their roles, an IPA with its roles), through PractitionerRole's own search parameter, so the same SQL answers both.
 */
export function withRoleRevInclude<R extends Resource>(
  type: FhirResourceType<R>,
  parameter: 'practitioner' | 'organization',
): FhirResourceType<R> {
  const name = `PractitionerRole:${parameter}`;
  return {
    ...type,
    searchRevIncludes: [name],
    revinclude: async (ctx, resources, revinclude, limit) => {
      if (revinclude !== name) return { resources: [], total: 0 };
      const references = resources.map((resource) => `${resource.resourceType}/${resource.id ?? ''}`);
      return practitionerRoleType.search(ctx, [{ name: parameter, values: references }], { count: limit, offset: 0 });
    },
  };
}
