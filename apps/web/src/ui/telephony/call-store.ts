import { useSyncExternalStore } from 'react';
import {
  adoptSharedState,
  callReducer,
  isCallActive,
  NO_CALL,
  restoreCallState,
  type ActiveCall,
  type CallEvent,
  type CallState,
} from './call-state.ts';

/**
 * The agent's call, shared by the shell (header timer, overlay, telephony panel) and the CRM (a new case links to the
 * call's interaction). Kept in session storage so a reload of the page keeps the running call, as the telephony provider
 * does, and one across the agent's tabs of this browser (docs/decisions.md "Telephony: one phone per browser"): every
 * change a tab makes is posted to the others on a BroadcastChannel, which take it as theirs, and a tab that opens (or
 * reloads) asks the others for the call. Nothing goes to local storage: the call's member and number do not outlive the
 * tabs.
 */
export const CALL_STORAGE_KEY = 'portal.telephony.call';
/** The channel the tabs share the call on (the same origin's tabs of one browser profile). */
export const CALL_CHANNEL_NAME = 'portal.telephony.call';

/** What the tabs tell each other: the call as it is now, or a tab's question for it. */
type CallSync = { kind: 'state'; state: CallState } | { kind: 'hello' };

type Listener = () => void;
const listeners = new Set<Listener>();

const hasStorage = () => typeof sessionStorage !== 'undefined';

function readStored(): CallState {
  try {
    return restoreCallState(hasStorage() ? sessionStorage.getItem(CALL_STORAGE_KEY) : null);
  } catch {
    return NO_CALL;
  }
}

let state: CallState = readStored();

/** The channel to the agent's other tabs while the shell shares the call (shareCallAcrossTabs). */
let channel: BroadcastChannel | null = null;
const post = (message: CallSync) => channel?.postMessage(message);

function store(next: CallState): void {
  try {
    if (!hasStorage()) return;
    if ((next.call && !next.ended) || next.waiting.length > 0)
      sessionStorage.setItem(CALL_STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(CALL_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the call still runs in this page.
  }
}

/** The call becomes `next` in this tab (stored for a reload, shown), and in the others when `share` is set. */
function become(next: CallState, share: boolean): void {
  state = next;
  store(next);
  if (share) post({ kind: 'state', state: next });
  for (const listener of listeners) listener();
}

export function dispatchCall(event: CallEvent): void {
  const next = callReducer(state, event);
  if (next !== state) become(next, true);
}

/**
 * Shares the call with the agent's other tabs until the returned function stops it (the shell's telephony mounts it):
 * this tab asks them for the call at once, takes every change they post, and answers a tab that asks.
 */
export function shareCallAcrossTabs(): () => void {
  if (channel || typeof BroadcastChannel === 'undefined') return () => undefined;
  const opened = new BroadcastChannel(CALL_CHANNEL_NAME);
  channel = opened;
  opened.onmessage = (message: MessageEvent<CallSync>) => {
    const data = message.data;
    // Another tab opened: it gets the call as this tab has it (no call too, so a tab reloaded with an ended one drops it).
    if (data.kind === 'hello') post({ kind: 'state', state });
    // Another tab changed the call: read as a stored one, so anything malformed is no call.
    else become(adoptSharedState(state, restoreCallState(JSON.stringify(data.state))), false);
  };
  post({ kind: 'hello' });
  return () => {
    if (channel === opened) channel = null;
    opened.close();
  };
}

export function getCallState(): CallState {
  return state;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole state (the overlay needs `dismissed`). */
export function useCallState(): CallState {
  return useSyncExternalStore(subscribe, getCallState, getCallState);
}

/**
 * The active call (interaction id, CTI id, direction, phone, member, startedAt), or null while no interaction is
 * active (none started, ended, or an id of '0').
 */
export function useActiveCall(): ActiveCall | null {
  const current = useCallState();
  return isCallActive(current) ? current.call : null;
}

/** The active call now, outside React (event handlers). */
export function activeCall(): ActiveCall | null {
  return isCallActive(state) ? state.call : null;
}

export const startCall = (call: ActiveCall) => dispatchCall({ type: 'started', call });
export const endCall = (ctiId: string, direction: ActiveCall['direction']) =>
  dispatchCall({ type: 'ended', ctiId, direction });
export const dismissCallOverlay = () => dispatchCall({ type: 'dismissed' });
export const showCallOverlay = () => dispatchCall({ type: 'shown' });

/** Sign-out: no call, nothing kept in session storage, in every tab of the agent. */
export function resetCallStore(): void {
  become(NO_CALL, true);
}
