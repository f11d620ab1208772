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
 * reloads) asks the others for the call. The notes typed in one tab's call notes box show in the others' as typed (in
 * memory only; the saved notes are read again after a reload). Nothing goes to local storage: the call's member,
 * number and notes do not outlive the tabs.
 */
export const CALL_STORAGE_KEY = 'portal.telephony.call';
/** The channel the tabs share the call on (the same origin's tabs of one browser profile). */
export const CALL_CHANNEL_NAME = 'portal.telephony.call';

/** The call notes typed in one of the agent's tabs for a call, and whether they were typed in this tab. */
export interface TypedCallNotes {
  ctiId: string;
  notes: string;
  here: boolean;
}

/** What the tabs tell each other: the call as it is now, the notes typed for it, or a tab's question for both. */
type CallSync =
  { kind: 'state'; state: CallState } | { kind: 'notes'; ctiId: string; notes: string } | { kind: 'hello' };

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
/** The notes last typed in any of the agent's tabs (kept in memory only: a reload reads the saved ones again). */
let typedNotes: TypedCallNotes | null = null;

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
  if (typedNotes && next.call?.ctiId !== typedNotes.ctiId) typedNotes = null;
  store(next);
  if (share) post({ kind: 'state', state: next });
  for (const listener of listeners) listener();
}

export function dispatchCall(event: CallEvent): void {
  const next = callReducer(state, event);
  if (next !== state) become(next, true);
}

/** The notes of the call as they are in this tab's box now (every keystroke), for the agent's other tabs too. */
export function typeCallNotes(ctiId: string, notes: string): void {
  typedNotes = { ctiId, notes, here: true };
  post({ kind: 'notes', ctiId, notes });
  for (const listener of listeners) listener();
}

function takeNotes(data: CallSync & { kind: 'notes' }): void {
  if (typeof data.ctiId !== 'string' || typeof data.notes !== 'string' || data.ctiId !== state.call?.ctiId) return;
  typedNotes = { ctiId: data.ctiId, notes: data.notes, here: false };
  for (const listener of listeners) listener();
}

/**
 * Shares the call and its typed notes with the agent's other tabs until the returned function stops it (the shell's
 * telephony mounts it): this tab asks them for both at once, takes every change they post, and answers a tab that asks.
 */
export function shareCallAcrossTabs(): () => void {
  if (channel || typeof BroadcastChannel === 'undefined') return () => undefined;
  const opened = new BroadcastChannel(CALL_CHANNEL_NAME);
  channel = opened;
  opened.onmessage = (message: MessageEvent<CallSync>) => {
    const data = message.data;
    // Another tab opened: it gets the call as this tab has it (no call too, so a tab reloaded with an ended one drops it).
    if (data.kind === 'hello') {
      post({ kind: 'state', state });
      if (typedNotes) post({ kind: 'notes', ctiId: typedNotes.ctiId, notes: typedNotes.notes });
    } else if (data.kind === 'notes') takeNotes(data);
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

const getTypedNotes = () => typedNotes;

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole state (the overlay needs `dismissed`). */
export function useCallState(): CallState {
  return useSyncExternalStore(subscribe, getCallState, getCallState);
}

/** The notes typed for the call in any of the agent's tabs (null: none typed yet in this browser). */
export function useTypedCallNotes(ctiId: string): TypedCallNotes | null {
  const typed = useSyncExternalStore(subscribe, getTypedNotes, getTypedNotes);
  return typed?.ctiId === ctiId ? typed : null;
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
