import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveCall, CallState } from './call-state.ts';
import {
  activeCall,
  CALL_CHANNEL_NAME,
  dispatchCall,
  getCallState,
  resetCallStore,
  shareCallAcrossTabs,
  startCall,
  typeCallNotes,
} from './call-store.ts';

const call: ActiveCall = {
  ctiId: 'SIM-1',
  interactionId: 12,
  direction: 'inbound',
  phone: '(916)555-0101',
  member: null,
  startedAt: '2026-11-26T10:00:00.000Z',
};
type Message =
  { kind: 'state'; state: CallState } | { kind: 'notes'; ctiId: string; notes: string } | { kind: 'hello' };

/** Another tab of the agent, as this tab hears and tells it: the same channel, opened elsewhere. */
function otherTab() {
  const channel = new BroadcastChannel(CALL_CHANNEL_NAME);
  const heard: Message[] = [];
  channel.onmessage = (event: MessageEvent<Message>) => heard.push(event.data);
  return { channel, heard, tell: (message: Message) => channel.postMessage(message) };
}

let stop: () => void = () => undefined;
let tab: ReturnType<typeof otherTab>;
beforeEach(() => {
  resetCallStore();
  tab = otherTab();
  stop = shareCallAcrossTabs();
});
afterEach(() => {
  stop();
  tab.channel.close();
  resetCallStore();
});

describe("the agent's call, one across the tabs of a browser", () => {
  it('asks the open tabs for the call as it opens, and shows the call they have', async () => {
    await expect.poll(() => tab.heard).toContainEqual({ kind: 'hello' });
    tab.tell({ kind: 'state', state: { call, ended: false, dismissed: false, waiting: [] } });
    await expect.poll(() => activeCall()?.ctiId).toBe('SIM-1');
  });

  it('tells the other tabs a call answered here, waiting, then ended, and answers a tab that asks', async () => {
    startCall(call);
    dispatchCall({ type: 'waiting', call: { ctiId: 'SIM-2', phone: '(916)555-0102', since: call.startedAt } });
    await expect
      .poll(() => tab.heard.at(-1))
      .toMatchObject({ kind: 'state', state: { call: { ctiId: 'SIM-1' }, waiting: [{ ctiId: 'SIM-2' }] } });
    dispatchCall({ type: 'ended', ctiId: 'SIM-1', direction: 'inbound' });
    await expect.poll(() => tab.heard.at(-1)).toMatchObject({ kind: 'state', state: { ended: true } });
    tab.heard.length = 0;
    tab.tell({ kind: 'hello' });
    await expect.poll(() => tab.heard).toMatchObject([{ kind: 'state', state: { ended: true } }]);
  });

  it('ends the call here when another tab ended it, and drops a call another tab signed out of', async () => {
    tab.tell({ kind: 'state', state: { call, ended: false, dismissed: false, waiting: [] } });
    await expect.poll(() => activeCall()).not.toBeNull();
    tab.tell({ kind: 'state', state: { call, ended: true, dismissed: false, waiting: [] } });
    await expect.poll(() => activeCall()).toBeNull();
    startCall({ ...call, ctiId: 'SIM-3' });
    tab.tell({ kind: 'state', state: { call: null, ended: false, dismissed: false, waiting: [] } });
    await expect.poll(() => getCallState().call).toBeNull();
  });

  it('answers a tab that opens with the notes typed for the call, after the call, and forgets them with the call', async () => {
    startCall(call);
    typeCallNotes('SIM-1', 'Asked about dental');
    await expect.poll(() => tab.heard.at(-1)).toMatchObject({ kind: 'notes', notes: 'Asked about dental' });
    tab.heard.length = 0;
    tab.tell({ kind: 'hello' });
    await expect
      .poll(() => tab.heard)
      .toMatchObject([
        { kind: 'state', state: { call: { ctiId: 'SIM-1' } } },
        { kind: 'notes', ctiId: 'SIM-1', notes: 'Asked about dental' },
      ]);
    dispatchCall({ type: 'ended', ctiId: 'SIM-1', direction: 'inbound' });
    startCall({ ...call, ctiId: 'SIM-2' });
    await expect.poll(() => tab.heard.at(-1)).toMatchObject({ kind: 'state', state: { call: { ctiId: 'SIM-2' } } });
    tab.heard.length = 0;
    tab.tell({ kind: 'hello' });
    await expect.poll(() => tab.heard).toMatchObject([{ kind: 'state', state: { call: { ctiId: 'SIM-2' } } }]);
    expect(tab.heard).toHaveLength(1);
  });

  it('takes a malformed message from another tab as no call', async () => {
    startCall(call);
    tab.tell({ kind: 'state', state: { call: { ctiId: 3 } } as unknown as CallState });
    await expect.poll(() => activeCall()).toBeNull();
  });
});
