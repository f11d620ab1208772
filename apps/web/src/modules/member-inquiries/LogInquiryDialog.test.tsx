import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MEMBER_INQUIRY_MESSAGES as M,
  type CreateInquiry,
  type InquiryRow,
} from '@portal/contracts/member-inquiries/member-inquiries';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberInquiriesScreen } from './MemberInquiriesScreen.tsx';

const logged: InquiryRow = {
  id: 41,
  memberId: 'M000000001',
  memberName: 'Pat Member',
  channel: 'Mail',
  category: 'Billing',
  subject: 'Premium letter',
  detail: 'A letter about the premium.',
  receivedAt: '2025-03-01T16:00:00.000Z',
  status: 'New',
  assignedTo: null,
  assignedToName: null,
  response: null,
  respondedAt: null,
  respondedBy: null,
  respondedByName: null,
  closedAt: null,
  updatedAt: '2025-03-01T16:00:00.000Z',
  version: 1,
};
const patMember = {
  memberId: 'M000000001',
  fullName: 'Pat Member',
  dateOfBirth: '1950-04-02',
};

const calls: { method: string; url: string; body: unknown }[] = [];
/** The API: the list, the member search, and the create answering `created` (a row or a 400 message). */
function mockApi(created: { status: 200; row: InquiryRow } | { status: 400; message: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') });
      const answer = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/odata/members')) return answer({ items: [patMember], total: 1 });
      if (method === 'POST')
        return created.status === 200 ? answer(created.row) : answer({ message: created.message }, 400);
      return answer({ items: [], total: 0 });
    }),
  );
}
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
if (typeof Reflect.get(Element.prototype, 'scrollIntoView') !== 'function')
  Reflect.set(Element.prototype, 'scrollIntoView', () => undefined);
afterEach(() => {
  // The toasts live in a store shared by the tests of the file.
  notifications.clean();
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

const listReads = () => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/memberInquiries?'));
const posts = () => calls.filter((call) => call.method === 'POST');

async function openDialog() {
  renderScreen();
  // The toolbar's button and the dialog's submit are both "Log Inquiry", title case like the screen's other buttons.
  fireEvent.click(await screen.findByRole('button', { name: 'Log Inquiry' }));
  return screen.findByRole('dialog', { name: 'Log Member Inquiry' });
}

/** Opens the dialog's select and picks the option from its own list (the filter panel offers the same names). */
async function pick(dialog: HTMLElement, label: string, option: string | RegExp) {
  const box = within(dialog).getByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '') ?? undefined);
  expect(list).toBeDefined();
  await userEvent.click(within(list as HTMLElement).getByRole('option', { name: option, hidden: true }));
}

async function fillForm(dialog: HTMLElement) {
  // A typed search (Mantine takes a change event without an input type for autofill).
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Member' }), 'pat');
  await userEvent.click(await screen.findByRole('option', { name: /Pat Member \(M000000001\)/, hidden: true }));
  await pick(dialog, 'Channel', 'Mail');
  await pick(dialog, 'Category', 'Billing');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Premium letter' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Detail' }), {
    target: { value: 'A letter about the premium.' },
  });
}

describe('Log Inquiry', () => {
  it('logs an inquiry for the member found, received now by default; the toast shows and the list is read again', async () => {
    mockApi({ status: 200, row: logged });
    const dialog = await openDialog();
    await fillForm(dialog);
    const readsBefore = listReads().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Inquiry' }));

    expect(await screen.findByText('Inquiry 41 was logged.')).toBeInTheDocument();
    const body = posts()[0]?.body as CreateInquiry;
    expect(posts()[0]?.url).toBe('/api/memberInquiries');
    expect(body).toMatchObject({
      memberId: 'M000000001',
      channel: 'Mail',
      category: 'Billing',
      subject: 'Premium letter',
      detail: 'A letter about the premium.',
    });
    // Received at defaults to the moment the dialog opened (an ISO date-time no later than now).
    expect(Date.parse(body.receivedAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(calls.some((call) => call.url.includes('searchTerm=pat'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log Member Inquiry' })).not.toBeInTheDocument());
    await waitFor(() => expect(listReads().length).toBeGreaterThan(readsBefore));
  });

  it('offers Received at in the plan’s time (PT), as the list shows it, whatever the computer’s clock', async () => {
    mockApi({ status: 200, row: logged });
    const minuteInLosAngeles = () => formatTimestamp(new Date()).replace(/:\d\d ([AP]M)$/, ' $1');
    const before = minuteInLosAngeles();
    const dialog = await openDialog();
    const field = within(dialog).getByRole('button', { name: /Received at \(PT\)/ });
    expect([before, minuteInLosAngeles()]).toContain(field.textContent);
  });

  it('shows the required messages under the fields and sends nothing', async () => {
    mockApi({ status: 200, row: logged });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Inquiry' }));
    for (const message of [
      M.memberRequired,
      M.channelRequired,
      M.categoryRequired,
      M.subjectRequired,
      M.detailRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's 400 message in the save-failure alert and keeps the dialog open", async () => {
    mockApi({ status: 400, message: M.memberNotFound });
    const dialog = await openDialog();
    await fillForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Inquiry' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent(M.memberNotFound);
    expect(screen.getByRole('dialog', { name: 'Log Member Inquiry' })).toBeInTheDocument();
    expect(screen.queryByText(/was logged/)).not.toBeInTheDocument();
  });

  it('asks before dropping what was typed; an untouched dialog closes at once', async () => {
    mockApi({ status: 400, message: 'unused' });
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log Member Inquiry' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Log Inquiry' }));
    dialog = await screen.findByRole('dialog', { name: 'Log Member Inquiry' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Premium letter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'NO' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Premium letter');
  });
});
