import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { odataAnswerOf, ODATA_MAX_EXPRESSION_LENGTH, ODATA_MAX_SKIP } from '../platform/odata.ts';
import { DATE_MESSAGES, daysBetween } from '../platform/rules/dates.ts';
import { zDate } from '../platform/rules/date-schemas.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { CRM_MAX_TOP } from './crm-constants.ts';
import { crmCaseRowSchema, crmInteractionRowSchema, crmTaskRowSchema, crmWorkflowRowSchema } from './lists.ts';

/**
 * The CRM's reports: failed first-call resolutions (spec §7 POST GetFailedFirstCallResolutions and its Excel export),
 * the advanced search over cases, workflows, tasks and interactions (route /crm/advancedsearch, module
 * 'crm-advanced-search') and the dashboards' data (route /crm/dashboards, module 'crm-dashboards'). Date ranges are
 * business dates (Los Angeles days), both ends included.
 */

/** A report's date range spans at most this many days. */
export const CRM_REPORT_MAX_DAYS = 366;

export const CRM_REPORT_MESSAGES = {
  rangeTooLong: `The date range can span at most ${CRM_REPORT_MAX_DAYS} days.`,
  rangeOrder: DATE_MESSAGES.rangeOrder,
  unknownEntity: 'Choose cases, workflows, tasks or interactions.',
} as const;

const dateRangeShape = { fromDate: zDate(), toDate: zDate() };
const checkRange = (range: { fromDate: string; toDate: string }, context: z.RefinementCtx) => {
  if (range.fromDate > range.toDate)
    context.addIssue({ code: 'custom', message: CRM_REPORT_MESSAGES.rangeOrder, path: ['toDate'] });
  else if (daysBetween(range.fromDate, range.toDate) >= CRM_REPORT_MAX_DAYS)
    context.addIssue({ code: 'custom', message: CRM_REPORT_MESSAGES.rangeTooLong, path: ['toDate'] });
};

// ---- Failed first-call resolutions ------------------------------------------------------------------------------------

/**
 * A case created in the range whose origin interaction did not close it: more than one interaction is linked to it, or
 * it was reopened. The filter of the report and of its export (filtersAndValues: fromDate, toDate).
 */
export const failedFcrFilterSchema = z.object(dateRangeShape).superRefine(checkRange);
export type FailedFcrFilter = z.infer<typeof failedFcrFilterSchema>;

/** POST `${CRM_ODATA}/default.GetFailedFirstCallResolutions`: the range and the page. */
export const failedFcrRequestSchema = z
  .object({
    ...dateRangeShape,
    skip: zQueryInt().min(0).max(ODATA_MAX_SKIP).default(0),
    top: zQueryInt().min(1).max(CRM_MAX_TOP).default(50),
  })
  .superRefine(checkRange);
export type FailedFcrRequest = z.infer<typeof failedFcrRequestSchema>;

export const failedFcrRowSchema = z.object({
  caseId: z.number().int(),
  memberId: z.string(),
  caseType: z.string(),
  subject: z.string(),
  owner: z.string(),
  status: z.string(),
  isClosed: z.boolean(),
  createdDate: z.string(),
  closedDate: z.string().nullable(),
  originInteractionId: z.number().int().nullable(),
  interactionCount: z.number().int(),
  reopenedCount: z.number().int(),
  /** Why it failed: 'Several interactions', 'Reopened', or both joined by ', '. */
  reason: z.string(),
});
export type FailedFcrRow = z.infer<typeof failedFcrRowSchema>;
/** The answer: one page and the number of failed cases in the range (always counted). */
export const failedFcrAnswerSchema = odataAnswerOf(failedFcrRowSchema);
export type FailedFcrAnswer = z.infer<typeof failedFcrAnswerSchema>;

// ---- Advanced search --------------------------------------------------------------------------------------------------

export const ADVANCED_SEARCH_ENTITIES = ['cases', 'workflows', 'tasks', 'interactions'] as const;
export type CrmAdvancedSearchEntity = (typeof ADVANCED_SEARCH_ENTITIES)[number];

/**
 * The filters of the advanced search; each given narrows it (a list matches any of its values). `assignee` is the
 * username of the case's or workflow's owner or of the task's assigned-to; for interactions it is the agent's name as
 * the interaction records it (agentName, a person's name such as 'Alex Agent', not a username), matched whole.
 * `createdBy` is the username that created the item, interactions included. `text` is contained in the case subject,
 * the workflow reason, the task description or the interaction notes. `filter` is an optional OData $filter over the
 * entity's list fields (the same subset as the lists).
 */
