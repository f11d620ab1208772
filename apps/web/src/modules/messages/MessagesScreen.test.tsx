import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SECURE_MESSAGE_MESSAGES,
  type ThreadDetail,
  type ThreadList,
  type ThreadRow,
} from '@portal/contracts/messages/messages';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { deliverHubEvent } from '../../lib/hub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MessagesScreen } from './MessagesScreen.tsx';

const row = (id: number, unreadCount: number): ThreadRow => ({
  id,
  subject: `Subject ${id}`,
  channel: 'Messages',
  memberId: 'M000000001',
  memberName: 'Pat Member',
  includesMember: false,
  participants: ['Alex Agent', 'Casey Admin'],
  lastMessageAt: '2025-03-01T16:00:00.000Z',
  lastSenderName: 'Casey Admin',
  preview: 'Covered twice a year',
  messageCount: 2,
  unreadCount,
  archived: false,
});
const detail: ThreadDetail = {
  thread: row(1, 1),
  participants: [
    { username: 'crm.agent', name: 'Alex Agent', lastReadAt: null },
    { username: 'crm.admin', name: 'Casey Admin', lastReadAt: null },
  ],
  messages: [
    {
      id: 10,
      senderKind: 'Staff',
      senderUsername: 'crm.admin',
      senderName: 'Casey Admin',
      body: 'Covered twice a year',
      sentAt: '2025-03-01T16:00:00.000Z',
      unread: true,
    },
  ],
};

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') });
      const answer = (value: unknown) => new Response(JSON.stringify(value));
      if (url.includes('/UnreadCount')) return answer({ unreadThreads: 1, unreadMessages: 1 });
      if (url.includes('/MarkRead')) return answer({ unreadThreads: 0, unreadMessages: 0 });
      if (url.includes('/Reply')) return answer(detail);
      if (url.includes('/Recipients'))
        return answer({
          items: url.toLowerCase().includes('search=zed')
            ? [{ username: 'zed.staff', name: 'Zed Staff' }]
            : [{ username: 'crm.admin', name: 'Casey Admin' }],
        });
      if (url.includes('/odata/members'))
        return answer({
          items: [{ memberId: 'M100000203', fullName: 'Andrew Ross', dateOfBirth: '1940-11-12' }],
          total: 1,
        });
      if (url.includes('/MemberPortalMessages')) return answer({ items: [], total: 0, unread: 0 });
      if (url.includes('/Threads/1')) return answer(detail);
      if (url.includes('/Threads'))
        return answer({ items: [row(1, 1), row(2, 0)], total: 2, unreadThreads: 1 } satisfies ThreadList);
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

const ADMIN = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;

function renderScreen(user: CurrentUserDto = ADMIN) {
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <MessagesScreen />
    </SessionContext.Provider>,
  );
}

