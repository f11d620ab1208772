import { z } from 'zod';
import { zPhone } from '../platform/rules/phone-schemas.ts';
export * from './virtual-care-constants.ts';
import { CALL_STATUSES, VIRTUAL_CARE_MESSAGES, VIRTUAL_CARE_MODULES, VISIT_EVENTS } from './virtual-care-constants.ts';

export const virtualCareModuleSchema = z.enum(VIRTUAL_CARE_MODULES);

/** Shell spec §3 "Telehealth appointment": an optional attendee. */
export const optionalAttendeeSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  connectionId: z.string(),
  phone: z.string(),
  relationship: z.string().nullable(),
  callSid: z.string().nullable(),
  isCalling: z.boolean(),
  callStatus: z.enum(CALL_STATUSES).nullable(),
  muted: z.boolean(),
  version: z.number().int(),
});
export type OptionalAttendee = z.infer<typeof optionalAttendeeSchema>;

/** Shell spec §3 "Telehealth appointment", with the visit's schedule and state. */
export const telehealthAppointmentSchema = z.object({
  id: z.number().int(),
  /** Video or Audio (spec: 0 or Video is video, any other value audio). */
  type: z.string(),
  dialInCode: z.string(),
  memberId: z.string(),
  memberFullName: z.string(),
  memberConnectionId: z.string(),
  patientPhone: z.string().nullable(),
  providerConnectionId: z.string(),
  providerName: z.string(),
  optionalAttendees: z.array(optionalAttendeeSchema),
  isOnDemand: z.boolean(),
  visitType: z.string(),
  reason: z.string().nullable(),
  startTimeUTC: z.string(),
  durationMinutes: z.number().int(),
  status: z.string(),
  version: z.number().int(),
});
export type TelehealthAppointment = z.infer<typeof telehealthAppointmentSchema>;

/** GET api/{module}/AppointmentToken (appointmentId, memberId, connectionId). */
export const appointmentTokenQuerySchema = z.strictObject({
  appointmentId: z.coerce.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
  connectionId: z.string().trim().min(1).max(100),
});

/**
 * The token that admits one identity into one visit's signalling room, with the ICE servers (STUN/TURN from settings)
 * the browser's peer connections use. Media flows peer to peer or through the TURN relay, never through the portal.
 */
