import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { PcpAssignmentTasksScreen } from './PcpAssignmentTasksScreen.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const task = (id: number, memberName: string, version: number) => ({
  id,
  workItemId: 200 + id,
  memberName,
  medicareId: null,
  reason: 'Over35Miles',
  reasonLabel: 'Over 35 Miles',
  distanceMiles: 41,
  status: 'Open',
  createdAt: '2026-12-03T07:46:22.000Z',
  resolvedByName: null,
  version,
});
const PROVIDER = {
  providerId: 7,
  fullName: 'Dr. Ana Reyes',
  npi: '1234567890',
  panelStatus: 'Open',
  ipaCode: 'IPA1',
  city: 'Long Beach',
};

/** Two open tasks; task 1 was changed by someone else (version 2) after the list was read, until it is read again. */
function mockServer() {
  let listed = 0;
  const resolved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://portal.test');
      if (url.pathname.endsWith('/GetPcpAssignmentTasks')) {
        listed += 1;
        return json({ items: [task(1, 'Maria Taylor', listed > 1 ? 2 : 1), task(2, 'James Garcia', 1)], total: 2 });
      }
      if (url.pathname.endsWith('/SearchProviders')) return json({ items: [PROVIDER] });
      if (url.pathname.endsWith('/ResolvePcpAssignmentTask')) {
        const body = JSON.parse(init?.body as string) as { id: number; version: number };
        resolved.push(body);
        return body.version === 2 ? json({ ok: true }) : json({ message: MESSAGES.staleRecord }, 409);
      }
      return json({ items: [], total: 0 });
    }),
  );
  return resolved;
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '/', element: <PcpAssignmentTasksScreen /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

async function openTask(memberName: string) {
  await userEvent.click(await screen.findByText(memberName));
  return screen.findByRole('dialog', { name: `Assign a PCP to ${memberName}` });
}

async function choose(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search PCP by last name or NPI' }), 'Reyes');
  await userEvent.click(await within(dialog).findByText('Dr. Ana Reyes'));
}

afterEach(() => vi.unstubAllGlobals());

describe('PCP Assignment Tasks', () => {
  it("a provider chosen for one member is not offered for the next member's task", async () => {
    mockServer();
    renderScreen();
    const first = await openTask('Maria Taylor');
    await choose(first);
    expect(within(first).getByText('Chosen: Dr. Ana Reyes (NPI 1234567890)')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const second = await openTask('James Garcia');
    expect(within(second).getByText('Chosen: none')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Assign PCP' })).toBeDisabled();
  });

  it('a task someone else changed first: the dialog offers Reload, and the assignment then goes through', async () => {
    const resolved = mockServer();
    renderScreen();
    const dialog = await openTask('Maria Taylor');
    await choose(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign PCP' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign PCP' }));
    expect(await screen.findByText('The PCP was assigned and the task resolved.')).toBeInTheDocument();
    expect(resolved).toEqual([
      { id: 1, version: 1, providerId: 7 },
      { id: 1, version: 2, providerId: 7 },
    ]);
  });
});
