import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InquiryRow } from '@portal/contracts/member-inquiries/member-inquiries';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberInquiriesScreen } from './MemberInquiriesScreen.tsx';

const inquiry: InquiryRow = {
  id: 7,
  memberId: 'M000000001',
  memberName: 'Pat Member',
  channel: 'Phone',
  category: 'Claims',
  subject: 'Claim denied for a specialist visit',
  detail: 'The member asked about claims.',
  receivedAt: '2025-03-01T16:00:00.000Z',
  status: 'In Progress',
  assignedTo: 'crm.agent',
  assignedToName: 'Alex Agent',
  response: null,
  respondedAt: null,
  respondedBy: null,
  respondedByName: null,
  closedAt: null,
  updatedAt: '2025-03-01T16:00:00.000Z',
  version: 3,
};

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') });
      const answer = (value: unknown) => new Response(JSON.stringify(value));
      if (url.includes('/Assignees')) return answer({ items: [{ username: 'crm.agent', name: 'Alex Agent' }] });
      if (method === 'POST') return answer({ ...inquiry, status: 'Responded', version: 4 });
      return answer({ items: [inquiry], total: 1 });
    }),
  );
}
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

function renderScreen() {
  const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <MemberInquiriesScreen />
    </SessionContext.Provider>,
  );
}

describe('Member Inquiries', () => {
  it('lists the inquiries newest first, searches by member, and records a response at the version read', async () => {
    mockApi();
    renderScreen();
    expect(await screen.findByText('Claim denied for a specialist visit')).toBeInTheDocument();
    // 16:00 UTC is 8 AM in Los Angeles, the plan's time its Received From and To days are read in.
    expect(screen.getByText('Received (PT)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '03/01/2025 08:00:00 AM' })).toBeInTheDocument();
    expect(calls[0]?.url).toContain('sortBy=receivedAt');
    expect(calls[0]?.url).toContain('sortDir=desc');
    fireEvent.change(screen.getByLabelText('Member ID or name'), { target: { value: 'pat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=pat'))).toBe(true));

    fireEvent.click(screen.getByText('Claim denied for a specialist visit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('03/01/2025 08:00:00 AM')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Responded' }));
    expect(await within(dialog).findByText('A response is required to mark the inquiry Responded')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: 'We reprocessed the claim.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Responded' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/memberInquiries/7/Respond',
        body: { response: 'We reprocessed the claim.', version: 3 },
      }),
    );
  });

  it('after a stale save, Reload reads the inquiry again and the next save goes at its new version', async () => {
    let current = inquiry;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as { version?: number } | null;
        calls.push({ method, url, body });
        const answer = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
        if (url.includes('/Assignees')) return answer({ items: [{ username: 'crm.agent', name: 'Alex Agent' }] });
        if (method === 'POST')
          return body?.version === current.version
            ? answer({ ...current, status: 'Responded', version: current.version + 1 })
            : answer({ message: 'This record was changed by someone else since you opened it.' }, 409);
        return answer({ items: [current], total: 1 });
      }),
    );
    renderScreen();
    fireEvent.click(await screen.findByText('Claim denied for a specialist visit'));
    // Someone else works the inquiry while the dialog is open.
    current = { ...inquiry, assignedTo: 'crm.admin', assignedToName: 'Casey Admin', version: 4 };
    const respond = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Member Inquiry 7' });
      fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: 'We reprocessed the claim.' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Responded' }));
      return dialog;
    };
    const dialog = await respond();
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument());
    // The response typed is still there after the reload.
    expect(within(dialog).getByLabelText('Response')).toHaveValue('We reprocessed the claim.');
    await respond();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Member Inquiry 7' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toMatchObject([
      { version: 3 },
      { version: 4 },
    ]);
  });
});
