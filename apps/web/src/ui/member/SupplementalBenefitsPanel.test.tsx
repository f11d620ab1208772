import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BENEFITS_LIST_ERROR_CODE,
  type Allocation,
  type BenefitsByEligibility,
  type SupplementalBenefit,
  type Wallet,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { renderWithProviders } from '../../test/render.tsx';
import { SupplementalBenefitsPanel } from './SupplementalBenefitsPanel.tsx';

const benefit = (overrides: Partial<SupplementalBenefit>): SupplementalBenefit => ({
  id: 'OTC2026',
  code: 'OTC',
  name: 'Over-the-Counter Allowance',
  type: 'Benefit',
  effectiveFrom: '2026-01-01',
  year: 2026,
  eligibilityGroup: 'All',
  amount: 100,
  frequency: 'Quarterly',
  displayText: '<p>Buy <strong>approved</strong> health items.</p>',
  ...overrides,
});
const lists: BenefitsByEligibility = {
  planYear: 2026,
  eligible: [
    benefit({}),
    benefit({ id: 'RIDES2026', code: 'RIDES', name: 'Transportation Rides', amount: null, frequency: null }),
    benefit({
      id: 'FLU2026',
      code: 'FLU',
      name: 'Flu Shot Reward',
      type: 'Reward',
      amount: 25,
      frequency: 'Once a year',
    }),
  ],
  other: [benefit({ id: 'SSBCIFLEX2026', code: 'SSBCIFLEX', name: 'SSBCI Flex Card', eligibilityGroup: 'SSBCI' })],
};
const wallet: Wallet = {
  benefitId: 'OTC2026',
  code: 'OTC',
  name: 'Over-the-Counter Allowance',
  type: 'Benefit',
  frequency: 'Quarterly',
  allocated: 400,
  used: 120.5,
  expired: 79.5,
  balance: 200,
  lastActivityAt: '2026-10-01T13:00:00Z',
};
const allocation = (type: 'Benefit' | 'Reward'): Allocation => ({
  id: type === 'Benefit' ? 1 : 2,
  benefitId: type === 'Benefit' ? 'OTC2026' : 'FLU2026',
  code: type === 'Benefit' ? 'OTC' : 'FLU',
  name: type === 'Benefit' ? 'Over-the-Counter Allowance' : 'Flu Shot Reward',
  type,
  transaction: type === 'Benefit' ? 'Redemption' : 'Allocation',
  amount: type === 'Benefit' ? 120.5 : 25,
  occurredAt: '2026-10-02T21:30:00Z',
  description: type === 'Benefit' ? 'Retail pharmacy purchase' : 'Earned: Flu Shot Reward',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call by its path; the list by eligibility fails when asked to. */
function server({ listFails = false } = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('GetSupplementalBenefitsListByEligibility'))
      return listFails ? json({ message: 'The benefits service is down' }, 503) : json(lists);
    if (url.includes('GetMemberWallets')) return json({ items: [wallet], total: 1 });
    if (url.includes('AllocationHistoryByType')) {
      const type = url.includes('type=Reward') ? 'Reward' : 'Benefit';
      return json({ items: [allocation(type)], total: 1 });
    }
    return json({ items: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the supplemental benefits panel', () => {
  it('shows the four groups with amount and frequency (Unavailable where missing), the display text, wallets and history', async () => {
    const fetch = server();
    renderWithProviders(<SupplementalBenefitsPanel memberId="M100000001" />);
    const panel = await screen.findByRole('region', { name: 'Supplemental Benefits' });
    const eligibleBenefits = await within(panel).findByRole('region', { name: 'Eligible Benefits' });
    const otc = within(eligibleBenefits).getByRole('article', { name: 'Over-the-Counter Allowance' });
    expect(within(otc).getByText('$100.00')).toBeInTheDocument();
    expect(within(otc).getByText('Quarterly')).toBeInTheDocument();
    expect(within(otc).getByText('approved').tagName).toBe('STRONG');
    const rides = within(eligibleBenefits).getByRole('article', { name: 'Transportation Rides' });
    expect(within(rides).getAllByText('Unavailable')).toHaveLength(2);
    const rewards = within(panel).getByRole('region', { name: 'Eligible Rewards' });
    expect(within(rewards).getByRole('article', { name: 'Flu Shot Reward' })).toBeInTheDocument();
    const other = within(panel).getByRole('region', { name: 'Other Benefits' });
    expect(within(other).getByRole('article', { name: 'SSBCI Flex Card' })).toBeInTheDocument();
    expect(within(within(panel).getByRole('region', { name: 'Other Rewards' })).getByText('None')).toBeInTheDocument();

    const wallets = within(panel).getByRole('region', { name: 'Benefit Wallets' });
    expect(await within(wallets).findByText('$200.00')).toBeInTheDocument();
    const history = within(panel).getByRole('region', { name: 'Allocation History' });
    expect(await within(history).findByText('Retail pharmacy purchase')).toBeInTheDocument();
    expect(within(history).getByText('-$120.50')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url.includes('type=Benefit'))).toBe(true);

    await userEvent.click(within(history).getByText('Reward'));
    expect(await within(history).findByText('Earned: Flu Shot Reward')).toBeInTheDocument();
  });

  it('reports a failed benefits list as the spec’s Error toast and under its error code', async () => {
    server({ listFails: true });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SupplementalBenefitsPanel memberId="M100000001" />);
    expect(await screen.findByText('The benefits service is down')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(BENEFITS_LIST_ERROR_CODE, 'The benefits service is down');
    expect(await screen.findByText('The supplemental benefits could not be loaded.')).toBeInTheDocument();
  });
});
