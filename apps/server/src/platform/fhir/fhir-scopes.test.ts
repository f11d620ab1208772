import { describe, expect, it } from 'vitest';
import { fhirGrantOf, grantCovers } from './fhir-scopes.ts';
import { FhirError } from './fhir-resource.ts';

describe('SMART scopes', () => {
  it('reads a portal token without FHIR scopes as user/*.read', () => {
    expect(fhirGrantOf(['openid', 'api'], undefined)).toEqual({ kind: 'user', types: '*' });
  });

  it('limits patient scopes to the token patient', () => {
    const grant = fhirGrantOf(['openid', 'launch/patient', 'patient/*.read'], 'M1');
    expect(grant).toEqual({ kind: 'patient', memberId: 'M1', types: '*' });
  });

  it('reads v2 and per-type scopes', () => {
    const grant = fhirGrantOf(['patient/Patient.rs', 'patient/Coverage.read'], 'M1');
    expect(grantCovers(grant, 'Patient')).toBe(true);
    expect(grantCovers(grant, 'Coverage')).toBe(true);
    expect(grantCovers(grant, 'ExplanationOfBenefit')).toBe(false);
  });

  it('prefers user scopes when a token has both', () => {
    expect(fhirGrantOf(['patient/*.read', 'user/*.read'], 'M1').kind).toBe('user');
  });

  it('refuses patient scopes without a patient and FHIR scopes that grant no read', () => {
    expect(() => fhirGrantOf(['patient/*.read'], undefined)).toThrow(FhirError);
    expect(() => fhirGrantOf(['patient/*.write'], 'M1')).toThrow(FhirError);
  });
});
