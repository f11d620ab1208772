import { describe, expect, it } from 'vitest';
import {
  isOwnMemberRecord,
  levenshtein,
  scoreCandidate,
  transposedDates,
  type Candidate,
} from './enrollment-duplicates.service.ts';

const applicant = { medicareId: '1EG4TE5MK73', firstName: 'Jonathan', lastName: 'Whitaker', birthdate: '1948-04-11' };
const candidate = (overrides: Partial<Candidate>): Candidate => ({
  source: 'Member' as const,
  memberId: 'M1',
  medicareId: '9AA9AA9AA99',
  firstName: 'Jonathan',
  lastName: 'Whitaker',
  dob: '1948-04-11',
  contractCode: 'H0541',
  pbp: '001',
  effectiveDate: null,
  termDate: null,
  status: 'Enrolled',
  sRep: null,
  appSigDt: null,
  ...overrides,
});

describe('duplicate scoring', () => {
  it('rates the same MBI High whatever the name', () => {
    expect(
      scoreCandidate(applicant, candidate({ medicareId: '1EG4TE5MK73', firstName: 'X', lastName: 'Y' }))?.level,
    ).toBe('High');
  });
  it('rates a spelling difference with the same birth date Medium and says why', () => {
    const score = scoreCandidate(applicant, candidate({ lastName: 'Whittaker' }));
    expect(score?.level).toBe('Medium');
    expect(score?.reasons).toEqual([
      'Name spelled differently (Jonathan Whittaker / Jonathan Whitaker)',
      'Same birth date',
    ]);
  });
  it('rates the same name with day and month transposed Medium', () => {
    expect(scoreCandidate(applicant, candidate({ dob: '1948-11-04' }))?.reasons).toContain(
      'Birth date transposed (1948-11-04 / 1948-04-11)',
    );
  });
  it('ignores a different person', () => {
    expect(scoreCandidate(applicant, candidate({ firstName: 'Maria', lastName: 'Garcia' }))).toBeNull();
  });
  it('computes edit distance and transposed dates', () => {
    expect(levenshtein('whitaker', 'whittaker')).toBe(1);
    expect(transposedDates('1948-04-11')).toEqual(['1948-11-04']);
    expect(transposedDates('1948-03-12')).toEqual(expect.arrayContaining(['1948-12-03', '1948-03-21']));
  });
});

describe("a plan change's own member record", () => {
  const planChange = { memberId: 'M1', contractCode: 'H0541', pbpCode: '002' };
  it('is the member with the same member id or the same MBI, while in another plan', () => {
    expect(isOwnMemberRecord(applicant, planChange, candidate({}))).toBe(true);
    expect(isOwnMemberRecord(applicant, planChange, candidate({ memberId: 'M2', medicareId: '1eg4te5mk73' }))).toBe(
      true,
    );
    expect(isOwnMemberRecord(applicant, { ...planChange, memberId: null }, candidate({ memberId: 'M1' }))).toBe(false);
  });
  it('is not another member, an application, or their record already in the plan applied for', () => {
    expect(isOwnMemberRecord(applicant, planChange, candidate({ memberId: 'M2' }))).toBe(false);
    expect(isOwnMemberRecord(applicant, planChange, candidate({ source: 'WorkItem', memberId: 'M1' }))).toBe(false);
    expect(isOwnMemberRecord(applicant, planChange, candidate({ pbp: '002' }))).toBe(false);
    expect(isOwnMemberRecord(applicant, planChange, candidate({ pbp: '002', status: 'Disenrolled' }))).toBe(true);
  });
});
