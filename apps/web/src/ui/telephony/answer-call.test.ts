import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelephonyCall } from '@portal/contracts/platform/telephony';
import { stubServer } from '../../test/stub-server.ts';
import {
  answerInboundCall,
  closeInteractionLeftOpen,
  endCallsAtSignOut,
  UNCLOSED_INTERACTION_KEY,
} from './answer-call.ts';
import { activeCall, dispatchCall, getCallState, resetCallStore, startCall } from './call-store.ts';
import { NO_CALL } from './call-state.ts';
import { standForPhone } from './phone-tab.ts';

const ringing: TelephonyCall = {
  ctiId: 'SIM-7',
  direction: 'inbound',
  phoneNumber: '(916)555-0123',
  startedAt: '2026-11-26T10:00:00.000Z',
  simulated: true,
};
const interaction = { id: 41, version: 3 };

/** The agent is on a call with its interaction, and a second call waits. */
function onACallWithOneWaiting() {
  startCall({
    ctiId: ringing.ctiId,
    interactionId: interaction.id,
    direction: 'inbound',
    phone: ringing.phoneNumber,
    member: null,
    startedAt: ringing.startedAt,
  });
  dispatchCall({ type: 'waiting', call: { ctiId: 'SIM-8', phone: '(916)555-0124', since: ringing.startedAt } });
}

beforeEach(() => resetCallStore());
afterEach(() => {
  vi.unstubAllGlobals();
  resetCallStore();
});

describe('every sign-out, chosen or automatic, ends the agent’s calls', () => {
  it('ends the live call (its interaction gets its end time) and drops the calls waiting', async () => {
    const calls = stubServer({
      'default.GetInteraction': () => ({ body: interaction }),
      'default.UpdateInteraction': (body) => ({ body }),
    });
    onACallWithOneWaiting();
    await endCallsAtSignOut(true);
    const update = calls.find((call) => call.path.endsWith('default.UpdateInteraction'));
    expect(update?.body).toMatchObject({ id: 41, version: 3, endedAt: expect.any(String) });
    expect(getCallState()).toEqual(NO_CALL);
    // Signed in again: the interaction is read, found closed, and left alone.
    const again = stubServer({ 'default.GetInteraction': () => ({ body: { ...interaction, endedAt: 'closed' } }) });
    await closeInteractionLeftOpen();
    expect(again.map((call) => call.path)).toEqual(['/odata/crm/myqueue/default.GetInteraction?id=41']);
  });

  it('ends the call even when the call notes saved just then moved its interaction on (a stale end is read and sent again)', async () => {
    let version = 3;
    const calls = stubServer({
      'default.GetInteraction': () => ({ body: { ...interaction, version, endedAt: null } }),
      'default.UpdateInteraction': (body) => {
        // The notes the other tab saved as the call ended land first: the end read at version 3 is stale.
        if (version === 3) {
          version = 4;
          return { status: 409, body: { message: 'This record was changed by someone else.' } };
        }
        return { body };
      },
    });
    onACallWithOneWaiting();
    await endCallsAtSignOut(true);
    const updates = calls.filter((call) => call.path.endsWith('default.UpdateInteraction'));
    expect(updates.map((call) => call.body)).toMatchObject([
      { id: 41, version: 3, endedAt: expect.any(String) },
      { id: 41, version: 4, endedAt: expect.any(String) },
    ]);
  });

  it('with the session already dead, sends nothing then and closes the interaction once the agent is back', async () => {
    const calls = stubServer({});
    onACallWithOneWaiting();
    await endCallsAtSignOut(false);
    expect([calls, getCallState()]).toEqual([[], NO_CALL]);
    const left = JSON.parse(sessionStorage.getItem(UNCLOSED_INTERACTION_KEY) ?? 'null') as { endedAt: string };

    // Signed in again in the tab: the interaction gets the end time of the sign-out, once.
    const again = stubServer({
      'default.GetInteraction': () => ({ body: { ...interaction, endedAt: null } }),
      'default.UpdateInteraction': (body) => ({ body }),
    });
    await closeInteractionLeftOpen();
    await closeInteractionLeftOpen();
    const updates = again.filter((call) => call.path.endsWith('default.UpdateInteraction'));
    expect(updates.map((call) => call.body)).toEqual([{ id: 41, version: 3, endedAt: left.endedAt }]);
    expect(sessionStorage.getItem(UNCLOSED_INTERACTION_KEY)).toBeNull();
  });
});

describe('one phone among the agent’s tabs', () => {
  it('leaves a call the hub brings to the tab elected the phone, and answers one no tab of the agent received', async () => {
    // Another tab holds the phone lock: this one is asked first without waiting, then waits in the queue.
    const heldElsewhere = {
      request: (_name: string, options: LockOptions, grant?: (lock: Lock | null) => unknown) =>
        options.ifAvailable && grant ? Promise.resolve(grant(null)) : new Promise(() => undefined),
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: heldElsewhere });
    const leave = standForPhone();
    try {
      const calls = stubServer({
        'default.SearchMembersByPhoneNumber': () => ({ body: { items: [], total: 0 } }),
        'default.createinteraction': () => ({ body: interaction }),
      });
      await answerInboundCall(ringing, () => undefined);
      expect([activeCall(), calls]).toEqual([null, []]);
      await answerInboundCall({ ...ringing, delivered: false }, () => undefined);
      expect(activeCall()).toMatchObject({ ctiId: 'SIM-7', interactionId: 41 });
    } finally {
      leave();
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
