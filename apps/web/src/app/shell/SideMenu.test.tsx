import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { deliverHubEvent } from '../../lib/hub.ts';
import { SessionContext, type Session } from '../session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WorkspaceProvider } from './workspace/workspace-context.tsx';
import { SideMenu } from './SideMenu.tsx';

let unreadThreads = 3;
const urls: string[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  urls.length = 0;
});

function renderMenu(modules: number[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ unreadThreads, unreadMessages: unreadThreads }));
    }),
  );
  const permissions = Object.fromEntries(modules.map((id) => [String(id), ['read']]));
  const user = { isAdmin: false, modules, permissions } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <MemoryRouter>
        <WorkspaceProvider>
          <SideMenu docked={false} onExpand={() => undefined} />
        </WorkspaceProvider>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('the side menu’s Messages badge', () => {
  it('shows the unread conversations, follows the live event and hides at zero', async () => {
    unreadThreads = 3;
    renderMenu([MODULE_IDS.messages]);
    const entry = await screen.findByRole('link', { name: 'Messages 3 unread' });
    expect(entry).toHaveTextContent('3');
    expect(urls.filter((url) => url.endsWith('/api/messages/UnreadCount'))).toHaveLength(1);

    unreadThreads = 4;
    deliverHubEvent('SecureMessagesChanged', { threadId: 7 });
    expect(await screen.findByRole('link', { name: 'Messages 4 unread' })).toBeInTheDocument();

    unreadThreads = 0;
    deliverHubEvent('SecureMessagesChanged', { threadId: 7 });
    const read = await screen.findByRole('link', { name: 'Messages' });
    expect(read).not.toHaveTextContent(/\d/);
    expect(urls.filter((url) => url.endsWith('/api/messages/UnreadCount'))).toHaveLength(3);
  });

  it('is never read for a user without Messages', async () => {
    renderMenu([MODULE_IDS.careOnDemandLive]);
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    deliverHubEvent('SecureMessagesChanged', { threadId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    expect(urls).toEqual([]);
  });

  it('Care on Demand’s Message Center counts its own threads on its own entry', async () => {
    unreadThreads = 2;
    renderMenu([MODULE_IDS.careOnDemandMessages]);
    // The closed group carries its entries' count, so an unread message never hides.
    const group = await screen.findByRole('button', { name: 'Care on Demand 2 unread' });
    expect(group).toHaveTextContent('2');
    fireEvent.click(group);
    expect(await screen.findByRole('link', { name: 'Message Center 2 unread' })).toBeInTheDocument();
    expect(urls.filter((url) => url.endsWith('/api/careondemand/messagecenter/UnreadCount'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith('/api/messages/UnreadCount'))).toHaveLength(0);
  });
});
