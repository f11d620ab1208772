import { describe, expect, it } from 'vitest';
import { criteriaText } from './CampaignsScreen.tsx';

const NONE = { contractCodes: [], pbpCodes: [], countyFips: [], minAge: null, maxAge: null, tags: [] };

describe('a campaign’s eligibility in a few words', () => {
  it('names every criterion given, and "All active members" when none is', () => {
    expect(criteriaText(NONE)).toBe('All active members');
    expect(
      criteriaText({
        contractCodes: ['H0541'],
        pbpCodes: ['001', '002'],
        countyFips: ['06037'],
        minAge: 65,
        maxAge: 75,
        tags: ['Caregiver Involved'],
      }),
    ).toBe('Plan H0541; PBP 001, 002; County 06037; Age 65-75; Tags Caregiver Involved');
  });

  it('shows an open-ended age band', () => {
    expect(criteriaText({ ...NONE, minAge: 85 })).toBe('Age 85+');
    expect(criteriaText({ ...NONE, maxAge: 40 })).toBe('Age 0-40');
  });
});
