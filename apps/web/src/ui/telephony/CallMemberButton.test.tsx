import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { hangUpActiveCall } from './answer-call.ts';
import { CallMemberButton } from './CallMemberButton.tsx';
import { activeCall, resetCallStore } from './call-store.ts';

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

function renderButton(flagsOn: string[], user: CurrentUserDto = agent) {
  const flags = Object.fromEntries(flagsOn.map((name) => [name, true]));
  const session: Session = { user, flags, signOut: vi.fn(async () => undefined), accessToken: () => null };
  return renderWithProviders(
    <SessionContext.Provider value={session}>
      <CallMemberButton phone="9165550123" memberId="M100000007" memberName="Ann Lee" interactionId={12} />
    </SessionContext.Provider>,
  );
}

/** A fetch stub answering by the end of the path; it records every request. */
function stubServer(routes: Record<string, (body: unknown) => { status?: number; body?: unknown }>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://portal.test');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: url.pathname, body });
      const route = Object.entries(routes).find(([suffix]) => url.pathname.endsWith(suffix));
      const answer = route ? route[1](body) : { status: 404, body: { message: 'not found' } };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const OUTBOUND_FLAGS = [FEATURE_FLAGS.telephony, FEATURE_FLAGS.outboundCalls];
const placed = {
  ctiId: 'SIM-out',
  direction: 'outbound',
  phoneNumber: '(916)555-0123',
  startedAt: new Date().toISOString(),
  simulated: true,
};

beforeEach(() => resetCallStore());
afterEach(() => {
  vi.unstubAllGlobals();
  resetCallStore();
});

describe('calling a member (outbound call data, shell spec §3, §6, §8)', () => {
  it('shows only with the telephony and outbound flags for a telephony-enabled user', () => {
    stubServer({});
    const { unmount } = renderButton([FEATURE_FLAGS.telephony]);
    expect(screen.queryByRole('button', { name: 'Call Ann Lee' })).toBeNull();
    unmount();
    const again = renderButton(OUTBOUND_FLAGS, { ...agent, talkdeskEnabled: false });
    expect(screen.queryByRole('button', { name: 'Call Ann Lee' })).toBeNull();
    again.unmount();
    renderButton(OUTBOUND_FLAGS);
    expect(screen.getByRole('button', { name: 'Call Ann Lee' })).toBeInTheDocument();
  });

  it('places the call with the member and the interaction, and starts it with its Outbound interaction', async () => {
    const calls = stubServer({
      '/api/telephony/OutboundCall': () => ({ body: placed }),
      'default.createinteraction': () => ({ body: { id: 77, version: 1 } }),
    });
    renderButton(OUTBOUND_FLAGS);
    fireEvent.click(screen.getByRole('button', { name: 'Call Ann Lee' }));
    await waitFor(() => expect(activeCall()).toMatchObject({ ctiId: 'SIM-out', interactionId: 77 }));
    expect(calls[0]?.body).toEqual({
      phoneNumber: '9165550123',
      memberId: 'M100000007',
      memberName: 'Ann Lee',
      interactionId: '12',
    });
    expect(calls[1]?.body).toMatchObject({ memberId: 'M100000007', direction: 'Outbound', ctiId: 'SIM-out' });
    expect(screen.getByRole('button', { name: 'Call Ann Lee' })).toBeDisabled();
  });

  it("says 'Invalid phone number' when the call cannot be placed", async () => {
    stubServer({ '/api/telephony/OutboundCall': () => ({ status: 400, body: { message: 'bad' } }) });
    renderButton(OUTBOUND_FLAGS);
    fireEvent.click(screen.getByRole('button', { name: 'Call Ann Lee' }));
    expect(await screen.findByText(TELEPHONY_MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(activeCall()).toBeNull();
  });

  it('hangs up an outbound call through the CTI; when that fails the call stays and the spec says so', async () => {
    let hangUpWorks = false;
    stubServer({
      '/api/telephony/OutboundCall': () => ({ body: placed }),
      'default.createinteraction': () => ({ body: { id: 77, version: 1 } }),
      '/api/telephony/HangUpOutboundCall': () =>
        hangUpWorks ? { body: { message: TELEPHONY_MESSAGES.hungUp } } : { status: 500, body: { message: 'down' } },
      'default.GetInteraction': () => ({ body: { id: 77, version: 1 } }),
      'default.UpdateInteraction': () => ({ body: { id: 77, version: 2 } }),
    });
    renderButton(OUTBOUND_FLAGS);
    fireEvent.click(screen.getByRole('button', { name: 'Call Ann Lee' }));
    await waitFor(() => expect(activeCall()?.interactionId).toBe(77));
    expect(await act(async () => hangUpActiveCall(() => undefined))).toBe(false);
    expect(await screen.findByText(TELEPHONY_MESSAGES.hangUpFailed)).toBeInTheDocument();
    expect(activeCall()).not.toBeNull();
    hangUpWorks = true;
    expect(await act(async () => hangUpActiveCall(() => undefined))).toBe(true);
    expect(await screen.findByText(TELEPHONY_MESSAGES.hungUp)).toBeInTheDocument();
    expect(activeCall()).toBeNull();
  });
});
