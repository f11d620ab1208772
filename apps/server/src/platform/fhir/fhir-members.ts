import type { Reference, Resource } from '@medplum/fhirtypes';

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
