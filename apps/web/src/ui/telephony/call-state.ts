import { NO_INTERACTION_ID } from '@portal/contracts/platform/telephony-constants';

/**
 * The state of the agent's call (shell spec §2.9, §4 "Call overlay"): pure, so its rules are tested without a browser.
 * - The overlay is shown while an interaction is active: the call has not ended and its telephony interaction id is
 *   not '0'.
 * - A call counts as ended when the end's interaction id is not '0' and matches the start's one.
 * - Inbound call started/ended are paired: an inbound end ends only the inbound call it started (an outbound end, or
 *   one of another call, changes nothing); the same for outbound.
 * - The overlay can be dismissed (the header timer keeps running and opens it again).
 * - One call at a time, as on a softphone: an inbound call that reaches the agent during a live call waits (call
 *   waiting) and never replaces the live one; it is answered when the agent ends the live call, or leaves the list
 *   when its caller hangs up first (docs/decisions.md "Telephony: a second call waits").
 */
export type CallDirection = 'inbound' | 'outbound';

export interface CallMember {
  memberId: string;
  name: string;
}

export interface ActiveCall {
  /** The telephony (CTI) interaction id: the call note's talkdeskId. */
  ctiId: string;
  /** The CRM interaction of the call, once created (createinteraction); null before. */
  interactionId: number | null;
  direction: CallDirection;
  /** The caller's (inbound) or dialled (outbound) number, (ddd)ddd-dddd. */
  phone: string;
  /** The member on the call: the caller found by phone, or the member called; null while unknown. */
  member: CallMember | null;
  /** ISO 8601 instant the call started. */
  startedAt: string;
}

/** An inbound call that reached the agent during a live call: it waits, unanswered, with no interaction yet. */
export interface WaitingCall {
  ctiId: string;
  /** The caller's number, (ddd)ddd-dddd. */
  phone: string;
  /** ISO 8601 instant the call reached the agent (how long it has waited). */
  since: string;
}

export interface CallState {
  call: ActiveCall | null;
  ended: boolean;
  dismissed: boolean;
  /** Calls waiting, the first to arrive first. */
  waiting: WaitingCall[];
}

export const NO_CALL: CallState = { call: null, ended: false, dismissed: false, waiting: [] };

export type CallEvent =
  | { type: 'started'; call: ActiveCall }
  | { type: 'waiting'; call: WaitingCall }
  | { type: 'ended'; ctiId: string; direction: CallDirection }
  | { type: 'interactionCreated'; ctiId: string; interactionId: number }
  | { type: 'memberIdentified'; ctiId: string; member: CallMember }
  | { type: 'dismissed' }
  | { type: 'shown' }
  | { type: 'cleared' };

/** Whether the call is live: started, not ended, with a real telephony interaction id. */
export function isCallActive(state: CallState): boolean {
  return state.call !== null && !state.ended && state.call.ctiId !== NO_INTERACTION_ID && state.call.ctiId !== '';
}

/** The rule of the spec: the end's id is not '0' and matches the start's one (and, paired, the same direction). */
export function endsCall(call: ActiveCall, ctiId: string, direction: CallDirection): boolean {
  return ctiId !== NO_INTERACTION_ID && ctiId === call.ctiId && direction === call.direction;
}

