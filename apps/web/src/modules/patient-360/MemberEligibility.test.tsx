import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { BenefitDetails, Eligibility, PlanBenefit } from '@portal/contracts/patient-360/eligibility';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberEligibility } from './MemberEligibility.tsx';

const eligible: Eligibility = {
  memberId: 'M100000001',
  memberName: 'Ana Rivera',
  date: '2026-11-20',
  eligible: true,
  reason: 'Eligible on 11/20/2026',
  coverage: {
    companyId: 'GSHP',
    companyName: 'Golden State Health Plan',
    contractCode: 'H0541',
    pbpCode: '001',
    planName: 'Golden State Advantage (HMO)',
    planType: 'HMO',
    isDsnp: false,
    planYear: 2026,
    lineOfBusiness: 'MAPD',
    countyCode: '06037',
    countyName: 'Los Angeles',
    effectiveDate: '2026-01-01',
    termDate: null,
  },
  pcp: {
    providerNpi: '1234567893',
    providerName: 'Linda Allen, MD',
    specialty: 'Family Medicine',
    phone: '2135550142',
    ipaCode: 'IPA0001',
    ipaName: 'Sierra Medical Group',
    effectiveDate: '2026-01-01',
    termDate: null,
  },
};

const benefit = (sortOrder: number, service: string, priorAuthorization: boolean): PlanBenefit => ({
  category: 'Doctor visits',
  service,
  inNetwork: '$35',
  outOfNetwork: 'Not covered',
  priorAuthorization,
  sortOrder,
});
const chart: BenefitDetails = {
  template: 'EOC',
  planName: 'Golden State Advantage (HMO)',
  planType: 'HMO',
  isDsnp: false,
  items: [
    benefit(10, 'Primary care provider (PCP) office visit', false),
    benefit(20, 'Inpatient hospital stay', true),
    benefit(30, 'Specialist office visit', false),
  ],
  total: 3,
};

function server() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.includes('GetHealthPlanBenefitDetails')
        ? chart
        : url.includes('GetSupplementalBenefitsListByEligibility')
          ? { planYear: 2026, eligible: [], other: [] }
          : eligible;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function renderPanel(variant: 'standard' | 'specialist') {
  const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <MemberEligibility memberId="M100000001" variant={variant} />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const serviceColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('a member’s eligibility and benefits', () => {
  it('shows the result on the date with the coverage and PCP, the EOC of the plan, and the PCP-change prompt', async () => {
    const urls = server();
    renderPanel('standard');
    const result = await screen.findByRole('region', { name: 'Eligibility result' });
    expect(within(result).getByText('Eligible')).toBeInTheDocument();
    expect(within(result).getByText('Eligible on 11/20/2026')).toBeInTheDocument();
    expect(within(result).getByText('H0541-001')).toBeInTheDocument();
    expect(within(result).getByText('Sierra Medical Group (IPA0001)')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Open Provider Search' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Supplemental benefits of plan year 2026')).toBeInTheDocument();
    expect(urls).toContainEqual(
      expect.stringMatching(/^\/api\/eligibility\?memberId=M100000001&date=\d\d%2F\d\d%2F\d{4}$/),
    );

    const table = await screen.findByRole('table', { name: 'Plan benefits' });
    await within(table).findByText('Specialist office visit');
    expect(serviceColumn(table)).toEqual([
      'Primary care provider (PCP) office visit',
      'Inpatient hospital stay',
      'Specialist office visit',
    ]);
    expect(urls.find((url) => url.includes('GetHealthPlanBenefitDetails'))).toContain('hcode=H0541&pbpId=001');
    expect(screen.getByRole('button', { name: 'Eligibility verification' })).toBeEnabled();
  });

  it('lists specialist services first, then those needing prior authorization, without the PCP-change prompt', async () => {
    server();
    renderPanel('specialist');
    const result = await screen.findByRole('region', { name: 'Eligibility result' });
    expect(within(result).queryByRole('link', { name: 'Open Provider Search' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Plan benefits' });
    await within(table).findByText('Specialist office visit');
    expect(serviceColumn(table)).toEqual([
      'Specialist office visitSpecialist',
      'Inpatient hospital stay',
      'Primary care provider (PCP) office visit',
    ]);
  });
});
