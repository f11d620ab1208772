import { z } from 'zod';
import { zPhone } from './rules/phone-schemas.ts';

/**
 * The call-centre telephony of the shell (shell spec §2.4, §2.9, §6): behind the telephony flag and a
 * telephony-enabled user; inbound, outbound, the simulated inbound call and the login reminder each behind their own
 * flag. No telephony provider is connected here: the built-in simulator answers, and says so.
 */
export const TELEPHONY_MESSAGES = {
  userNotEnabled: 'Telephony is not enabled for this user.',
  loginReminder: 'Please log in to telephony to take calls.',
} as const;

/** Shell spec §4: the login reminder timer starts at 5 seconds and repeats every 60 seconds. */
export const TELEPHONY_LOGIN_REMINDER = { firstAfterMs: 5000, everyMs: 60_000 } as const;

export const outboundCallSchema = z.strictObject({ phoneNumber: zPhone() });
export type OutboundCallInput = z.input<typeof outboundCallSchema>;

export const telephonyCallSchema = z.object({
  interactionId: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  phoneNumber: z.string(),
  startedAt: z.string(),
  /** Always true here: the built-in simulator placed or received the call. */
  simulated: z.boolean(),
});
export type TelephonyCall = z.infer<typeof telephonyCallSchema>;

export const loginReminderSchema = z.object({
  firstAfterMs: z.number().int(),
  everyMs: z.number().int(),
  message: z.string(),
});
export type LoginReminder = z.infer<typeof loginReminderSchema>;
