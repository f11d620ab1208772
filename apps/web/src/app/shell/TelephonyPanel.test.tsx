import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { TELEPHONY_LOGIN_REMINDER, TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony';
import { renderWithProviders } from '../../test/render.tsx';
import { SessionContext, type Session } from '../session/session-context.ts';
import { resetCallStore } from '../../ui/telephony/call-store.ts';
import { TelephonyPanel } from './TelephonyPanel.tsx';

const agent: CurrentUserDto = {
  userId: 9,
  username: 'crm.agent',
  name: 'Alex Agent',
  email: 'crm.agent@portal.example',
  employers: [],
  modules: [],
  permissions: {},
  groups: [],
  talkdeskEnabled: true,
  crmFeatureFlags: [],
  isAdmin: false,
};
const TELEPHONY_FLAGS = [
  FEATURE_FLAGS.telephony,
  FEATURE_FLAGS.inboundCalls,
  FEATURE_FLAGS.outboundCalls,
  FEATURE_FLAGS.simulatedInboundCall,
  FEATURE_FLAGS.loginReminder,
];

function withSession(ui: ReactElement, off: string[] = [], user: CurrentUserDto = agent) {
  const flags = Object.fromEntries(TELEPHONY_FLAGS.map((name) => [name, !off.includes(name)]));
  const session: Session = { user, flags, signOut: vi.fn(async () => undefined), accessToken: () => null };
  return renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  resetCallStore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const reminderAnswer = () =>
  new Response(JSON.stringify({ ...TELEPHONY_LOGIN_REMINDER, message: TELEPHONY_MESSAGES.loginReminder }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('telephony panel: each part shows only with its flags (shell spec §6)', () => {
  it('with every flag on, offers the outbound call and the simulated inbound call', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reminderAnswer()),
    );
    withSession(<TelephonyPanel opened onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Call' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate inbound call' })).toBeInTheDocument();
  });

  it.each([
    [FEATURE_FLAGS.outboundCalls, 'Call'],
    [FEATURE_FLAGS.inboundCalls, 'Simulate inbound call'],
    [FEATURE_FLAGS.simulatedInboundCall, 'Simulate inbound call'],
  ])('with %s off, hides %s', (flag, button) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reminderAnswer()),
    );
    withSession(<TelephonyPanel opened onClose={() => undefined} />, [flag]);
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });

  it('with the telephony flag off, or for a user who is not telephony-enabled, shows no panel', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reminderAnswer()),
    );
    const { unmount } = withSession(<TelephonyPanel opened onClose={() => undefined} />, [FEATURE_FLAGS.telephony]);
    expect(screen.queryByText('Telephony (simulated)')).toBeNull();
    unmount();
    withSession(<TelephonyPanel opened onClose={() => undefined} />, [], { ...agent, talkdeskEnabled: false });
    expect(screen.queryByText('Telephony (simulated)')).toBeNull();
  });

  it('reminds the agent to log in after 5 seconds while the reminder flag is on; not at all while it is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => reminderAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = withSession(<TelephonyPanel opened={false} onClose={() => undefined} />, [
      FEATURE_FLAGS.loginReminder,
    ]);
    await act(async () => vi.advanceTimersByTimeAsync(TELEPHONY_LOGIN_REMINDER.firstAfterMs + 100));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(TELEPHONY_MESSAGES.loginReminder)).toBeNull();
    unmount();

    withSession(<TelephonyPanel opened={false} onClose={() => undefined} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => vi.advanceTimersByTimeAsync(TELEPHONY_LOGIN_REMINDER.firstAfterMs + 100));
    expect(await screen.findByText(TELEPHONY_MESSAGES.loginReminder)).toBeInTheDocument();
  });
});

describe('telephony panel: dialling a number', () => {
  it('dials with Enter in the number, as with the Call button; a wrong number is told until it is changed', async () => {
    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST')
          posted.push({ url, body: JSON.parse(typeof init.body === 'string' ? init.body : 'null') });
        if (url.includes('/OutboundCall'))
          return new Response(
            JSON.stringify({
              ctiId: 'SIM-1',
              direction: 'outbound',
              phoneNumber: '(310)555-0142',
              startedAt: '2026-12-03T18:00:00.000Z',
              simulated: true,
            }),
          );
        return reminderAnswer();
      }),
    );
    withSession(<TelephonyPanel opened onClose={() => undefined} />);
    const number = screen.getByLabelText('Phone number');
    await userEvent.type(number, '310555{Enter}');
    expect(await screen.findByText(TELEPHONY_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(posted.some((call) => call.url.includes('/OutboundCall'))).toBe(false);
    await userEvent.type(number, '0142');
    expect(screen.queryByText(TELEPHONY_MESSAGES.invalidPhone)).toBeNull();
    await userEvent.type(number, '{Enter}');
    await waitFor(() =>
      expect(posted.find((call) => call.url.includes('/OutboundCall'))?.body).toEqual({ phoneNumber: '3105550142' }),
    );
  });
});
