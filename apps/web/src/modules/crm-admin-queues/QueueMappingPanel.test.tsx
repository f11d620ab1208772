import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserQueueMapping } from '@portal/contracts/crm-admin-queues/queues';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { SessionContext } from '../../app/session/session-context.ts';
import { renderWithProviders, testSession } from '../../test/render.tsx';
import { QueueMappingPanel } from './QueueMappingPanel.tsx';

const RETENTION: UserQueueMapping = {
  queueId: 5,
  queueName: 'Retention',
  isActive: true,
  version: 1,
  members: [{ username: 'crm.agent', name: 'Alex Agent', position: 1, isActive: true }],
};

afterEach(() => vi.unstubAllGlobals());

describe('User-Queue Mappings', () => {
  it('asks before the admin leaves the screen with queue changes not pushed; NO keeps them pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify({ items: url.includes('GetUserQueueMappings') ? [RETENTION] : [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const session = testSession({ username: 'crm.admin', grants: { 137: ['read', 'write'] } });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <SessionContext.Provider value={session}>
            <Link to="/elsewhere">Home</Link>
            <QueueMappingPanel queueId={5} onQueueChange={() => undefined} canWrite />
          </SessionContext.Provider>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'crm.agent takes cases' }));
    expect(screen.getByText('1 pending')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByText('1 pending')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
