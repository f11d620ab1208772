import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TELEPHONY_MESSAGES, type TelephonyCall } from '@portal/contracts/platform/telephony';
import { renderWithProviders } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { answerInboundCall, hangUpActiveCall } from './answer-call.ts';
import { CallOverlay, OVERLAY_MAX_HEIGHT } from './CallOverlay.tsx';
import { CallTimer } from './CallTimer.tsx';
import { activeCall, CALL_CHANNEL_NAME, resetCallStore } from './call-store.ts';

const ringing: TelephonyCall = {
  ctiId: 'SIM-abc',
  direction: 'inbound',
  phoneNumber: '(916)555-0123',
  startedAt: new Date().toISOString(),
  simulated: true,
};
const member = { memberId: 'M100000007', fullName: 'Ann Lee' };
const other = { memberId: 'M100000008', fullName: 'Bo Chan' };

const interaction = { id: 41, version: 1 };

beforeEach(() => resetCallStore());
afterEach(() => {
  // The toasts live beyond a test (at most five shown): each test starts with none.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetCallStore();
});

describe('an inbound call (issue 12: the caller looked up by phone, the member opened, the interaction created)', () => {
  it('opens the one member with this number in the CRM and creates the Inbound interaction with the CTI id', async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
    });
    const navigate = vi.fn();
    await answerInboundCall(ringing, navigate);
    expect(navigate).toHaveBeenCalledWith('/crm/myqueue/member/M100000007');
    expect(calls[0]?.path).toContain('phoneNumber=9165550123');
    expect(calls[1]?.body).toMatchObject({
      memberId: 'M100000007',
      direction: 'Inbound',
      interactionType: 'Phone',
      ctiId: 'SIM-abc',
      phoneNumber: '9165550123',
    });
    expect(activeCall()).toMatchObject({ ctiId: 'SIM-abc', interactionId: 41, member: { name: 'Ann Lee' } });
    // The same call arriving again (the hub after the request's answer) is not answered twice.
    await answerInboundCall(ringing, navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("works on the interaction another of the agent's tabs created for the same call", async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({
        status: 400,
        body: { message: 'Another interaction already has this telephony interaction id.' },
      }),
      '/interactions': () => ({ body: { value: [{ id: 52 }] } }),
    });
    await answerInboundCall(ringing, () => undefined);
    expect(activeCall()).toMatchObject({ ctiId: 'SIM-abc', interactionId: 52 });
    expect(decodeURIComponent(calls.at(-1)?.path ?? '')).toContain("$filter=talkdeskId+eq+'SIM-abc'");
  });

  it('opens My Queue for a number no member has (the overlay finds the caller)', async () => {
    stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [], total: 0 } }),
      'default.createinteraction': () => ({ body: interaction }),
    });
    const navigate = vi.fn();
    await answerInboundCall(ringing, navigate);
    expect(navigate).toHaveBeenCalledWith('/crm/myqueue');
    expect(activeCall()).toMatchObject({ member: null, interactionId: 41 });
  });
});