export const crmAdvancedSearchFiltersSchema = z.object({
  memberId: z.string().trim().max(20).optional(),
  caseId: z.number().int().positive().optional(),
  statuses: z.array(z.string().max(40)).max(20).default([]),
  types: z.array(z.string().max(60)).max(40).default([]),
  assignee: z.string().trim().max(100).optional(),
  createdBy: z.string().trim().max(100).optional(),
  createdFrom: zDate().optional(),
  createdTo: zDate().optional(),
  open: z.boolean().optional(),
  /** Open items past (exceeding) or not yet at (within) their SLA due time; cases, workflows and tasks only. */
  sla: z.enum(['exceeding', 'within']).optional(),
  text: z.string().trim().max(200).optional(),
  filter: z.string().max(ODATA_MAX_EXPRESSION_LENGTH).optional(),
  orderBy: z.string().max(ODATA_MAX_EXPRESSION_LENGTH).optional(),
});
export type CrmAdvancedSearchFilters = z.infer<typeof crmAdvancedSearchFiltersSchema>;

/** POST `${CRM_API}/AdvancedSearch`. */
export const crmAdvancedSearchRequestSchema = z.object({
  entity: z.enum(ADVANCED_SEARCH_ENTITIES, { error: CRM_REPORT_MESSAGES.unknownEntity }),
  filters: crmAdvancedSearchFiltersSchema.default({ statuses: [], types: [] }),
  skip: zQueryInt().min(0).max(ODATA_MAX_SKIP).default(0),
  take: zQueryInt().min(1).max(CRM_MAX_TOP).default(50),
});
export type CrmAdvancedSearchRequest = z.infer<typeof crmAdvancedSearchRequestSchema>;

/** The export's filtersAndValues: `entity` and the filters above, by name. */
export const crmAdvancedSearchExportFilterSchema = crmAdvancedSearchFiltersSchema.extend({
  entity: z.enum(ADVANCED_SEARCH_ENTITIES, { error: CRM_REPORT_MESSAGES.unknownEntity }),
});

/** The answer: rows of the entity asked (total counted up to 10,001). */
export const crmAdvancedSearchAnswerSchema = z.discriminatedUnion('entity', [
  listOf(crmCaseRowSchema).extend({ entity: z.literal('cases') }),
  listOf(crmWorkflowRowSchema).extend({ entity: z.literal('workflows') }),
  listOf(crmTaskRowSchema).extend({ entity: z.literal('tasks') }),
  listOf(crmInteractionRowSchema).extend({ entity: z.literal('interactions') }),
]);
export type CrmAdvancedSearchAnswer = z.infer<typeof crmAdvancedSearchAnswerSchema>;
export const CRM_ADVANCED_SEARCH_COUNT_CAP = 10_000;

// ---- Dashboards -------------------------------------------------------------------------------------------------------

/** GET `${CRM_API}/Dashboards?from=&to=`. */
export const dashboardsQuerySchema = z
  .object({ from: zDate(), to: zDate() })
  .superRefine((range, context) => checkRange({ fromDate: range.from, toDate: range.to }, context));
export type DashboardsQuery = z.infer<typeof dashboardsQuerySchema>;

export const DASHBOARD_KINDS = ['cases', 'interactions', 'workflows', 'tasks'] as const;

/** Items created per day (Los Angeles days) by kind. */
export const dashboardVolumeSchema = z.object({
  day: z.string(),
  cases: z.number().int(),
  interactions: z.number().int(),
  workflows: z.number().int(),
  tasks: z.number().int(),
});

/** Of the items of a kind closed in the range, how many closed by their SLA due time; rate = within / closed (0-1, null when none closed). */
export const dashboardSlaSchema = z.object({
  kind: z.enum(['cases', 'workflows', 'tasks']),
  closed: z.number().int(),
  closedWithinSla: z.number().int(),
  rate: z.number().nullable(),
});

/** Of the cases created in the range, those resolved at the first call (not failed FCR); rate = resolved / cases. */
export const dashboardFcrSchema = z.object({
  cases: z.number().int(),
  resolvedFirstCall: z.number().int(),
  rate: z.number().nullable(),
});

export const dashboardsSchema = z.object({
  from: z.string(),
  to: z.string(),
  volumes: z.array(dashboardVolumeSchema),
  slaCompliance: z.array(dashboardSlaSchema),
  firstCallResolution: dashboardFcrSchema,
});
export type Dashboards = z.infer<typeof dashboardsSchema>;
