import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { formatLosAngelesTime } from '../platform/rules/dates.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Care on Demand Admin: a telehealth provider's time off (holidays, leave, one-off exceptions to the weekly slots). A
 * range of Los Angeles days, the whole day or a time window on each of them, and a reason. OpenTimes offers no time
 * inside it; a provider may still schedule a visit there themselves (docs/decisions.md, "Care on Demand time off").
 */

export const TIME_OFF_REASON_MAX = 200;

export const TIME_OFF_MESSAGES = {
  providerRequired: 'Choose a telehealth provider',
  providerNotFound: 'The provider is not an active telehealth provider',
  reasonRequired: 'Reason is required',
  reasonTooLong: MESSAGES.atMostCharacters('Reason', TIME_OFF_REASON_MAX),
  toBeforeFrom: 'The end date must not be before the start date',
  timeInvalid: 'Times must be given as HH:MM (24-hour)',
  timeWindowIncomplete: 'Give both a start and an end time, or neither for the whole day',
  endBeforeStart: 'End time must be after start time',
  versionRequired: 'The version read is required',
  /** After a save: "2 visits of Dr. X are booked in this time off: 12/07/2026 9:00 AM PT, ... Reschedule or cancel them." */
  visitsBooked: (providerName: string, starts: readonly string[]) =>
    `${starts.length} ${starts.length === 1 ? 'visit' : 'visits'} of ${providerName} ${starts.length === 1 ? 'is' : 'are'} ` +
    `booked in this time off: ${starts.map((start) => formatLosAngelesTime(start)).join(', ')}. Reschedule or cancel them.`,
} as const;
const M = TIME_OFF_MESSAGES;

export const timeOffSchema = z.object({
  id: z.number().int(),
  providerUserId: z.number().int(),
  providerName: z.string(),
  /** 'YYYY-MM-DD', Los Angeles days, both included. */
  fromDate: z.string(),
  toDate: z.string(),
  /** HH:MM on each day of the range, or both null: the whole day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string(),
  updatedBy: z.string(),
  /** The name of the user `updatedBy` names (null when no user has that username any more). */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;
export const timeOffListSchema = listOf(timeOffSchema);
export type TimeOffList = z.infer<typeof timeOffListSchema>;

/** An open visit of the provider inside a time off just saved: no names, only what the admin needs to find it. */
export const timeOffBookedVisitSchema = z.object({
  id: z.number().int(),
  /** The visit's start (ISO instant). */
  startTime: z.string(),
  memberId: z.string(),
});
export type TimeOffBookedVisit = z.infer<typeof timeOffBookedVisitSchema>;
/** POST/PUT .../time-off: the saved time off and the open visits of the provider booked inside it, by start. */
export const timeOffSavedSchema = timeOffSchema.extend({ bookedVisits: z.array(timeOffBookedVisitSchema) });
export type TimeOffSaved = z.infer<typeof timeOffSavedSchema>;

/** GET .../time-off?providerUserId=: one provider's time off (or everyone's), latest first. */
export const timeOffQuerySchema = z.object({
  providerUserId: blankAsMissing(zQueryInt().positive(M.providerRequired)),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An optional HH:MM: blank, null or absent is no time (the whole day). */
const zOptionalTime = () =>
  z
    .string({ error: M.timeInvalid })
    .trim()
    .refine((value) => value === '' || TIME.test(value), M.timeInvalid)
    .nullish()
    .transform((value) => (value ? value : null));

const timeOffFields = {
  providerUserId: z.number({ error: M.providerRequired }).int().positive(M.providerRequired),
  fromDate: zDate(),
  toDate: zDate(),
  startTime: zOptionalTime(),
  endTime: zOptionalTime(),
  reason: zText().trim().min(1, M.reasonRequired).max(TIME_OFF_REASON_MAX, M.reasonTooLong),
};

type TimeOffShape = { fromDate: string; toDate: string; startTime: string | null; endTime: string | null };
const ordered = <T extends z.ZodType<TimeOffShape>>(schema: T) =>
  schema
    .refine((value) => value.toDate >= value.fromDate, {
      message: M.toBeforeFrom,
      path: ['toDate'],
      ...whenFieldsValid(['fromDate', 'toDate']),
    })
    .refine((value) => (value.startTime === null) === (value.endTime === null), {
      message: M.timeWindowIncomplete,
      path: ['endTime'],
      ...whenFieldsValid(['startTime', 'endTime']),
    })
    .refine((value) => value.startTime === null || value.endTime === null || value.endTime > value.startTime, {
      message: M.endBeforeStart,
      path: ['endTime'],
      ...whenFieldsValid(['startTime', 'endTime']),
    });

/** POST .../time-off: a provider's new time off. */
export const createTimeOffSchema = ordered(z.object(timeOffFields));
/** PUT .../time-off/:id: the time off changed at the version read. */
export const updateTimeOffSchema = ordered(
  z.object({ ...timeOffFields, version: z.number({ error: M.versionRequired }).int().min(1, M.versionRequired) }),
);
export type TimeOffForm = z.input<typeof createTimeOffSchema> & { version?: number };
export type CreateTimeOff = z.output<typeof createTimeOffSchema>;
export type UpdateTimeOff = z.output<typeof updateTimeOffSchema>;
/** DELETE .../time-off/:id?version=: the time off removed at the version read. */
export const deleteTimeOffQuerySchema = z.object({ version: zQueryInt().min(1, M.versionRequired) });

/** "Whole day" or "09:00-12:00": the part of each day the time off takes. */
export const timeOffHours = (timeOff: Pick<TimeOff, 'startTime' | 'endTime'>): string =>
  timeOff.startTime && timeOff.endTime ? `${timeOff.startTime}-${timeOff.endTime}` : 'Whole day';

/** The provider's own upcoming time off (My Panel): from today on, soonest first, at most this many. */
export const MY_TIME_OFF_LIMIT = 10;
export const MY_TIME_OFF_PATH = '/api/careondemand/MyTimeOff';
export const myTimeOffSchema = timeOffSchema.pick({
  id: true,
  fromDate: true,
  toDate: true,
  startTime: true,
  endTime: true,
  reason: true,
});
export type MyTimeOff = z.infer<typeof myTimeOffSchema>;
export const myTimeOffListSchema = listOf(myTimeOffSchema);
export type MyTimeOffList = z.infer<typeof myTimeOffListSchema>;
