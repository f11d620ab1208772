import { FhirError } from './fhir-resource.ts';

/**
 * What a token may read through the FHIR API, from its SMART on FHIR scopes (v1 `patient/*.read`, v2 `patient/*.rs`):
 * - `patient/<Type|*>.read`: a member app, limited to the member the token's `patient` claim names;
 * - `user/<Type|*>.read`: a staff app, with the portal's module grants still applying;
 * - no FHIR scope at all (the portal's own staff tokens): as `user/*.read`.
 * A token with both kinds reads as the user (their module grants apply).
 */
export type FhirGrant =
  | { kind: 'user'; types: ReadonlySet<string> | '*' }
  | { kind: 'patient'; memberId: string; types: ReadonlySet<string> | '*' };

const SMART_SCOPE = /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.([a-z]+|\*)$/;

/** True when a SMART v1/v2 permission string allows reading (`read`, `*`, or v2 letters including r or s). */
const allowsRead = (permission: string) =>
  permission === 'read' || permission === '*' || (/^c?r?u?d?s?$/.test(permission) && /[rs]/.test(permission));

export function fhirGrantOf(scopes: readonly string[], patient: string | undefined): FhirGrant {
  const granted = { patient: new Set<string>(), user: new Set<string>() };
  let fhirScopes = 0;
  for (const scope of scopes) {
    const match = SMART_SCOPE.exec(scope);
    if (!match) continue;
    fhirScopes += 1;
    const [, context, type, permission] = match as unknown as [string, 'patient' | 'user' | 'system', string, string];
    if (!allowsRead(permission) || context === 'system') continue;
    granted[context].add(type);
  }
  const typesOf = (set: Set<string>) => (set.has('*') ? ('*' as const) : set);
  if (granted.user.size > 0) return { kind: 'user', types: typesOf(granted.user) };
  if (granted.patient.size > 0) {
    if (!patient) throw new FhirError(403, 'forbidden', 'The token has patient scopes but names no patient.');
    return { kind: 'patient', memberId: patient, types: typesOf(granted.patient) };
  }
  if (fhirScopes > 0) throw new FhirError(403, 'forbidden', 'The token grants no FHIR read scope.');
  return { kind: 'user', types: '*' };
}

export function grantCovers(grant: FhirGrant, type: string): boolean {
  return grant.types === '*' || grant.types.has(type);
}
