import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueCaseTypes } from '@portal/contracts/crm-admin-queues/queues';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { SessionContext } from '../../app/session/session-context.ts';
import { renderWithProviders, testSession } from '../../test/render.tsx';
import { CaseAutoAssignScreen } from './CaseAutoAssignScreen.tsx';

/** The screen as crm.admin in the portal's kind of router (one that can hold a navigation), with a link away. */
function renderScreen() {
  const session = testSession({ username: 'crm.admin', grants: { 133: ['read', 'write'] } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionContext.Provider value={session}>
          <Link to="/elsewhere">Home</Link>
          <CaseAutoAssignScreen />
        </SessionContext.Provider>
      ),
    },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

const pcpChanges: QueueCaseTypes = {
  queueId: 3,
  queueName: 'PCP Changes',
  isActive: true,
  activeMemberCount: 2,
  version: 1,
  caseTypes: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Case Auto Assign', () => {
  it('a queue another admin saved first: the row offers Reload, which shows the queue’s case types as saved', async () => {
    // The first read finds no case types; another admin routes PCP Change to the queue; the save at version 1 is stale.
    let current = pcpChanges;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          current = { ...pcpChanges, caseTypes: ['PCP Change'], version: 2 };
          return json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({ items: [current] });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Case types of PCP Changes' }));
    await user.click(await screen.findByRole('option', { name: 'Demographic Update', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save PCP Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    // No dialog here to close and reopen: the alert reads the queue again.
    expect(alert).not.toHaveTextContent('close and reopen');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByText('PCP Change', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.queryByText('Demographic Update', { selector: '.mantine-Pill-label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before the admin leaves with a queue’s case types chosen and not saved; NO keeps the choice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [pcpChanges] })),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Case types of PCP Changes' }));
    await user.click(await screen.findByRole('option', { name: 'Demographic Update', hidden: true }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByText('Demographic Update', { selector: '.mantine-Pill-label' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('offers the case types agents create, not Campaign Outreach (campaigns put those cases in their own queue)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [pcpChanges] })),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Case types of PCP Changes' }));
    expect(await screen.findByRole('option', { name: 'Demographic Update', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Campaign Outreach/, hidden: true })).not.toBeInTheDocument();
    const note = screen.getByText(/^Not routed \(stay with their creator\):/);
    expect(note).not.toHaveTextContent(/Reimbursement, Campaign Outreach/);
    expect(note).toHaveTextContent("Campaign Outreach cases go to their campaign's queue.");
  });
});