describe('Messages', () => {
  it('lists the conversations with the unread badge, filters by folder, opens one, marks it read and replies', async () => {
    mockApi();
    renderScreen();
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Unread conversations')).toHaveTextContent('1 unread');
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('folder=unread'))).toBe(true));

    fireEvent.click(screen.getByText('Subject 1'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('New')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/Threads/1/MarkRead'))).toBe(true),
    );
    expect(await within(drawer).findByText('No member portal messages.')).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Reply' }));
    expect(await within(drawer).findByText('Message is required')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Reply'), { target: { value: 'Thank you' } });
    // The message goes as the reply is typed, not only when Send Reply is pressed again.
    expect(within(drawer).queryByText('Message is required')).not.toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/Threads/1/Reply'))?.body).toEqual({ body: 'Thank you' }),
    );
    // The reply sent, nothing is left to lose: the conversation closes without asking.
    await waitFor(() => expect(within(drawer).getByLabelText('Reply')).toHaveValue(''));
    fireEvent.keyDown(within(drawer).getByLabelText('Reply'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conversation' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('refuses to send a new message without a subject, text or recipient', async () => {
    mockApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/Threads'))).toBe(false);
  });

  it('says under the field who the message must go to, and sends nothing', async () => {
    mockApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Dental benefit' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Is it covered?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(SECURE_MESSAGE_MESSAGES.recipientRequired)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Send to the member (member portal)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(SECURE_MESSAGE_MESSAGES.memberNeededForPortal)).toBeInTheDocument();
    expect(within(dialog).queryByText(SECURE_MESSAGE_MESSAGES.recipientRequired)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/Threads'))).toBe(false);
  });

  it('finds a colleague beyond the first recipients offered by asking the server as the user types', async () => {
    mockApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Dental benefit' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Is it covered?' } });
    const recipients = within(dialog)
      .getAllByLabelText('Staff recipients')
      .find((element) => element.tagName === 'INPUT')!;
    await userEvent.type(recipients, 'Zed');
    await userEvent.click(await screen.findByRole('option', { name: 'Zed Staff', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/Threads'))?.body).toMatchObject({
        recipients: ['zed.staff'],
      }),
    );
  });

  it('keeps each inbox row to one line, the long texts cut and whole on hover; the conversation breaks them where it must', async () => {
    mockApi();
    renderScreen();
    // The subject, the participants and the last message of a row: one line each, cut at a set width, whole on hover.
    const subject = await screen.findByText('Subject 1');
    expect(subject.closest('td')).toHaveAttribute('title', 'Subject 1');
    const preview = screen.getAllByText('Casey Admin: Covered twice a year')[0]!;
    expect(preview.closest('td')).toHaveAttribute('title', 'Casey Admin: Covered twice a year');
    expect(preview.closest('td')?.className).toMatch(/ellipsis/);
    fireEvent.click(subject);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Covered twice a year')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('finds the member the message is about by name, as the rest of the portal does', async () => {
    mockApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Ride to cardiology' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Please book the ride.' } });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Member' }), 'Ross');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Andrew Ross (M100000203), DOB 11/12/1940', hidden: true }),
    );
    fireEvent.click(within(dialog).getByLabelText('Send to the member (member portal)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/Threads'))?.body).toMatchObject({
        memberId: 'M100000203',
        includeMember: true,
      }),
    );
  });

  it('a colleague who may only read Messages marks a conversation read as it opens and may archive it, but not reply', async () => {
    mockApi();
    renderScreen({ isAdmin: false, modules: [59], permissions: { '59': ['read'] } } as unknown as CurrentUserDto);
    fireEvent.click(await screen.findByText('Subject 1'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/Threads/1/MarkRead'))).toBe(true),
    );
    expect(within(drawer).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Send Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Message' })).toBeNull();
  });

  it('searches once the user pauses typing, not at each keystroke (each search is an audited read)', async () => {
    mockApi();
    renderScreen();
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ross');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Ross'))).toBe(true));
    expect(calls.filter((call) => call.url.includes('/Threads?') && call.url.includes('search='))).toHaveLength(1);
  });

  it('reads the inbox and the badge again when the hub tells a new message arrived (no reload, no polling)', async () => {
    mockApi();
    renderScreen();
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/UnreadCount'))).toHaveLength(1));
    const listReads = () => calls.filter((call) => call.url.includes('/Threads?')).length;
    const before = listReads();
    deliverHubEvent('SecureMessagesChanged', { threadId: 3 });
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/UnreadCount'))).toHaveLength(2));
    await waitFor(() => expect(listReads()).toBe(before + 1));
  });

  it('asks before a reply or a new message typed and not sent is dropped', async () => {
    mockApi();
    renderScreen();
    fireEvent.click(await screen.findByText('Subject 1'));
    const drawer = await screen.findByRole('dialog', { name: 'Conversation' });
    const reply = await within(drawer).findByRole('textbox', { name: 'Reply' });
    fireEvent.change(reply, { target: { value: 'Yes, twice a year.' } });
    fireEvent.keyDown(reply, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'NO' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Conversation' })).toBeInTheDocument();
    expect(reply).toHaveValue('Yes, twice a year.');
    fireEvent.keyDown(reply, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'YES' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conversation' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'New Message' }));
    const compose = await screen.findByRole('dialog', { name: 'New Message' });
    fireEvent.change(within(compose).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Dental' } });
    fireEvent.click(within(compose).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });
});