export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'started':
      // The same call announced twice (the hub and the answer of the request that rang it) is one call.
      if (state.call?.ctiId === event.call.ctiId) return state;
      if (event.call.ctiId === NO_INTERACTION_ID) return state;
      // A live call is never replaced: a second call waits (the 'waiting' event) until this one ends.
      if (isCallActive(state)) return state;
      return {
        call: event.call,
        ended: false,
        dismissed: false,
        waiting: state.waiting.filter((waiting) => waiting.ctiId !== event.call.ctiId),
      };
    case 'waiting':
      if (
        event.call.ctiId === NO_INTERACTION_ID ||
        event.call.ctiId === '' ||
        state.call?.ctiId === event.call.ctiId ||
        state.waiting.some((waiting) => waiting.ctiId === event.call.ctiId)
      )
        return state;
      // The overlay comes back (if dismissed) so the agent sees the call waiting.
      return { ...state, dismissed: false, waiting: [...state.waiting, event.call] };
    case 'ended':
      // A waiting caller hung up before being answered: the call leaves the list.
      if (event.direction === 'inbound' && state.waiting.some((waiting) => waiting.ctiId === event.ctiId))
        return { ...state, waiting: state.waiting.filter((waiting) => waiting.ctiId !== event.ctiId) };
      if (!state.call || state.ended || !endsCall(state.call, event.ctiId, event.direction)) return state;
      return { ...state, ended: true };
    case 'interactionCreated':
      if (state.call?.ctiId !== event.ctiId) return state;
      return { ...state, call: { ...state.call, interactionId: event.interactionId } };
    case 'memberIdentified':
      if (state.call?.ctiId !== event.ctiId) return state;
      return { ...state, call: { ...state.call, member: event.member } };
    case 'dismissed':
      return state.call || state.waiting.length > 0 ? { ...state, dismissed: true } : state;
    case 'shown':
      return state.call || state.waiting.length > 0 ? { ...state, dismissed: false } : state;
    case 'cleared':
      return NO_CALL;
  }
}

/**
 * The call another tab of the agent shares (call-store.ts) as this tab takes it: the same call, ended or waiting as
 * there, but shown or dismissed as this tab's agent left it, until a new call or a new call waiting brings it back.
 */
export function adoptSharedState(own: CallState, shared: CallState): CallState {
  const sameCalls =
    own.call?.ctiId === shared.call?.ctiId &&
    shared.waiting.every((waiting) => own.waiting.some((known) => known.ctiId === waiting.ctiId));
  return { ...shared, dismissed: sameCalls ? own.dismissed : shared.dismissed };
}

/** mm:ss of a running call (hh:mm:ss past an hour), from its start to now. */
export function callDuration(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${two(minutes)}:${two(seconds % 60)}`;
}

/** A stored waiting call read back; anything malformed is left out. */
function restoreWaiting(value: unknown): WaitingCall[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const call = item as Record<string, unknown> | null;
    return call && typeof call.ctiId === 'string' && typeof call.phone === 'string' && typeof call.since === 'string'
      ? [{ ctiId: call.ctiId, phone: call.phone, since: call.since }]
      : [];
  });
}

/** The stored call read back; anything malformed is no call. */
function restoreCall(call: Record<string, unknown> | undefined): ActiveCall | null {
  if (
    !call ||
    typeof call.ctiId !== 'string' ||
    !(call.direction === 'inbound' || call.direction === 'outbound') ||
    typeof call.startedAt !== 'string' ||
    typeof call.phone !== 'string'
  )
    return null;
  const member = call.member as Record<string, unknown> | null | undefined;
  return {
    ctiId: call.ctiId,
    interactionId: typeof call.interactionId === 'number' ? call.interactionId : null,
    direction: call.direction,
    phone: call.phone,
    member:
      member && typeof member.memberId === 'string' && typeof member.name === 'string'
        ? { memberId: member.memberId, name: member.name }
        : null,
    startedAt: call.startedAt,
  };
}

/** A stored state read back (session storage after a reload): anything malformed is no call. */
export function restoreCallState(text: string | null): CallState {
  if (!text) return NO_CALL;
  try {
    const value = JSON.parse(text) as {
      call?: Record<string, unknown>;
      ended?: unknown;
      dismissed?: unknown;
      waiting?: unknown;
    } | null;
    const call = restoreCall(value?.call);
    const waiting = restoreWaiting(value?.waiting);
    if (!value || (!call && waiting.length === 0)) return NO_CALL;
    return { call, ended: call !== null && value.ended === true, dismissed: value.dismissed === true, waiting };
  } catch {
    return NO_CALL;
  }
}
