import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVANCED_SEARCH_MESSAGES as M, type AdvancedSearchRow } from '@portal/contracts/patient-360/advanced-search';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdvancedSearchPanel } from './AdvancedSearchPanel.tsx';

const member = (index: number): AdvancedSearchRow => ({
  memberId: `M1000000${String(index).padStart(2, '0')}`,
  mbi: '1EG4TE5MK73',
  firstName: 'Ana',
  lastName: `Lopez${index}`,
  fullName: `Ana Lopez${index}`,
  dateOfBirth: '1950-02-03',
  gender: 'F',
  phone: null,
  pcp: null,
  homeAddress: { address1: '1 Main St', address2: null, city: 'Burbank', state: 'CA', zip5: '91501', zip4: null },
  countyFips: null,
  alertCounts: 0,
  memberHealthRisk: 'Low',
  hospiceEligibility: { eligible: false },
  companyId: 'GSHP',
  contractCode: 'H1234',
  pbpCode: '001',
  isFrequentCaller: index === 1,
  termDate: null,
  effectiveDateTime: '2020-01-01',
  isActive: true,
  memberisActive: true,
  version: 1,
  profile: {
    hasHccAlerts: true,
    hasStarGaps: false,
    hasClinicalAlerts: false,
    socialDeterminants: [],
    careAnywhereStatus: 'Enrolled',
    clinicalPrograms: ['SNP'],
    atRiskCategory: 'At Risk',
    admissionRisk: 'Extreme',
  },
});

const bodies: Record<string, unknown>[] = [];
function mockSearch(answer: (body: Record<string, unknown>) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/reference/companies'))
        return new Response(JSON.stringify({ items: [{ companyCode: 'GSHP', name: 'Golden State Health Plan' }] }));
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
}
// The grid scrolls back to its top when the page changes; jsdom has no scrolling.
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);

afterEach(() => {
  vi.unstubAllGlobals();
  bodies.length = 0;
});

function renderPanel(onOpen = vi.fn()) {
  const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <AdvancedSearchPanel onOpen={onOpen} />
    </SessionContext.Provider>,
  );
  return onOpen;
}

describe('AdvancedSearchPanel', () => {
  it('searches with the filters, opens a member on double click, and clears the selection when paging', async () => {
    mockSearch((body) => {
      const skip = Number(body.skip);
      const items = Array.from({ length: 50 }, (_, index) => member(skip + index));
      return new Response(JSON.stringify({ items, total: 120, totalIsCapped: false }));
    });
    const onOpen = renderPanel();
    await userEvent.type(screen.getByLabelText(/Member ID or name/), 'lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Ana Lopez1')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      searchTerm: 'lopez',
      memberStatus: 'all',
      visitType: 'All',
      sortBy: 'memberId',
      sortDirection: 'asc',
      skip: 0,
      take: 50,
    });
    expect(screen.getByText('Frequent caller')).toBeInTheDocument();

    const pdfButton = () => screen.getByRole('button', { name: /Member PDF/ });
    expect(pdfButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select record 2' }));
    expect(pdfButton()).toHaveTextContent('Member PDF (1)');
    await userEvent.dblClick(screen.getByText('Ana Lopez3'));
    expect(onOpen).toHaveBeenCalledWith('M100000003');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ skip: 50 }));
    expect(await screen.findByText('Ana Lopez51')).toBeInTheDocument();
    expect(pdfButton()).toBeDisabled();
  });

  it('starts with the clinical profile columns hidden behind Columns, and remembers one shown', async () => {
    localStorage.clear();
    mockSearch(() => new Response(JSON.stringify({ items: [member(1)], total: 1, totalIsCapped: false })));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Ana Lopez1')).toBeInTheDocument();
    const headers = () =>
      [...screen.getByRole('table', { name: 'Members found' }).querySelectorAll('thead th')].map((th) =>
        th.textContent.trim(),
      );
    // The member row's fields show; the profile columns the filters narrow by do not.
    for (const shown of ['Member ID', 'Name', 'Status', 'PCP', 'Home Address', 'Alerts', 'Admission Risk', 'Term Date'])
      expect(headers()).toContain(shown);
    for (const hidden of ['At-Risk Category', 'Gaps', 'Care Anywhere', 'Programs', 'Social Determinants'])
      expect(headers()).not.toContain(hidden);
    const table = () => within(screen.getByRole('table', { name: 'Members found' }));
    expect(table().queryByText('SNP')).not.toBeInTheDocument();
    // The Columns chooser lists them, unticked; ticking one shows it, and the choice is kept for the next visit.
    screen.getByRole('button', { name: 'Columns' }).focus();
    await userEvent.keyboard('{Enter}');
    // jsdom lays nothing out, so the menu is in the page but hidden: look it up with hidden.
    const programs = await screen.findByRole('menuitemcheckbox', { name: 'Programs', hidden: true });
    expect(programs).toHaveAttribute('aria-checked', 'false');
    programs.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(headers()).toContain('Programs'));
    expect(table().getByText('SNP')).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem('grid:p360-advanced-search-columns-toggle') ?? '[]') as unknown;
    expect(kept).toContainEqual(expect.objectContaining({ accessor: 'clinicalPrograms', toggled: true }));
    expect(kept).toContainEqual(expect.objectContaining({ accessor: 'gaps', toggled: false }));
  });

  it('shows the spec message when the grid cannot be loaded', async () => {
    mockSearch(() => new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText(M.gridFailed)).length).toBeGreaterThan(0);
  });

  it('blocks a search by authorization criteria without a status, with the message under the panel', async () => {
    mockSearch(() => new Response('{}'));
    renderPanel();
    await userEvent.click(screen.getByRole('combobox', { name: 'Authorization criteria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Requested by the PCP', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(M.criteriaNeedsStatus)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
