import { z } from 'zod';
import { listOf, isPageSize, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { odataQueryShape } from '../platform/odata.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { instantInLosAngeles } from '../platform/rules/dates.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { telehealthAppointmentSchema } from './telehealth.ts';
import { APPOINTMENT_TYPES, VIRTUAL_CARE_MESSAGES } from './virtual-care-constants.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Care on Demand's appointments (enrollment-crm-virtual-care §7 "/odata/VirtualAppointments and Default.MyUpcoming /
 * Default.MyPrevious (by appointment type)", shell spec §7 "POST api/virtualappointments/update"): the provider's
 * virtual visits, scheduled, rescheduled and cancelled at the version read. Upcoming visits are sorted by startTimeUTC
 * ascending, past visits descending (enrollment-crm-virtual-care §9).
 */

export const APPOINTMENTS_ODATA = '/odata/VirtualAppointments';
export const APPOINTMENTS_API = '/api/virtualappointments';

/** The visits a provider may give, in minutes. */
export const VISIT_DURATION_MIN = 10;
export const VISIT_DURATION_MAX = 120;

/** Not in the spec: the rules of scheduling, rescheduling and cancelling a visit. */
export const APPOINTMENT_MESSAGES = {
  startInPast: VIRTUAL_CARE_MESSAGES.startInPast,
  appointmentNotFound: VIRTUAL_CARE_MESSAGES.appointmentNotFound,
  appointmentClosed: VIRTUAL_CARE_MESSAGES.appointmentClosed,
  /** A stale change reloaded onto a visit someone else cancelled (or that ended) meanwhile. */
  closedMeanwhile: (status: string) =>
    status === 'Cancelled'
      ? 'This visit was cancelled meanwhile. It can no longer be rescheduled or cancelled.'
      : 'This visit has ended meanwhile. It can no longer be rescheduled or cancelled.',
  memberNotFound: MESSAGES.memberNotFound,
  memberRequired: 'Choose a member.',
  startRequired: 'Choose the date and time of the visit.',
  duration: `The visit lasts ${VISIT_DURATION_MIN} to ${VISIT_DURATION_MAX} minutes.`,
  type: 'The visit is Video or Audio.',
  visitTypeRequired: 'Choose the visit type.',
  visitTypeNotOffered: 'Choose one of the active visit types of Care on Demand Admin that offers this kind of visit.',
  cancelReasonRequired: 'Give the reason for cancelling.',
  notLinked: 'Your user is not linked to a provider; a panel manager links it in Panel Management Admin.',
  notYours: 'Only the visit’s provider may change it.',
  notWaiting: 'This visit is no longer waiting; another provider may have taken it.',
  scheduled: 'The visit has been scheduled.',
  rescheduled: 'The visit has been rescheduled.',
  cancelled: 'The visit has been cancelled.',
  taken: 'You have taken the visit.',
  /** The visit changed but the text to the member did not go (the change stands; the provider may resend it). */
  memberNotTexted: (change: MemberTextKind, reason: string) =>
    `The visit has been ${MEMBER_TEXT_DONE[change]}, but the member could not be texted: ${reason}`,
  memberTexted: (change: MemberTextKind) =>
    `The visit has been ${MEMBER_TEXT_DONE[change]}. The member has been texted.`,
  /** Two visits of one provider never overlap (open visits: not Completed or Cancelled). */
  overlaps: (otherStart: string) => `This time overlaps your visit at ${otherStart}. Choose another time.`,
  noOpenTime: 'Your schedule has no open time on this date for a visit of this length.',
  /** While the open times of the date are read, a new visit's time is not known yet (Schedule waits for them). */
  findingOpenTimes: 'Finding your open times on this date…',
  noPhone: 'The member has no valid 10-digit phone number on record.',
} as const;
const MEMBER_TEXT_DONE = { scheduled: 'scheduled', rescheduled: 'rescheduled', cancelled: 'cancelled' } as const;
const M = APPOINTMENT_MESSAGES;

/** Which change a text to the member tells of. */
export type MemberTextKind = 'scheduled' | 'rescheduled' | 'cancelled';

/** Why a provider may not take a waiting on-demand visit (their Provider Manager profile and load). */
export const ON_DEMAND_ROUTING_MESSAGES = {
  profileInactive: 'Your provider profile is inactive, so you cannot take visits. It is activated in Provider Manager.',
  notLicensed: (state: string) => `You are not licensed in ${state}, the state the member lives in.`,
  noStatesLicensed:
    'Your provider profile names no state you are licensed in, so you cannot take visits. States are added in Provider Manager.',
  atMaximum: (max: number) =>
    `You already have ${max} on-demand ${max === 1 ? 'visit' : 'visits'} in progress, the most your profile allows.`,
} as const;

/**
 * The same reasons in a few words, as the Live Dashboard shows them in place of Take visit: short enough that the
 * waiting room fits its box at 1280 px; the whole reason (with what to do about it) shows on hover or focus.
 */
export const ON_DEMAND_ROUTING_SHORT = {
  profileInactive: 'Profile inactive',
  notLicensed: (state: string) => `Not licensed in ${state}`,
  noStatesLicensed: 'No licensed states',
  atMaximum: (max: number) => `At your maximum (${max})`,
} as const;

export const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES, { error: M.type });
/** Default.MyUpcoming / Default.MyPrevious by appointment type; All is both. */
export const APPOINTMENT_TYPE_FILTERS = ['All', ...APPOINTMENT_TYPES] as const;
export type AppointmentTypeFilter = (typeof APPOINTMENT_TYPE_FILTERS)[number];

/** GET /odata/VirtualAppointments: $filter, $orderby, $skip, $top, $count over the visits the caller may see. */
export const appointmentsODataQuerySchema = z.object(odataQueryShape(500));
export type AppointmentsODataQuery = z.infer<typeof appointmentsODataQuerySchema>;

/** Default.MyUpcoming / Default.MyPrevious: the type (also as ?appointmentType=), a member, one page. */
export const myVisitsQuerySchema = z.object({
  appointmentType: z.enum(APPOINTMENT_TYPE_FILTERS, { error: M.type }).default('All'),
  memberId: blankAsMissing(zMemberId()),
  skip: zQueryInt().min(0).max(100_000).default(0),
  take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
});
export type MyVisitsQuery = z.infer<typeof myVisitsQuerySchema>;
/** `{operation}` of the OData appointment path (Default.MyUpcoming, Default.MyPrevious); checked by the route. */
export const appointmentOperationParamsSchema = z.object({ operation: z.string().max(100) });
export type MyVisitsQueryInput = z.input<typeof myVisitsQuerySchema>;

export const appointmentPageSchema = listOf(telehealthAppointmentSchema);
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

const startSchema = z.iso.datetime({ offset: true, error: M.startRequired });
const durationSchema = z
  .number({ error: M.duration })
  .int(M.duration)
  .min(VISIT_DURATION_MIN, M.duration)
  .max(VISIT_DURATION_MAX, M.duration);

/** POST api/virtualappointments/schedule: a visit with a member of the provider's panel. */
export const scheduleAppointmentSchema = z.strictObject({
  memberId: zMemberId(),
  type: appointmentTypeSchema,
  visitType: z.string({ error: M.visitTypeRequired }).trim().min(1, M.visitTypeRequired).max(100),
  reason: z.string().trim().max(1000).optional(),
  startTimeUTC: startSchema,
  durationMinutes: durationSchema,
  patientPhone: blankAsMissing(z.string().trim().max(20)),
  /** Text the member the visit's time and join link after it is scheduled (API callers that omit it: no text). */
  notifyMember: z.boolean().default(false),
});
export type ScheduleAppointment = z.infer<typeof scheduleAppointmentSchema>;
export type ScheduleAppointmentInput = z.input<typeof scheduleAppointmentSchema>;

/** PATCH api/virtualappointments/{id}/reschedule: a new time (and type, length) at the version read. */
export const rescheduleAppointmentSchema = z.strictObject({
  startTimeUTC: startSchema,
  durationMinutes: durationSchema,
  type: appointmentTypeSchema.optional(),
  version: z.number().int().positive(),
  /** Text the member the new time and a join link. */
  notifyMember: z.boolean().default(false),
});
export type RescheduleAppointment = z.infer<typeof rescheduleAppointmentSchema>;
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentSchema>;

/** POST api/virtualappointments/{id}/cancel: the reason, at the version read. */
export const cancelAppointmentSchema = z.strictObject({
  reason: z.string({ error: M.cancelReasonRequired }).trim().min(1, M.cancelReasonRequired).max(500),
  version: z.number().int().positive(),
  /** Text the member a short cancellation notice (no reason, no link). */
  notifyMember: z.boolean().default(false),
});
export type CancelAppointment = z.infer<typeof cancelAppointmentSchema>;
export type CancelAppointmentInput = z.input<typeof cancelAppointmentSchema>;

/**
 * The answer of schedule, reschedule and cancel: the visit, and what became of the text to the member (NotAsked: the
 * caller did not ask for one; Failed: the change stands, `message` says why the member was not texted).
 */
export const memberTextSchema = z.object({
  status: z.enum(['NotAsked', 'Sent', 'Failed']),
  message: z.string().nullable(),
});
export type MemberText = z.infer<typeof memberTextSchema>;
export const changedAppointmentSchema = telehealthAppointmentSchema.extend({ memberText: memberTextSchema });
export type ChangedAppointment = z.infer<typeof changedAppointmentSchema>;

/** GET api/virtualappointments/OpenTimes: the caller's open start times of a date (plan time zone) for a length. */
export const OPEN_TIMES_PATH = `${APPOINTMENTS_API}/OpenTimes`;
export const VISIT_TIME_STEP_MINUTES = 15;
export const openTimesQuerySchema = z.object({
  date: z.iso.date({ error: M.startRequired }),
  durationMinutes: zQueryInt().min(VISIT_DURATION_MIN, M.duration).max(VISIT_DURATION_MAX, M.duration),
  excludeAppointmentId: blankAsMissing(zQueryInt().positive()),
});
export type OpenTimesQuery = z.infer<typeof openTimesQuerySchema>;
export const openTimesSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** 'HH:mm' on the plan's clock, ascending. */
  times: z.array(z.string()),
});
export type OpenTimes = z.infer<typeof openTimesSchema>;