describe('a second call during a call (call waiting, as on a softphone)', () => {
  const secondCall: TelephonyCall = { ...ringing, ctiId: 'SIM-def', phoneNumber: '(916)555-0177' };
  /** The server of two calls: each caller found by phone, each interaction created and ended at its version. */
  function twoCallServer() {
    return stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': (body) => ({
        body: (body as { ctiId: string }).ctiId === 'SIM-abc' ? interaction : { id: 42, version: 1 },
      }),
      GetCallNotes: () => ({ status: 204 }),
      'default.GetInteraction': (_body, url) => ({ body: { id: Number(url.searchParams.get('id')), version: 1 } }),
      'default.UpdateInteraction': (body) => ({ body: { ...(body as object), version: 2 } }),
    });
  }
  const endTimes = (calls: { path: string; body: unknown }[]) =>
    calls.filter((call) => call.path.includes('UpdateInteraction')).map((call) => call.body);

  it('waits while the agent talks: the first call stays, the overlay shows the waiting call, nothing is created for it', async () => {
    const calls = twoCallServer();
    const navigate = vi.fn();
    await answerInboundCall(ringing, navigate);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the call overlay' }));
    await act(async () => answerInboundCall(secondCall, navigate));
    const overlay = screen.getByRole('region', { name: 'Active call' });
    expect(overlay).toBeVisible();
    expect(overlay).toHaveTextContent('Inbound call from (916)555-0123');
    expect(within(overlay).getByRole('region', { name: 'Calls waiting' })).toHaveTextContent(
      /Call waiting from \(916\)555-0177 \d\d:\d\d/,
    );
    expect(await screen.findByText(TELEPHONY_MESSAGES.callWaiting('(916)555-0177'))).toBeInTheDocument();
    expect(activeCall()?.ctiId).toBe('SIM-abc');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path.includes('createinteraction'))).toHaveLength(1);
  });

  it('answering the waiting call ends the first one (its interaction gets its end time) and takes the second', async () => {
    const calls = twoCallServer();
    const navigate = vi.fn();
    await answerInboundCall(ringing, navigate);
    await answerInboundCall(secondCall, navigate);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'End call and answer' }));
    await waitFor(() => expect(activeCall()).toMatchObject({ ctiId: 'SIM-def', interactionId: 42 }));
    expect(screen.getByRole('region', { name: 'Active call' })).toHaveTextContent('Inbound call from (916)555-0177');
    expect(screen.queryByRole('region', { name: 'Calls waiting' })).toBeNull();
    expect(endTimes(calls)).toEqual([{ id: 41, version: 1, endedAt: expect.any(String) }]);
    const created = calls.filter((call) => call.path.includes('createinteraction')).map((call) => call.body);
    expect(created).toMatchObject([{ ctiId: 'SIM-abc' }, { ctiId: 'SIM-def', phoneNumber: '9165550177' }]);
  });

  it('hanging up the first call answers the waiting one; hanging that up leaves no interaction open', async () => {
    const calls = twoCallServer();
    const navigate = vi.fn();
    await answerInboundCall(ringing, navigate);
    await answerInboundCall(secondCall, navigate);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(activeCall()).toMatchObject({ ctiId: 'SIM-def', interactionId: 42 }));
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Active call' })).toBeNull());
    await waitFor(() => expect(endTimes(calls)).toHaveLength(2));
    expect(endTimes(calls)).toEqual([
      { id: 41, version: 1, endedAt: expect.any(String) },
      { id: 42, version: 1, endedAt: expect.any(String) },
    ]);
  });
});

