import { z } from 'zod';
import { zPhone } from './rules/phone-schemas.ts';

/**
 * The call-centre telephony of the shell (shell spec §2.4, §2.9, §6): behind the telephony flag and a
 * telephony-enabled user; inbound, outbound, the simulated inbound call and the login reminder each behind their own
 * flag. The CTI adapter (apps/server/src/platform/integrations/telephony.ts) is the built-in simulator unless a real
 * one is configured; the simulator's calls are labelled simulated.
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

/**
 * Placing an outbound call: the number, and when the call is about a member the member and the CRM interaction. The
 * server adds the user and hands the CTI the spec's outbound call data (enrollment-crm spec §3).
 */
export const outboundCallSchema = z.strictObject({
  phoneNumber: zPhone(TELEPHONY_MESSAGES.invalidPhone),
  memberId: z.string().trim().min(1).max(40).optional(),
  memberName: z.string().trim().max(200).optional(),
  interactionId: z.string().trim().max(40).optional(),
});
export type OutboundCallInput = z.input<typeof outboundCallSchema>;

/** Enrollment-crm spec §3 "Outbound call data", shell spec §3 "Call data": the fields the CTI receives, by their names. */
export const outboundCallDataSchema = z.object({
  userId: z.string(),
  member_id: z.string(),
  contact_phone_number: z.string(),
  memberName: z.string(),
  interaction_id: z.string(),
});
export type OutboundCallData = z.infer<typeof outboundCallDataSchema>;

/** A tester rings an agent: by default with a demo member's phone the simulator picks, or the number or member given. */
export const simulateInboundCallSchema = z
  .strictObject({
    phoneNumber: zPhone(TELEPHONY_MESSAGES.invalidPhone).optional(),
    memberId: z.string().trim().min(1).max(40).optional(),
  })
  .refine((body) => !(body.phoneNumber && body.memberId), 'Give a phone number or a member id, not both.')
  .nullish();
export type SimulateInboundCallInput = z.input<typeof simulateInboundCallSchema>;

export const telephonyCallSchema = z.object({
  /** The telephony (CTI) interaction id: a call note's talkdeskId and an interaction's CTI id. */
  ctiId: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  /** The caller's number (inbound) or the number dialled (outbound), in the (ddd)ddd-dddd form. */
  phoneNumber: z.string(),
  startedAt: z.string(),
  /** True when the built-in simulator placed or received the call. */
  simulated: z.boolean(),
  /** Outbound only: what the CTI was given. */
  callData: outboundCallDataSchema.optional(),
  /** Inbound: whether the call reached the agent's open browser tabs through the live hub (API-triggered calls). */
  delivered: z.boolean().optional(),
});
export type TelephonyCall = z.infer<typeof telephonyCallSchema>;

export const hangUpCallSchema = z.strictObject({ ctiId: z.string().trim().min(1).max(100) });
export const hangUpResultSchema = z.object({ message: z.string() });
export type HangUpResult = z.infer<typeof hangUpResultSchema>;

export const loginReminderSchema = z.object({
  firstAfterMs: z.number().int(),
  everyMs: z.number().int(),
  message: z.string(),
});
export type LoginReminder = z.infer<typeof loginReminderSchema>;

/**
 * The TalkdeskCTISource app setting (shell spec §7) of the simulator: the shell embeds no agent panel for it. A real
 * adapter's value is the URL of its agent panel. Read through the CRM's GetAppSetting?name=TalkdeskCTISource.
 */
export const CTI_SOURCE_SIMULATED = 'Simulator';
