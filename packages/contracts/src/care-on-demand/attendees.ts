import { z } from 'zod';
import {
  addAttendeeSchema,
  optionalAttendeeSchema,
  virtualCareModuleSchema,
  visitSummarySchema,
} from './telehealth.ts';

/**
 * The visit window's attendee and summary calls beyond the spec's named ones (shell spec §2.8: the provider adds,
 * mutes and removes optional attendees): the paths are ours, under the same api/{module} prefix.
 */

/** The path prefix of every virtual-care call: api/CareOnDemand/... or api/Telehealth/... */
export const virtualCareApi = (module: z.infer<typeof virtualCareModuleSchema>) => `/api/${module}`;

export const virtualCareParamsSchema = z.object({ module: virtualCareModuleSchema });

export const ATTENDEE_MESSAGES = {
  attendeeNotFound: 'The attendee was not found on this visit.',
  versionRequired: 'The version read is required.',
} as const;

const appointmentOf = {
  appointmentId: z.coerce.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
};

/** GET api/{module}/Attendees (appointmentId, memberId): the visit's optional attendees. */
export const attendeesQuerySchema = z.strictObject(appointmentOf);
export const attendeeListSchema = z.object({ items: z.array(optionalAttendeeSchema) });

/** POST api/{module}/AddAttendee: the attendee (name, phone, relationship) on a visit; the connection id is generated. */
export const addVisitAttendeeSchema = addAttendeeSchema.extend({
  appointmentId: z.number().int().positive(),
  memberId: appointmentOf.memberId,
});
export type AddVisitAttendee = z.input<typeof addVisitAttendeeSchema>;
export type AddVisitAttendeeBody = z.output<typeof addVisitAttendeeSchema>;

const attendeeAtVersion = {
  appointmentId: z.number().int().positive(),
  connectionId: z.string().trim().min(1).max(100),
  version: z.number({ error: ATTENDEE_MESSAGES.versionRequired }).int().positive(),
};

/** POST api/{module}/RemoveAttendee, at the version read. */
export const removeAttendeeSchema = z.strictObject(attendeeAtVersion);
export type RemoveAttendee = z.infer<typeof removeAttendeeSchema>;

/** POST api/{module}/MuteAttendee: the provider mutes (or unmutes) an attendee, at the version read. */
export const muteAttendeeSchema = z.strictObject({ ...attendeeAtVersion, muted: z.boolean() });
export type MuteAttendee = z.infer<typeof muteAttendeeSchema>;

/** GET api/{module}/DialInPhoneNumber: the plan's number a caller dials, then keys the visit's dial-in code. */
export const dialInPhoneNumberSchema = z.object({ phoneNumber: z.string(), simulated: z.boolean() });
export type DialInPhoneNumber = z.infer<typeof dialInPhoneNumberSchema>;

/** GET api/{module}/Summary and Summary/pdf (appointmentId). */
export const summaryQuerySchema = z.strictObject({ appointmentId: z.coerce.number().int().positive() });
/** The visit's summary, or null before the provider saved one. */
export const summaryOrNullSchema = visitSummarySchema.nullable();

export const SUMMARY_MESSAGES = {
  alreadySent: 'The visit summary has already been sent and can no longer be changed.',
  versionRequired: 'The version read is required to change the visit summary.',
} as const;

/** What a subscription to the outgoing-call hub names: an appointment's id, alone or as `{ appointmentId }`. */
export const outgoingCallSubscriptionSchema = z.union([
  z.coerce.number().int().positive(),
  z.object({ appointmentId: z.coerce.number().int().positive() }).transform((value) => value.appointmentId),
]);
