import { z } from 'zod';
import { listOf, pageQueryShape } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { VISIT_DURATION_MAX, VISIT_DURATION_MIN } from './appointments.ts';
import { MESSAGES } from '../platform/messages.ts';

export { VISIT_DURATION_MAX, VISIT_DURATION_MIN };

/**
 * Care on Demand Admin (module 160, /careondemand/admin): the visit types members book, the telehealth providers'
 * weekly schedules, the phone and SMS simulator's record, and the video visits' ICE servers. The spec names the screen
 * only; what it holds is ours (docs/decisions.md, "Care on Demand Admin").
 */

export const CARE_ON_DEMAND_ADMIN_API = '/api/care-on-demand/admin';
/** The simulator's record for tests and testers (also read by the admin's Phone simulator tab). */
export const SIMULATOR_ACTIVITY_PATH = '/api/care-on-demand/simulator/activity';
/** Schedules are kept and shown in the plan's time zone. */
export const PLAN_TIME_ZONE = 'America/Los_Angeles';

export const VISIT_TYPE_APPOINTMENT_TYPES = ['Video', 'Audio', 'Both'] as const;
export type VisitTypeAppointmentType = (typeof VISIT_TYPE_APPOINTMENT_TYPES)[number];

/** ISO weekdays, 1 Monday to 7 Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayName = (weekday: number): string => WEEKDAYS[weekday - 1] ?? String(weekday);

/** Shown in the credential field instead of the stored TURN credential; sending it back keeps the stored one. */
export const CREDENTIAL_MASK = '••••';

export const SIMULATOR_LABEL = 'Simulated phone and SMS — nothing reaches a telephone network';

export const COD_ADMIN_MESSAGES = {
  nameRequired: 'Visit type name is required',
  nameTooLong: MESSAGES.atMostCharacters('Visit type name', 60),
  descriptionTooLong: MESSAGES.atMostCharacters('Description', 200),
  nameExists: 'A visit type with this name already exists',
  appointmentTypeInvalid: `Appointment type must be one of: ${VISIT_TYPE_APPOINTMENT_TYPES.join(', ')}`,
  durationInvalid: `Default duration must be a whole number of minutes from ${VISIT_DURATION_MIN} to ${VISIT_DURATION_MAX}`,
  versionRequired: 'The version read is required',
  providerRequired: 'Choose a telehealth provider',
  providerNotFound: 'The provider is not an active telehealth provider',
  weekdayInvalid: 'Weekday must be Monday to Sunday',
  timeInvalid: 'Times must be given as HH:MM (24-hour)',
  endBeforeStart: 'End time must be after start time',
  slotOverlaps: (weekday: string, start: string, end: string) =>
    `This slot overlaps the provider's ${weekday} slot from ${start} to ${end}`,
  urlInvalid: 'Each STUN URL must start with stun: or stuns:, each TURN URL with turn: or turns:',
  tooManyUrls: 'At most 5 URLs of each kind',
  turnUsernameRequired: 'TURN username and credential are required when TURN URLs are given',
  sinceInvalid: 'since must be an ISO date and time',
} as const;
const M = COD_ADMIN_MESSAGES;

const zVersion = () => z.number({ error: M.versionRequired }).int().min(1, M.versionRequired);

// ---- Visit types ---------------------------------------------------------------------------------------------------