describe('the call overlay (shell spec §2.9, §4)', () => {
  it('shows the timer and saves the notes 3 seconds after the last keystroke, with the agent name', async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.upsertCallNotes': (body) => ({ body }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(
      <>
        <CallTimer />
        <CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Active call' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Call timer' })).toHaveTextContent(/^\d\d:\d\d$/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Call notes'), { target: { value: 'Asked about dental' } });
    await act(async () => vi.advanceTimersByTimeAsync(2500));
    expect(calls.some((call) => call.path.includes('upsertCallNotes'))).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(600));
    await waitFor(() =>
      expect(calls.find((call) => call.path.includes('upsertCallNotes'))?.body).toEqual({
        talkdeskId: 'SIM-abc',
        notes: 'Asked about dental',
        agentName: 'Alex Agent',
      }),
    );
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
  });

  it("says 'An error occurred while saving the notes for this call.' when the save fails", async () => {
    stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.upsertCallNotes': () => ({ status: 500, body: { message: 'down' } }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Call notes'), { target: { value: 'x' } });
    await act(async () => vi.advanceTimersByTimeAsync(3100));
    expect((await screen.findAllByText(TELEPHONY_MESSAGES.notesSaveFailed)).length).toBeGreaterThan(0);
  });

  it("shows the notes as typed in the agent's other tab, tells it those typed here, and stores them nowhere", async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.upsertCallNotes': (body) => ({ body }),
    });
    await answerInboundCall(ringing, () => undefined);
    const otherTab = new BroadcastChannel(CALL_CHANNEL_NAME);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
      await waitFor(() => expect(heard).toContainEqual({ kind: 'hello' }));
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fireEvent.change(screen.getByLabelText('Call notes'), { target: { value: 'Asked about' } });
      await waitFor(() => expect(heard).toContainEqual({ kind: 'notes', ctiId: 'SIM-abc', notes: 'Asked about' }));
      // The other tab types on: its notes show here (another call's are not), and it saves them: what waited here to
      // be saved is not.
      otherTab.postMessage({ kind: 'notes', ctiId: 'SIM-other', notes: 'Another call' });
      otherTab.postMessage({ kind: 'notes', ctiId: 'SIM-abc', notes: 'Asked about dental' });
      expect(await screen.findByDisplayValue('Asked about dental')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(3100));
      expect(calls.some((call) => call.path.includes('upsertCallNotes'))).toBe(false);
      const stored = [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => storage.getItem(key)),
      );
      expect(stored.join()).not.toContain('Asked about');
    } finally {
      otherTab.close();
    }
  });

  it('shows the notes saved before a reload, can be dismissed and opened again from the header timer', async () => {
    stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ body: { talkdeskId: 'SIM-abc', notes: 'Saved before', agentName: 'Alex Agent' } }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(
      <>
        <CallTimer />
        <CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />
      </>,
    );
    expect(await screen.findByDisplayValue('Saved before')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the call overlay' }));
    expect(screen.queryByRole('region', { name: 'Active call' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Call/ }));
    expect(screen.getByRole('region', { name: 'Active call' })).toBeInTheDocument();
  });

  it('hangs up: the call ends, the overlay and the timer go, the interaction gets its end time', async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member], total: 1 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.GetInteraction': () => ({ body: interaction }),
      'default.UpdateInteraction': () => ({ body: { ...interaction, version: 2 } }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(
      <>
        <CallTimer />
        <CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Active call' })).toBeNull());
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.path.includes('UpdateInteraction'))?.body).toMatchObject({ id: 41, version: 1 }),
    );
  });

  it("says 'No active call to hang up!' when there is none", async () => {
    stubServer({});
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
    expect(await act(async () => hangUpActiveCall(() => undefined))).toBe(false);
    expect(await screen.findByText(TELEPHONY_MESSAGES.noActiveCall)).toBeInTheDocument();
  });

  it('finds an unidentified caller by name, links the interaction to the member and opens the member', async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [], total: 0 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.SearchMembersForInbound': () => ({
        body: { items: [{ ...member, dateOfBirth: '1950-02-03' }], total: 1 },
      }),
      'default.GetInteraction': () => ({ body: interaction }),
      'default.UpdateInteraction': (body) => ({ body: { ...interaction, ...(body as object), version: 2 } }),
    });
    await answerInboundCall(ringing, () => undefined);
    const navigate = vi.fn();
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={navigate} />);
    expect(screen.getByText('Caller not identified')).toBeInTheDocument();
    // The members with the caller's number are looked up first; then the agent searches by name.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find caller' })).toBeEnabled());
    fireEvent.change(screen.getByRole('textbox', { name: 'Caller name' }), { target: { value: 'ann lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find caller' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ann Lee (M100000007), born 02/03/1950' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/crm/myqueue/member/M100000007'));
    const search = calls.find(
      (call) => call.path.includes('SearchMembersForInbound') && call.path.includes('name=ann'),
    );
    expect(search?.path).toContain('name=ann+lee');
    expect(search?.path).toContain('phoneNumber=9165550123');
    await waitFor(() =>
      expect(calls.find((call) => call.path.includes('UpdateInteraction'))?.body).toEqual({
        id: 41,
        version: 1,
        memberId: 'M100000007',
      }),
    );
    expect(activeCall()?.member).toEqual({ memberId: 'M100000007', name: 'Ann Lee' });
    expect(screen.queryByRole('search', { name: 'Find the caller' })).toBeNull();
  });

  it("lists the members who have the caller's number as soon as the call opens, to choose the caller", async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [member, other], total: 2 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.SearchMembersForInbound': () => ({
        body: { items: [member, other].map((row) => ({ ...row, dateOfBirth: '1950-02-03' })), total: 2 },
      }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
    const finder = screen.getByRole('search', { name: 'Find the caller' });
    expect(await within(finder).findByRole('button', { name: 'Ann Lee (M100000007), born 02/03/1950' })).toBeVisible();
    expect(within(finder).getByRole('button', { name: 'Bo Chan (M100000008), born 02/03/1950' })).toBeVisible();
    const search = calls.find((call) => call.path.includes('SearchMembersForInbound'));
    expect(search?.path).toContain('phoneNumber=9165550123');
  });

  it('searches for the caller with Enter, and says when more members match than are listed', async () => {
    const calls = stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [], total: 0 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
      'default.SearchMembersForInbound': () => ({
        body: { items: [{ ...member, dateOfBirth: '1950-02-03' }], total: 12 },
      }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Find caller' })).toBeEnabled());
    const name = screen.getByRole('textbox', { name: 'Caller name' });
    await userEvent.type(name, 'lee{Enter}');
    expect(
      await screen.findByText('Showing 1 of 12 members. Narrow by name, phone or birth date to find the caller.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('name=lee'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ann Lee (M100000007), born 02/03/1950' })).toBeInTheDocument();
  });

  it('keeps the whole overlay on a small screen: it is no taller than the screen allows and scrolls', async () => {
    stubServer({
      'default.SearchMembersByPhoneNumber': () => ({ body: { items: [], total: 0 } }),
      'default.createinteraction': () => ({ body: interaction }),
      GetCallNotes: () => ({ status: 204 }),
    });
    await answerInboundCall(ringing, () => undefined);
    renderWithProviders(<CallOverlay agentName="Alex Agent" onNavigate={() => undefined} />);
    const overlay = screen.getByRole('region', { name: 'Active call' });
    expect(overlay.style.maxHeight).toBe(OVERLAY_MAX_HEIGHT);
    expect(overlay.style.maxHeight).toMatch(/^calc\(100dvh - \d+px\)$/);
    expect(overlay).toHaveStyle({ overflowY: 'auto' });
  });
});
