import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { RoutedWorkspaceProvider, WorkspaceProvider, useWorkspace } from './workspace-context.tsx';
import { WorkspaceTabs } from './WorkspaceTabs.tsx';

const member = (memberId: string, overrides: Partial<MemberGridRow>): MemberGridRow => ({
  memberId,
  mbi: '1EG4TE5MK73',
  firstName: 'Ana',
  lastName: 'Lopez',
  fullName: `Ana Lopez ${memberId}`,
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

const members: Record<string, MemberGridRow> = {
  // A term date still to come: the member is active until then, and the tab is red for the term date.
  M1: member('M1', { termDate: addDays(todayInLosAngeles(), 60) }),
  M2: member('M2', { isFrequentCaller: true }),
  M3: member('M3', { isActive: false, memberisActive: false }),
  M4: member('M4', {}),
  M5: member('M5', { effectiveDateTime: todayInLosAngeles() }),
};

function Opener() {
  const workspace = useWorkspace();
  return (
    <>
      {Object.keys(members).map((id) => (
        <button key={id} type="button" onClick={() => workspace.openMember(id)}>
          open {id}
        </button>
      ))}
    </>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = new URL(url, 'http://localhost').searchParams.get('memberIds') ?? '';
      const row = members[id];
      return new Response(JSON.stringify({ items: row ? [row] : [], total: row ? 1 : 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('member tabs', () => {
  it('are coloured by member state: red term date, orange frequent caller, grey inactive, green new, blue otherwise', async () => {
    renderWithProviders(
      <WorkspaceProvider>
        <Opener />
        <WorkspaceTabs />
      </WorkspaceProvider>,
    );
    for (const id of Object.keys(members)) await userEvent.click(screen.getByRole('button', { name: `open ${id}` }));
    const colorOf = (id: string) =>
      screen
        .getByRole('button', { name: new RegExp(`^Ana Lopez ${id} `) })
        .closest('[data-member-color]')
        ?.getAttribute('data-member-color');
    await waitFor(() => expect(colorOf('M1')).toBe('red'));
    await waitFor(() => expect(colorOf('M2')).toBe('orange'));
    await waitFor(() => expect(colorOf('M3')).toBe('grey'));
    await waitFor(() => expect(colorOf('M4')).toBe('blue'));
    await waitFor(() => expect(colorOf('M5')).toBe('green'));
  });

  it('can be switched and closed', async () => {
    renderWithProviders(
      <WorkspaceProvider>
        <Opener />
        <WorkspaceTabs />
      </WorkspaceProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'open M1' }));
    await userEvent.click(screen.getByRole('button', { name: 'open M2' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Ana Lopez M1 / }));
    expect(screen.getByRole('button', { name: /^Ana Lopez M1 / })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close tab Ana Lopez M1' }));
    expect(screen.queryByRole('button', { name: /^Ana Lopez M1 / })).not.toBeInTheDocument();
  });
});

/** The app's workspace on a screen's route, its tab in front following the address. */
function renderRouted(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/crm/myqueue',
        element: (
          <RoutedWorkspaceProvider>
            <Opener />
            <WorkspaceTabs />
          </RoutedWorkspaceProvider>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const inFront = (name: RegExp | string) =>
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');

describe('the tab in front in the address', () => {
  it('names the member opened, keeps the screen’s own query, and Back and Forward go through the tabs', async () => {
    const router = renderRouted('/crm/myqueue?status=open');
    await userEvent.click(screen.getByRole('button', { name: 'open M1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&member=M1'));
    inFront(/^Ana Lopez M1 /);
    await userEvent.click(screen.getByRole('button', { name: 'Screen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    inFront('Screen');

    await act(() => router.navigate(-1));
    await waitFor(() => inFront(/^Ana Lopez M1 /));
    await act(() => router.navigate(1));
    await waitFor(() => inFront('Screen'));
  });

  it('opens the member of a shared link in front, in a session that had no tabs', async () => {
    renderRouted('/crm/myqueue?member=M2');
    await waitFor(() => inFront(/^Ana Lopez M2 /));
  });

  it('shows the left neighbour in place of a closed tab that was in front', async () => {
    const router = renderRouted('/crm/myqueue');
    await userEvent.click(screen.getByRole('button', { name: 'open M1' }));
    await userEvent.click(screen.getByRole('button', { name: 'open M2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close tab Ana Lopez M2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?member=M1'));
    inFront(/^Ana Lopez M1 /);
  });
});
