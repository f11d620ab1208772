import type { Reference, Resource } from '@medplum/fhirtypes';
import type { FhirParam } from './fhir-resource.ts';

const patientIdOf = (reference: Reference | undefined): string | undefined => {
  const match = /(?:^|\/)Patient\/([^/]+)$/.exec(reference?.reference ?? '');
  return match?.[1];
};

/**
 * The members (plan member ids = Patient ids) a resource is about: a Patient itself, the patient / beneficiary /
 * subject a resource references, a Group's members. What the read audit records and what a patient token is held to.
 */
export function memberIdsOf(resource: Resource): string[] {
  if (resource.resourceType === 'Patient') return resource.id ? [resource.id] : [];
  const ids = new Set<string>();
  const fields = resource as unknown as Record<string, unknown>;
  for (const field of ['patient', 'beneficiary', 'subject']) {
    const id = patientIdOf(fields[field] as Reference | undefined);
    if (id) ids.add(id);
  }
  if (resource.resourceType === 'Group')
    for (const member of resource.member ?? []) {
      const id = patientIdOf(member.entity);
      if (id) ids.add(id);
    }
  return [...ids];
}

/** True when every member the resource is about is the token's patient (and it is about one at least). */
export function belongsTo(resource: Resource, memberId: string): boolean {
  const ids = memberIdsOf(resource);
  return ids.length > 0 && ids.every((id) => id === memberId);
}

/** The parameters by which a search names the member its results are about. */
const MEMBER_PARAMS = new Set(['patient', 'beneficiary', 'subject']);

/**
 * The one member a search names, when it names exactly one: `patient`, `beneficiary` or `subject` with a single
 * `Patient/<id>` (or bare id) and no modifier, or a Patient search by a single `_id`. It only predicts whom the results
 * are about, so the search's audit row can start beside the read; the members actually returned decide (fhir.routes.ts).
 */
export function namedMember(resourceType: string, params: readonly FhirParam[]): string | undefined {
  const named = new Set<string>();
  for (const param of params) {
    if (param.modifier !== undefined || param.values.length !== 1) continue;
    const value = param.values[0] ?? '';
    if (resourceType === 'Patient' && param.name === '_id') named.add(value);
    else if (MEMBER_PARAMS.has(param.name)) {
      const id = /^(?:Patient\/)?([^/]+)$/.exec(value)?.[1];
      if (id) named.add(id);
    }
  }
  return named.size === 1 ? [...named][0] : undefined;
}
