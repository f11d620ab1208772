import { z } from 'zod';
import { listOf, isPageSize, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { zMultiSelect } from '../platform/rules/multiselect.ts';
import {
  ADMISSION_RISKS,
  GAPS,
  MEMBER_STATUS_FILTERS,
  advancedSearchRowSchema,
} from '../patient-360/advanced-search.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { telehealthAppointmentSchema } from './telehealth.ts';
import { VISIT_EVENTS } from './virtual-care-constants.ts';

/**
 * Care on Demand's My Panel (module 157), Live Dashboard (161), Audit History (159) and the user settings
 * (shell spec §7 CareOnDemandUserSettings GetInitialData / SaveUserPreferences; §3 "Virtual care user preferences").
 */

export const CARE_ON_DEMAND_API = '/api/careondemand';
export const USER_SETTINGS_API = '/api/CareOnDemandUserSettings';

// ---- My Panel -----------------------------------------------------------------------------------------------------

const multi = <T extends readonly [string, ...string[]]>(values: T) => zMultiSelect(z.enum(values)).default([]);

/** The panel's filters (also the export's filtersAndValues and the saved preferences' filters). */
export const carePanelFilterSchema = z.object({
  gaps: multi(GAPS),
  admissionRisks: multi(ADMISSION_RISKS),
  memberStatus: z.enum(MEMBER_STATUS_FILTERS).default('active'),
});
export type CarePanelFilter = z.infer<typeof carePanelFilterSchema>;
export type CarePanelFilterInput = z.input<typeof carePanelFilterSchema>;

export const carePanelRequestSchema = carePanelFilterSchema.extend({
  skip: zQueryInt().min(0).max(10_000).default(0),
  take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(50),
});
export type CarePanelRequest = z.infer<typeof carePanelRequestSchema>;
export type CarePanelRequestInput = z.input<typeof carePanelRequestSchema>;

/** A panel member with their last and next virtual visit (start instants; null: none). */
export const carePanelMemberSchema = advancedSearchRowSchema.extend({
  lastVirtualVisit: z.string().nullable(),
  nextVirtualVisit: z.string().nullable(),
});
export type CarePanelMember = z.infer<typeof carePanelMemberSchema>;
export const carePanelResultSchema = listOf(carePanelMemberSchema).extend({
  totalIsCapped: z.boolean(),
  provider: z.object({ npi: z.string(), name: z.string() }),
});
export type CarePanelResult = z.infer<typeof carePanelResultSchema>;

// ---- Live Dashboard -----------------------------------------------------------------------------------------------

/** The hub event told to Live Dashboard users whenever a visit's status changes (their screen reads again). */
export const VIRTUAL_VISITS_CHANGED = 'VirtualVisitsChanged';
export const virtualVisitsChangedSchema = z.object({ appointmentId: z.number().int(), status: z.string() });
export type VirtualVisitsChanged = z.infer<typeof virtualVisitsChangedSchema>;
/** The dashboard reads again at least this often, should an event be missed. */
export const LIVE_DASHBOARD_REFRESH_MS = 30_000;

export const liveVisitSchema = telehealthAppointmentSchema.extend({
  /** When the member entered the waiting room (Waiting) or the visit started (InProgress). */
  since: z.string().nullable(),
  waitSeconds: z.number().int(),
  /** A waiting on-demand visit: why the reader may not take it (their Provider Manager profile), null when they may. */
  takeRefusal: z.string().nullable().optional(),
  /** That reason in a line (ON_DEMAND_ROUTING_SHORT), shown in place of Take visit; the whole reason is `takeRefusal`. */
  takeRefusalShort: z.string().nullable().optional(),
  /** A waiting on-demand visit: the member's preferred language, and whether the reader does not hold visits in it. */
  memberLanguage: z.string().nullable().optional(),
  interpreterNeeded: z.boolean().optional(),
});
export type LiveVisit = z.infer<typeof liveVisitSchema>;
export const liveDashboardSchema = z.object({
  waiting: z.array(liveVisitSchema),
  inProgress: z.array(liveVisitSchema),
  counts: z.object({
    waiting: z.number().int(),
    inProgress: z.number().int(),
    scheduledToday: z.number().int(),
    completedToday: z.number().int(),
  }),
  at: z.string(),
});
export type LiveDashboard = z.infer<typeof liveDashboardSchema>;

// ---- Audit History ------------------------------------------------------------------------------------------------

export const VISIT_HISTORY_EVENTS = [
  ...VISIT_EVENTS,
  'AppointmentScheduled',
  'AppointmentRescheduled',
  'AppointmentCancelled',
  'AppointmentTaken',
  'AppointmentConversationLinked',
] as const;

export const VISIT_HISTORY_MESSAGES = {
  range: 'The start date must not be after the end date.',
} as const;

const historyShape = z.object({
  memberId: blankAsMissing(zMemberId()),
  from: blankAsMissing(z.iso.date()),
  to: blankAsMissing(z.iso.date()),
  event: blankAsMissing(z.enum(VISIT_HISTORY_EVENTS)),
});
const rangeInOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const rangeIssue = { message: VISIT_HISTORY_MESSAGES.range, path: ['to'] };

/** The history's filters (also the export's filtersAndValues). */
export const visitHistoryFilterSchema = historyShape.refine(rangeInOrder, rangeIssue);
export type VisitHistoryFilter = z.infer<typeof visitHistoryFilterSchema>;
export type VisitHistoryFilterInput = z.input<typeof visitHistoryFilterSchema>;

export const visitHistoryQuerySchema = historyShape
  .extend({
    skip: zQueryInt().min(0).max(100_000).default(0),
    take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
  })
  .refine(rangeInOrder, rangeIssue);
export type VisitHistoryQuery = z.infer<typeof visitHistoryQuerySchema>;
export type VisitHistoryQueryInput = z.input<typeof visitHistoryQuerySchema>;

/** A row: a visit event (visit_events) or a virtual-care audit row (schedule, reschedule, cancel...). */
export const visitHistoryRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  source: z.enum(['visit', 'audit']),
  event: z.string(),
  memberId: z.string().nullable(),
  memberFullName: z.string().nullable(),
  appointmentId: z.number().int().nullable(),
  actor: z.string(),
  /** Who, in words: the user's name, the member's ('Ana Lopez (member)'), a link attendee's ('Sam (attendee)'). */
  actorName: z.string(),
  detail: z.string().nullable(),
});
export type VisitHistoryRow = z.infer<typeof visitHistoryRowSchema>;
export const visitHistoryPageSchema = listOf(visitHistoryRowSchema);

