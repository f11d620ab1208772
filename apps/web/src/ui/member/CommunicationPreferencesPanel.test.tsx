import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunicationPreferences } from '@portal/contracts/patient-360/member-profile';
import { MEMBER_PROFILE_MESSAGES as M } from '@portal/contracts/patient-360/member-profile';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CommunicationPreferencesPanel } from './CommunicationPreferencesPanel.tsx';

const stored: CommunicationPreferences = {
  memberId: 'M100000001',
  companyCode: 'GSHP',
  preferredChannel: 'Phone',
  preferredLanguage: 'Spanish',
  preferredTime: null,
  doNotCall: false,
  emailOptIn: false,
  smsOptIn: false,
  mailOptIn: true,
  updatedBy: 'enrollment',
  updatedByName: null,
  updatedAt: '2026-01-02T17:00:00.000Z',
  version: 4,
};

/**
 * GETs answer the stored preferences (`reads` names what each read answers, the last one from then on); the save
 * answers `saveStatus` with `saveBody`. Calls are recorded.
 */
function server(saveStatus: number, saveBody: unknown, reads: CommunicationPreferences[] = [stored]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = reads[Math.min(read, reads.length - 1)];
      if (method !== 'POST') read += 1;
      const [status, body] = method === 'POST' ? [saveStatus, saveBody] : [200, answer];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderPanel(actions: string[]) {
  const user = {
    isAdmin: false,
    modules: [12],
    permissions: { '12': actions },
  } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <CommunicationPreferencesPanel memberId="M100000001" />
    </SessionContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the communication preferences panel', () => {
  it('shows the preferences; a reader without write gets no Edit button', async () => {
    server(200, stored);
    renderPanel(['read']);
    const panel = await screen.findByRole('region', { name: 'Communication Preferences' });
    expect(await within(panel).findByText('Spanish')).toBeInTheDocument();
    expect(within(panel).getByText('No preference')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('saves with the version read, and shows a stale save in the save-error alert with Reload', async () => {
    const calls = server(409, { message: MESSAGES.staleRecord });
    renderPanel(['read', 'write']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Communication Preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Text message opt-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      memberId: 'M100000001',
      companyCode: 'GSHP',
      smsOptIn: true,
      version: 4,
    });
  });

  it('names who changed them last: a system by what it is, a person by name with the username on hover', async () => {
    server(200, stored);
    renderPanel(['read']);
    const panel = await screen.findByRole('region', { name: 'Communication Preferences' });
    expect(await within(panel).findByText(/from the enrollment application$/)).toBeInTheDocument();
    expect(within(panel).queryByText(/by enrollment/)).toBeNull();
    cleanup();
    server(200, stored, [{ ...stored, updatedBy: 'member.services', updatedByName: 'Maria Santos' }]);
    renderPanel(['read']);
    const person = await screen.findByText('Maria Santos');
    expect(person).toHaveAttribute('title', 'member.services');
    expect(person.parentElement).toHaveTextContent(/ by Maria Santos$/);
  });

  it('after a stale save, Reload reads them again and keeps what was changed, then saves at the new version', async () => {
    // Someone else set Email (with its opt-in) meanwhile.
    const theirs = { ...stored, preferredChannel: 'Email', emailOptIn: true, version: 5 } as const;
    const calls = server(409, { message: MESSAGES.staleRecord }, [stored, theirs]);
    renderPanel(['read', 'write']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Communication Preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Text message opt-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Preferred Channel' })).toHaveValue('Email'),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Text message opt-in' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Email opt-in' })).toBeChecked();
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({
      preferredChannel: 'Email',
      emailOptIn: true,
      smsOptIn: true,
      version: 5,
    });
  });

  it('checks the consent rules before sending: a member on do-not-call is not reached by phone', async () => {
    const calls = server(200, stored);
    renderPanel(['read', 'write']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Communication Preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not call' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.phoneButDoNotCall)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks before Cancel drops a change: NO keeps it, YES closes', async () => {
    server(200, stored);
    renderPanel(['read', 'write']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Communication Preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email opt-in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Email opt-in' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Communication Preferences' })).toBeNull());
  });
});
