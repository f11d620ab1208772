import { z } from 'zod';
import { zPhone } from './rules/phone-schemas.ts';

/** The telephony calls' schemas (shell spec §2.4, §2.9, §6); the constants and messages are in telephony-constants.ts. */
export * from './telephony-constants.ts';
import { TELEPHONY_MESSAGES } from './telephony-constants.ts';

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
