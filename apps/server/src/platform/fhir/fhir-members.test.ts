import { describe, expect, it } from 'vitest';
import { namedMember } from './fhir-members.ts';

describe('namedMember', () => {
  it('names the one member a search is about by patient, beneficiary, subject or a Patient _id', () => {
    expect(namedMember('Coverage', [{ name: 'beneficiary', values: ['Patient/M1'] }])).toBe('M1');
    expect(namedMember('ExplanationOfBenefit', [{ name: 'patient', values: ['M1'] }])).toBe('M1');
    expect(
      namedMember('Condition', [
        { name: 'subject', values: ['Patient/M1'] },
        { name: 'patient', values: ['M1'] },
      ]),
    ).toBe('M1');
    expect(namedMember('Patient', [{ name: '_id', values: ['M1'] }])).toBe('M1');
  });

  it('names none when a search could be about several members or about another kind of subject', () => {
    expect(namedMember('Coverage', [{ name: 'beneficiary', values: ['Patient/M1', 'Patient/M2'] }])).toBeUndefined();
    expect(
      namedMember('Coverage', [
        { name: 'patient', values: ['M1'] },
        { name: 'patient', values: ['M2'] },
      ]),
    ).toBeUndefined();
    expect(namedMember('Condition', [{ name: 'subject', values: ['Group/G1'] }])).toBeUndefined();
    expect(namedMember('Coverage', [{ name: 'patient', modifier: 'missing', values: ['true'] }])).toBeUndefined();
    expect(namedMember('Coverage', [{ name: '_id', values: ['C1'] }])).toBeUndefined();
    expect(namedMember('Patient', [{ name: 'name', values: ['smith'] }])).toBeUndefined();
  });
});