export const visitTokenSchema = z.object({
  token: z.string(),
  identity: z.string(),
  displayName: z.string(),
  role: z.enum(['provider', 'member', 'attendee']),
  appointmentId: z.number().int(),
  expiresAt: z.string(),
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type VisitToken = z.infer<typeof visitTokenSchema>;

/** GET api/{module}/CreateVideoRoom (roomName, memberId): spec room data, item1 (unique_name, url) and item2 (error). */
export const createVideoRoomQuerySchema = z.strictObject({
  roomName: z.string().trim().min(1).max(100),
  memberId: z.string().trim().min(1).max(40),
});
export const videoRoomSchema = z.object({
  item1: z.object({ unique_name: z.string(), url: z.string() }).nullable(),
  item2: z.string().nullable(),
});

/** GET api/{module}/TelehealthLink and TranslatorLink: a join link for the member (or an interpreter). */
export const telehealthLinkQuerySchema = z.strictObject({
  appointmentId: z.coerce.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
});
export const telehealthLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** The join page: what a link holder may see before joining (no member data beyond the first name). */
export const visitJoinInfoSchema = z.object({
  appointmentId: z.number().int(),
  displayName: z.string(),
  providerName: z.string(),
  type: z.string(),
  startTimeUTC: z.string(),
  status: z.string(),
});
export type VisitJoinInfo = z.infer<typeof visitJoinInfoSchema>;

/** Adding an optional attendee (shell spec §2.8). */
export const ATTENDEE_MESSAGES = { nameRequired: 'Name is required' } as const;
export const addAttendeeSchema = z.strictObject({
  fullName: z.string().trim().min(1, ATTENDEE_MESSAGES.nameRequired).max(200),
  phone: zPhone(VIRTUAL_CARE_MESSAGES.invalidPhone),
  relationship: z.string().trim().max(100).optional(),
});
export type AddAttendeeInput = z.input<typeof addAttendeeSchema>;

/** GET api/{module}/PlaceOutboundCall (appointmentId, memberId, connectionId). */
export const placeOutboundCallQuerySchema = z.strictObject({
  appointmentId: z.coerce.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
  connectionId: z.string().trim().min(1).max(100),
});

/** GET api/{module}/SendSMS (appointmentId, memberId, receiverNumber, connectionId, moduleType). */
export const sendSmsQuerySchema = z.strictObject({
  appointmentId: z.coerce.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
  receiverNumber: zPhone(VIRTUAL_CARE_MESSAGES.invalidPhone),
  connectionId: z.string().trim().min(1).max(100),
  moduleType: virtualCareModuleSchema.optional(),
});

/** POST api/{module}/ResendInvite (memberId, id, receiverConnectionId, isPatient, moduleType). */
export const resendInviteSchema = z.strictObject({
  memberId: z.string().trim().min(1).max(40),
  id: z.number().int().positive(),
  receiverConnectionId: z.string().trim().min(1).max(100),
  isPatient: z.boolean(),
  moduleType: virtualCareModuleSchema.optional(),
});

/** GET api/{module}/HangUpOutboundCall (callSid). */
export const hangUpOutboundCallQuerySchema = z.strictObject({ callSid: z.string().trim().max(100) });

export const messageResultSchema = z.object({ message: z.string() });

/** The outgoing-call hub's CallStatusUpdated event. */
export const callStatusUpdateSchema = z.object({
  appointmentId: z.number().int(),
  connectionId: z.string(),
  callSid: z.string(),
  callStatus: z.enum(CALL_STATUSES),
  at: z.string(),
});
export type CallStatusUpdate = z.infer<typeof callStatusUpdateSchema>;

/** POST api/{module}/TrackVisitEvent and visit events (memberId, appointmentId, visitEvent, telehealthModuleType). */
export const trackVisitEventSchema = z.strictObject({
  memberId: z.string().trim().min(1).max(40),
  appointmentId: z.number().int().positive(),
  visitEvent: z.enum(VISIT_EVENTS),
  telehealthModuleType: virtualCareModuleSchema,
});
export const visitEventRowSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  memberId: z.string(),
  visitEvent: z.string(),
  moduleType: z.string(),
  actor: z.string(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type VisitEventRow = z.infer<typeof visitEventRowSchema>;
/** GET api/{module}/VisitEvents?appointmentId= */
export const visitEventsQuerySchema = z.strictObject({ appointmentId: z.coerce.number().int().positive() });
export const visitEventListSchema = z.object({ items: z.array(visitEventRowSchema) });

/** `{module}` of the telehealth paths (api/{module}/...), and with an appointment's id (`/:id`). */
export const virtualCareModuleParamsSchema = z.strictObject({ module: virtualCareModuleSchema });
export const virtualCareAppointmentParamsSchema = z.strictObject({
  module: virtualCareModuleSchema,
  id: z.coerce.number().int().positive(),
});

/** The provider's visit summary (SendVisitSummary saves and sends; Summary reads or saves a draft). */
export const visitSummaryInputSchema = z.strictObject({
  appointmentId: z.number().int().positive(),
  memberId: z.string().trim().min(1).max(40),
  reason: z.string().trim().max(4000),
  assessment: z.string().trim().max(8000),
  plan: z.string().trim().max(8000),
  followUp: z.string().trim().max(4000).optional(),
  /** The version read; absent for a first save. */
  version: z.number().int().positive().optional(),
});
export type VisitSummaryInput = z.input<typeof visitSummaryInputSchema>;
/** The window's summary form: a draft may leave fields empty; sending needs reason, assessment and plan. */
export const visitSummaryFormSchema = visitSummaryInputSchema
  .pick({ reason: true, assessment: true, plan: true })
  .extend({ followUp: z.string().trim().max(4000) });
export type VisitSummaryFields = z.infer<typeof visitSummaryFormSchema>;
export const visitSummarySchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  memberId: z.string(),
  providerName: z.string(),
  reason: z.string(),
  assessment: z.string(),
  plan: z.string(),
  followUp: z.string().nullable(),
  status: z.enum(['Draft', 'Sent']),
  sentAt: z.string().nullable(),
  visitDate: z.string(),
  version: z.number().int(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** GET api/{module}/GetUserFlags (enrollment-crm spec §7): what the signed-in user may do in virtual care. */
export const virtualCareUserFlagsSchema = z.object({
  /** Runs visits: starts, joins and ends them, schedules and writes summaries (Care on Demand write). */
  canRunVisits: z.boolean(),
  /** Sees and acts on every provider's visits (Care on Demand admin). */
  seesAllVisits: z.boolean(),
  /** Keeps visit types, schedules and video settings (Care on Demand Admin's admin). */
  canAdminister: z.boolean(),
  /** The provider the signed-in user is, when linked (Panel Management Admin links users to providers). */
  provider: z.object({ npi: z.string(), name: z.string() }).nullable(),
});
export type VirtualCareUserFlags = z.infer<typeof virtualCareUserFlagsSchema>;
