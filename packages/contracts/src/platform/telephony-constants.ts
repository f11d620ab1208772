/**
 * The call-centre telephony of the shell (shell spec §2.4, §2.9, §6): behind the telephony flag and a
 * telephony-enabled user; inbound, outbound, the simulated inbound call and the login reminder each behind their own
 * flag. The CTI adapter (apps/server/src/platform/integrations/telephony.ts) is the built-in simulator unless a real
 * one is configured; the simulator's calls are labelled simulated.
 *
 * The constants live apart from the schemas (telephony.ts re-exports them), so the shell reads them without zod.
 */
export const TELEPHONY_MESSAGES = {
  userNotEnabled: 'Telephony is not enabled for this user.',
  loginReminder: 'Please log in to telephony to take calls.',
  /** Shell spec §8, the messages of the telephony overlay and of outbound calls, word for word. */
  invalidPhone: 'Invalid phone number',
  noActiveCall: 'No active call to hang up!',
  hangUpFailed: 'Failed to hang up the outgoing call, please try again later.',
  hungUp: 'The outgoing call has been hung up successfully',
  notesSaveFailed: 'An error occurred while saving the notes for this call.',
  unknownCaller: 'No member has this phone number: search for the caller.',
  severalCallers: 'More than one member has this phone number: choose the caller.',
  /** A second call reached the agent during a call: it waits (docs/decisions.md "Telephony: a second call waits"). */
  callWaiting: (phone: string) => `Call waiting from ${phone}. It is answered when you end this call.`,
} as const;

/** Shell spec §4: the login reminder timer starts at 5 seconds and repeats every 60 seconds. */
export const TELEPHONY_LOGIN_REMINDER = { firstAfterMs: 5000, everyMs: 60_000 } as const;

/** Shell spec §4: "a note is saved after the queue waits 3 seconds". */
export const CALL_NOTES_SAVE_DELAY_MS = 3000;

/** Shell spec §4: an interaction id of '0' is no interaction (the overlay is hidden, an end with it ends nothing). */
export const NO_INTERACTION_ID = '0';

/** The hub event that brings a call routed to the agent to every browser tab the agent has open. */
export const TELEPHONY_HUB_EVENT = 'TelephonyCall';

/** The app setting the telephony panel reads (shell spec §7: GET app setting TalkdeskCTISource). */
export const TALKDESK_CTI_SOURCE = 'TalkdeskCTISource';