export const visitTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  appointmentType: z.enum(VISIT_TYPE_APPOINTMENT_TYPES),
  defaultDurationMinutes: z.number().int(),
  onDemandAllowed: z.boolean(),
  isActive: z.boolean(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type VisitType = z.infer<typeof visitTypeSchema>;
export const visitTypesSchema = listOf(visitTypeSchema);
export type VisitTypes = z.infer<typeof visitTypesSchema>;

export const visitTypesQuerySchema = z.object({
  /** 'false' lists the active ones only (the booking screens); the admin lists all. */
  includeInactive: z.enum(['true', 'false']).default('true'),
});

const visitTypeFields = {
  name: zText().trim().min(1, M.nameRequired).max(60, M.nameTooLong),
  description: zText().trim().max(200, M.descriptionTooLong).default(''),
  appointmentType: z.enum(VISIT_TYPE_APPOINTMENT_TYPES, { error: M.appointmentTypeInvalid }),
  defaultDurationMinutes: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .min(VISIT_DURATION_MIN, M.durationInvalid)
    .max(VISIT_DURATION_MAX, M.durationInvalid),
  onDemandAllowed: z.boolean().default(false),
  isActive: z.boolean().default(true),
};
/** POST .../visit-types: a new visit type. */
export const createVisitTypeSchema = z.object(visitTypeFields);
/** PUT .../visit-types/:id: the visit type changed (or deactivated) at the version read. */
export const updateVisitTypeSchema = z.object({ ...visitTypeFields, version: zVersion() });
export type VisitTypeForm = z.input<typeof updateVisitTypeSchema>;
export type CreateVisitType = z.output<typeof createVisitTypeSchema>;
export type UpdateVisitType = z.output<typeof updateVisitTypeSchema>;

export const idParamsSchema = z.object({ id: zQueryInt().positive() });

// ---- Telehealth providers and their weekly schedules ---------------------------------------------------------------

export const telehealthProviderSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type TelehealthProvider = z.infer<typeof telehealthProviderSchema>;
export const telehealthProvidersSchema = z.object({ items: z.array(telehealthProviderSchema) });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const zTime = () => z.string({ error: M.timeInvalid }).trim().regex(TIME, M.timeInvalid);

export const scheduleSlotSchema = z.object({
  id: z.number().int(),
  providerUserId: z.number().int(),
  providerName: z.string(),
  weekday: z.number().int(),
  /** HH:MM in the plan's time zone. */
  startTime: z.string(),
  endTime: z.string(),
  updatedBy: z.string(),
  /** The name of the user `updatedBy` names (null when no user has that username any more). */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;
export const scheduleSlotsSchema = listOf(scheduleSlotSchema);
export type ScheduleSlots = z.infer<typeof scheduleSlotsSchema>;

export const scheduleSlotsQuerySchema = z.object({
  providerUserId: blankAsMissing(zQueryInt().positive(M.providerRequired)),
});

const slotFields = {
  providerUserId: z.number({ error: M.providerRequired }).int().positive(M.providerRequired),
  weekday: z
    .number({ error: M.weekdayInvalid })
    .int(M.weekdayInvalid)
    .min(1, M.weekdayInvalid)
    .max(7, M.weekdayInvalid),
  startTime: zTime(),
  endTime: zTime(),
};
const endAfterStart = (slot: { startTime: string; endTime: string }, context: z.RefinementCtx) => {
  if (TIME.test(slot.startTime) && TIME.test(slot.endTime) && slot.endTime <= slot.startTime)
    context.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endTime'] });
};
/** POST .../schedule-slots: a new weekly slot. */
export const createScheduleSlotSchema = z.object(slotFields).superRefine(endAfterStart);
/** PUT .../schedule-slots/:id: the slot moved at the version read. */
export const updateScheduleSlotSchema = z.object({ ...slotFields, version: zVersion() }).superRefine(endAfterStart);
export type ScheduleSlotForm = z.input<typeof createScheduleSlotSchema> & { version?: number };
export type CreateScheduleSlot = z.output<typeof createScheduleSlotSchema>;
export type UpdateScheduleSlot = z.output<typeof updateScheduleSlotSchema>;
/** DELETE .../schedule-slots/:id?version=: the slot removed at the version read. */
export const deleteScheduleSlotQuerySchema = z.object({ version: zQueryInt().min(1, M.versionRequired) });

// ---- Phone simulator -----------------------------------------------------------------------------------------------

export const PHONE_ACTIVITY_KINDS = ['call', 'sms'] as const;

export const phoneActivitySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  toNumber: z.string(),
  body: z.string().nullable(),
  callSid: z.string().nullable(),
  status: z.string(),
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PhoneActivity = z.infer<typeof phoneActivitySchema>;
export const phoneActivityListSchema = listOf(phoneActivitySchema);
export type PhoneActivityList = z.infer<typeof phoneActivityListSchema>;

/** GET .../phone-activity: the simulator's record, newest first, paged. */
export const phoneActivityQuerySchema = z.object({
  kind: blankAsMissing(z.enum(PHONE_ACTIVITY_KINDS)),
  toNumber: blankAsMissing(z.string().trim().max(30)),
  ...pageQueryShape,
});
export type PhoneActivityQuery = z.infer<typeof phoneActivityQuerySchema>;

/** GET /api/care-on-demand/simulator/activity?since=&toNumber=: what the simulator recorded since an instant (tests). */
export const simulatorActivityQuerySchema = z.object({
  since: blankAsMissing(z.iso.datetime({ offset: true, error: M.sinceInvalid })),
  toNumber: blankAsMissing(z.string().trim().max(30)),
});
export type SimulatorActivityQuery = z.infer<typeof simulatorActivityQuerySchema>;

// ---- Video settings (ICE servers) ----------------------------------------------------------------------------------

const urlList = (prefix: RegExp) =>
  z.array(z.string().trim().regex(prefix, M.urlInvalid).max(300, M.urlInvalid)).max(5, M.tooManyUrls).default([]);

export const videoSettingsSchema = z.object({
  stunUrls: z.array(z.string()),
  turnUrls: z.array(z.string()),
  turnUsername: z.string().nullable(),
  /** The mask when a credential is stored, else null: the credential itself never leaves the server. */
  turnCredential: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The name of the user `updatedBy` names (null when no user has that username any more). */
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** 0 while the settings were never saved (no ICE servers). */
  version: z.number().int(),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/** PUT .../settings: the ICE servers at the version read (0 the first time); the mask keeps the stored credential. */
export const updateVideoSettingsSchema = z
  .object({
    stunUrls: urlList(/^stuns?:/),
    turnUrls: urlList(/^turns?:/),
    turnUsername: zText().trim().max(200).nullable().default(null),
    turnCredential: z.string().max(200).nullable().default(null),
    version: z.number({ error: M.versionRequired }).int().min(0, M.versionRequired),
  })
  .superRefine((value, context) => {
    if (value.turnUrls.length > 0 && (!value.turnUsername || !value.turnCredential))
      context.addIssue({ code: 'custom', message: M.turnUsernameRequired, path: ['turnUsername'] });
  });
export type VideoSettingsForm = z.input<typeof updateVideoSettingsSchema>;
export type UpdateVideoSettings = z.output<typeof updateVideoSettingsSchema>;

/** An ICE server as the browser's RTCPeerConnection takes it (and the visit token carries it). */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}
