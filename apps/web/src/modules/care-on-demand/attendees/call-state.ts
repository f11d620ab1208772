import {
  CALLING_STATUSES,
  OUTBOUND_CALL_UNANSWERED_MS,
  RINGBACK_STOP_STATUSES,
  type CallStatus,
} from '@portal/contracts/care-on-demand/telehealth';

/**
 * An attendee's state in the visit window (shell spec §4): Connected when their identity is in the room; Calling while
 * the last call status is queued, initiated, ringing or in progress and came less than 30 s ago; else Disconnected.
 * The ringback plays while a call is calling and not yet answered or ended.
 */
export type AttendeeState = 'Connected' | 'Calling' | 'Disconnected';

export interface CallInfo {
  callStatus: CallStatus | null;
  /** When the window last heard of the call (ms since the epoch). */
  updatedAt: number;
}

const CALLING = new Set<string>(CALLING_STATUSES);
const STOPS_RINGBACK = new Set<string>(RINGBACK_STOP_STATUSES);

export const isCallingNow = (call: CallInfo, now: number): boolean =>
  call.callStatus !== null && CALLING.has(call.callStatus) && now - call.updatedAt < OUTBOUND_CALL_UNANSWERED_MS;

export function attendeeState(call: CallInfo, connected: boolean, now: number): AttendeeState {
  if (connected) return 'Connected';
  return isCallingNow(call, now) ? 'Calling' : 'Disconnected';
}

export const ringsBack = (call: CallInfo, now: number): boolean =>
  isCallingNow(call, now) && call.callStatus !== null && !STOPS_RINGBACK.has(call.callStatus);

export const STATE_COLORS: Record<AttendeeState, string> = {
  Connected: 'green.9',
  Calling: 'orange.9',
  Disconnected: 'gray.7',
};
