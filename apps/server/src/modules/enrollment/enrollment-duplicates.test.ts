import { describe, expect, it } from 'vitest';
import { levenshtein, scoreCandidate, transposedDates } from './enrollment-duplicates.service.ts';

const applicant = { medicareId: '1EG4TE5MK73', firstName: 'Jonathan', lastName: 'Whitaker', birthdate: '1948-04-11' };
const candidate = (overrides: Record<string, unknown>) => ({
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