// ---- User settings (CareOnDemandUserSettings) -----------------------------------------------------------------------

export const USER_SETTINGS_MESSAGES = {
  notYourself: 'You may only save your own preferences.',
} as const;

/** The module names preferences are kept under. */
export const PREFERENCE_MODULES = ['CareOnDemandMyPanel', 'CareOnDemandAuditHistory'] as const;

export const userPreferenceSchema = z.object({
  userId: z.number().int(),
  moduleName: z.string(),
  userPreferencesFilters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string()),
  version: z.number().int(),
});
export type UserPreference = z.infer<typeof userPreferenceSchema>;

/** GET GetInitialData: who the user is as a provider, and their saved preferences. */
export const userSettingsInitialDataSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  provider: z.object({ npi: z.string(), name: z.string() }).nullable(),
  canSeeAllVisits: z.boolean(),
  preferences: z.array(userPreferenceSchema),
});
export type UserSettingsInitialData = z.infer<typeof userSettingsInitialDataSchema>;

/** POST SaveUserPreferences (userId, moduleName, userPreferencesFilters, columns), at the version read (0: first). */
export const saveUserPreferencesSchema = z.strictObject({
  userId: z.number().int().positive(),
  moduleName: z.enum(PREFERENCE_MODULES),
  userPreferencesFilters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string().max(100)).max(50),
  version: z.number().int().min(0),
});
export type SaveUserPreferences = z.infer<typeof saveUserPreferencesSchema>;
