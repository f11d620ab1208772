import { useSyncExternalStore } from 'react';
import {
  callReducer,
  isCallActive,
  NO_CALL,
  restoreCallState,
  type ActiveCall,
  type CallEvent,
  type CallState,
} from './call-state.ts';

/**
 * The agent's call, one per browser tab, shared by the shell (header timer, overlay, telephony panel) and the CRM (a
 * new case links to the call's interaction). Kept in session storage so a reload of the page keeps the running call,
 * as the telephony provider does.
 */
export const CALL_STORAGE_KEY = 'portal.telephony.call';

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

export function dispatchCall(event: CallEvent): void {
  const next = callReducer(state, event);
  if (next === state) return;
  state = next;
  store(next);
  for (const listener of listeners) listener();
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

/** Sign-out (and tests): no call, nothing kept in session storage. */
export function resetCallStore(): void {
  state = NO_CALL;
  store(NO_CALL);
  for (const listener of listeners) listener();
}
