import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { addDays, formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { renderWithProviders } from '../../../test/render.tsx';
import { MemberSummary } from './MemberSummary.tsx';

const member = (overrides: Partial<MemberGridRow>): MemberGridRow => ({
  memberId: 'M100000001',
  mbi: '1EG4TE5MK73',
  firstName: 'Ana',
  lastName: 'Lopez',
  fullName: 'Ana Lopez',
  dateOfBirth: '1950-04-02',
  gender: 'F',
  phone: null,
  pcp: null,
  homeAddress: { address1: '1 Main St', address2: null, city: 'Fresno', state: 'CA', zip5: '93701', zip4: null },
  countyFips: '06019',
  alertCounts: 0,
  memberHealthRisk: 'Low',
  hospiceEligibility: { eligible: false },
  companyId: 'CCHP',
  contractCode: 'H1234',
  pbpCode: '001',
  isFrequentCaller: false,
  termDate: null,
  effectiveDateTime: '2020-01-01',
  isActive: true,
  memberisActive: true,
  version: 1,
  ...overrides,
});

function answer(row: MemberGridRow) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [row], total: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the member header', () => {
  it('shows a member whose term date is still to come as active until that date, not termed', async () => {
    const termDate = addDays(todayInLosAngeles(), 40);
    answer(member({ termDate }));
    renderWithProviders(<MemberSummary memberId="M100000001" />);
    expect(await screen.findByText(`Active until ${formatUsDate(termDate)}`)).toBeInTheDocument();
    expect(screen.queryByText(/Termed/)).toBeNull();
    expect(valueOf('Active')).toBe('Yes');
    expect(valueOf('Term Date')).toBe(formatUsDate(termDate));
  });

  it('shows a member whose term date has passed as inactive, and Active says No', async () => {
    answer(member({ termDate: addDays(todayInLosAngeles(), -3) }));
    renderWithProviders(<MemberSummary memberId="M100000001" />);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(valueOf('Active')).toBe('No');
  });
});
