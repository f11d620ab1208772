import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../../app/session/session-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageCenterScreen } from './MessageCenterScreen.tsx';

const calls: string[] = [];
function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = (value: unknown) => new Response(JSON.stringify(value));
      if (url.includes('/UnreadCount')) return answer({ unreadThreads: 0, unreadMessages: 0 });
      if (url.includes('/PanelMembers')) return answer({ items: [{ memberId: 'M000000002', name: 'Lee Panel' }] });
      if (url.includes('/Threads')) return answer({ items: [], total: 0, unreadThreads: 0 });
      return answer({ items: [] });
    }),
  );
}
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('Message Center', () => {
  it('reads the Message Center’s threads and composes to a member of the provider’s panel, searched as one types', async () => {
    mockApi();
    const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
    const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <MessageCenterScreen />
      </SessionContext.Provider>,
    );
    expect(await screen.findByText('No conversations')).toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/api/careondemand/messagecenter/Threads'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(calls.some((url) => url.includes('/api/careondemand/messagecenter/PanelMembers'))).toBe(true),
    );
    expect(within(dialog).queryByLabelText('Member ID')).toBeNull();
    // The panel is searched on the server as the provider types (it answers 50 members at most).
    const box = within(dialog)
      .getAllByLabelText(/^Member/)
      .find((element) => element.tagName === 'INPUT')!;
    await userEvent.type(box, 'lee');
    await waitFor(() =>
      expect(calls.some((url) => url.includes('/api/careondemand/messagecenter/PanelMembers?search=lee'))).toBe(true),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Lee Panel (M000000002)', hidden: true }));
    expect(box).toHaveValue('Lee Panel (M000000002)');
  });
});
