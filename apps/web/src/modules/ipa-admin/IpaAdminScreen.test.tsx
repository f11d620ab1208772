import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { IpaAdminScreen } from './IpaAdminScreen.tsx';

const ipa = {
  id: 2,
  ipaCode: 'IPA0002',
  ipaDesc: 'Pacific Medical Group',
  effDate: '2018-03-01',
  endDate: '9999-12-31',
  companyCode: 'AHP',
};

function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('SearchForIpa')
        ? { items: [ipa], total: 1 }
        : url.includes('GetDetailByIpaId')
          ? ipa
          : url.includes('GetAllIpaContracts')
            ? [{ id: 1, contractName: 'Fee For Service Agreement', isTermed: false }]
            : url.includes('GetVendorID')
              ? { vendorId: 'V1' }
              : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const session: Session = {
    user: { isAdmin: true, groups: [], modules: [], permissions: {} } as unknown as CurrentUserDto,
    flags: {},
    signOut: async () => undefined,
    accessToken: () => null,
  };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionContext.Provider value={session}>
          <IpaAdminScreen />
        </SessionContext.Provider>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

describe('IPA/Medical Group Admin tabs', () => {
  it('keeps the search criteria and results when the user comes back to them', async () => {
    server();
    const user = userEvent.setup();
    renderScreen();

    await user.type(screen.getByRole('textbox', { name: 'IPA code starts with' }), 'IPA00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('table');
    await user.dblClick(await within(grid).findByText('IPA0002'));
    expect(await screen.findByRole('tab', { name: /IPA0002 - Pacific Medical Group/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'IPA code starts with' })).toHaveValue('IPA00');
    expect(within(screen.getByRole('table')).getByText('IPA0002')).toBeInTheDocument();
  });

  it('Clear empties the criteria and the results of the last search, so no row of it stays to be opened', async () => {
    server();
    const user = userEvent.setup();
    renderScreen();

    await user.type(screen.getByRole('textbox', { name: 'IPA code starts with' }), 'IPA00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(await screen.findByRole('table')).findByText('IPA0002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'IPA code starts with' })).toHaveValue('');
    expect(within(screen.getByRole('table')).queryByText('IPA0002')).not.toBeInTheDocument();
  });

  it("closing an IPA's tab with unsaved Main Info edits asks first: NO keeps the tab and the edits, YES closes it", async () => {
    server();
    const user = userEvent.setup();
    renderScreen();
    const openIt = async () => {
      await user.dblClick(await within(await screen.findByRole('table')).findByText('IPA0002'));
      return screen.findByRole('textbox', { name: 'IPA Name / Description' });
    };
    const close = () => user.click(screen.getByRole('button', { name: /^Close 2 - IPA0002/ }));

    await user.type(screen.getByRole('textbox', { name: 'IPA code starts with' }), 'IPA00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A tab without edits closes at once.
    await openIt();
    await close();
    expect(screen.queryByRole('tab', { name: /IPA0002/ })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();

    const name = await openIt();
    await user.type(name, ' Edited');
    await close();
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByRole('tab', { name: /IPA0002/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IPA Name / Description' })).toHaveValue('Pacific Medical Group Edited');

    await close();
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: /IPA0002/ })).not.toBeInTheDocument());
  });

  it('closing the Create IPA tab with unsaved input asks first', async () => {
    server();
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    const [contract] = await screen.findAllByLabelText(/Contract Name/);
    await user.click(contract!);
    await user.click(await screen.findByRole('option', { name: 'Fee For Service Agreement', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Close Create IPA' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByDisplayValue('Fee For Service Agreement')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close Create IPA' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Create IPA' })).not.toBeInTheDocument());
  });
});