/** POST api/virtualappointments/{id}/take: a provider takes a waiting on-demand visit (Live Dashboard). */
export const takeAppointmentSchema = z.strictObject({ version: z.number().int().positive() });

/** POST api/virtualappointments/update (shell spec §7): the chat conversation tied to the visit. */
export const updateConversationSchema = z.strictObject({
  appointmentId: z.number().int().positive(),
  conversationSid: z.string().trim().min(1).max(100),
});

export const appointmentIdParamsSchema = z.object({ id: zQueryInt().positive() });

// ---- The schedule and reschedule form (the web's; it sends the schemas above) --------------------------------------

/**
 * The visit's start as the provider picks it: a date and a time of day on the plan's clock (America/Los_Angeles, shown
 * "PT"), 15 minutes apart; the times a visit may start at when the provider's schedule has none open.
 */
export const VISIT_TIMES = Array.from({ length: (14 * 60) / VISIT_TIME_STEP_MINUTES }, (_, index) => {
  const minutes = 7 * 60 + index * VISIT_TIME_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const appointmentFormSchema = z.object({
  date: z.iso.date({ error: M.startRequired }),
  time: z.string({ error: M.startRequired }).regex(/^\d{2}:\d{2}$/, M.startRequired),
  type: appointmentTypeSchema,
  visitType: z.string({ error: M.visitTypeRequired }).trim().min(1, M.visitTypeRequired).max(100),
  durationMinutes: durationSchema,
  reason: z.string().trim().max(1000).optional(),
  notifyMember: z.boolean(),
});
export type AppointmentForm = z.infer<typeof appointmentFormSchema>;

/** The start instant of a form's date and time on the plan's clock (Los Angeles). */
export const startOfForm = (form: Pick<AppointmentForm, 'date' | 'time'>): string =>
  instantInLosAngeles(form.date, form.time).toISOString();

export const cancelFormSchema = cancelAppointmentSchema.pick({ reason: true }).extend({ notifyMember: z.boolean() });
export type CancelForm = z.infer<typeof cancelFormSchema>;
