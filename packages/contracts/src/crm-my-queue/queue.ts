import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { zEmail } from '../platform/rules/email.ts';
import { ODATA_MAX_SKIP } from '../platform/odata.ts';
import { EXPORT_MESSAGES, EXPORT_ROW_CAP } from '../platform/exports.ts';
import { CRM_MAX_TOP } from './crm-constants.ts';
import { crmCaseRowSchema, crmTaskRowSchema, crmWorkflowRowSchema } from './lists.ts';

/**
 * My queue (the worklist, spec §2 and §7): GetWorklistStats and the nine list functions at `${CRM_API}/<Name>`, each
 * keyed by the user's e-mail (spec §6) and paged with $skip/$top; GetOpenCaseItemsForUser. An agent may ask for their
 * own e-mail only (else 403); a supervisor (crm-my-queue admin) for anyone's.
 *
 * The two workflow lists take `hasOpenTasks=true|false` (left out: all): "workflows exceeding or within their SLA with
 * or without open tasks" is the same list split by one condition, so nine functions serve the spec's eleven lists.
 *
 * Definitions (the spec names the lists only):
 * - urgent cases: the user's open cases with priority Urgent or past their SLA due time, soonest due first;
 * - recently closed tasks / recently closed rejected tasks: tasks assigned to the user closed (status Closed, or
 *   Rejected) in the last RECENTLY_CLOSED_DAYS days, newest first;
 * - cases that are candidates to close: the user's open cases with at least one workflow, all of them closed, and no
 *   open task, oldest change first;
 * - workflows exceeding / within SLA: the user's open workflows whose SLA due time has passed / has not, soonest first;
 * - cases last updated by a different user: the user's open cases last changed by someone else, newest change first;
 * - open tasks exceeding SLA: open tasks assigned to the user past their SLA due time, soonest first;
 * - cases within SLA: the user's open cases not yet due, soonest first.
 * "Exceeding" is slaDueAt before now for open items. Totals and stats are counted up to WORKLIST_COUNT_CAP + 1: a
 * count above the cap is shown as "10,000+".
 */

export const RECENTLY_CLOSED_DAYS = 7;
export const WORKLIST_COUNT_CAP = 10_000;
export const WORKLIST_DEFAULT_TOP = 50;

export const WORKLIST_LISTS = [
  'GetUrgentCases',
  'GetRecentlyClosedTasks',
  'GetRecentlyClosedRejectedTasks',
  'GetCasesCandidatesToClose',
  'GetWorkflowsExceedingSla',
  'GetWorkflowsWithinSla',
  'GetCasesLastUpdatedByDifferentUser',
  'GetOpenTasksExceedingSla',
  'GetCasesWithinSla',
] as const;
export type WorklistList = (typeof WORKLIST_LISTS)[number];

/** What each list holds (the web opens a row at `/crm/myqueue/<kind>/<id>`). */
export const WORKLIST_LIST_KINDS = {
  GetUrgentCases: 'case',
  GetRecentlyClosedTasks: 'task',
  GetRecentlyClosedRejectedTasks: 'task',
  GetCasesCandidatesToClose: 'case',
  GetWorkflowsExceedingSla: 'workflow',
  GetWorkflowsWithinSla: 'workflow',
  GetCasesLastUpdatedByDifferentUser: 'case',
  GetOpenTasksExceedingSla: 'task',
  GetCasesWithinSla: 'case',
} as const satisfies Record<WorklistList, 'case' | 'workflow' | 'task'>;

/** The lists' titles as the queue shows them. */
export const WORKLIST_LIST_TITLES: Record<WorklistList, string> = {
  GetUrgentCases: 'Urgent Cases',
  GetRecentlyClosedTasks: 'Recently Closed Tasks',
  GetRecentlyClosedRejectedTasks: 'Recently Closed Rejected Tasks',
  GetCasesCandidatesToClose: 'Cases Candidates to Close',
  GetWorkflowsExceedingSla: 'Workflows Exceeding SLA',
  GetWorkflowsWithinSla: 'Workflows Within SLA',
  GetCasesLastUpdatedByDifferentUser: 'Cases Last Updated by a Different User',
  GetOpenTasksExceedingSla: 'Open Tasks Exceeding SLA',
  GetCasesWithinSla: 'Cases Within SLA',
};

export const WORKLIST_MESSAGES = {
  notYourQueue: 'Only a supervisor can see another user\u2019s queue.',
  hasOpenTasks: 'hasOpenTasks must be true or false.',
  unknownUser: 'No CRM user has this e-mail address.',
} as const;

const zOptionalFlag = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'));

export const worklistUserQuerySchema = z.object({ userEmail: zEmail() });
export type WorklistUserQuery = z.infer<typeof worklistUserQuerySchema>;

/** The query of a list function: the user's e-mail, the page, and for the workflow lists hasOpenTasks. */
export const worklistListQuerySchema = z.object({
  userEmail: zEmail(),
  $skip: zQueryInt().min(0).max(ODATA_MAX_SKIP).default(0),
  $top: zQueryInt().min(1).max(CRM_MAX_TOP).default(WORKLIST_DEFAULT_TOP),
  hasOpenTasks: zOptionalFlag(WORKLIST_MESSAGES.hasOpenTasks),
});
export type WorklistListQuery = z.infer<typeof worklistListQuerySchema>;

/** GetWorklistStats: each list's count (the workflow lists split by open tasks), each capped at WORKLIST_COUNT_CAP + 1. */
export const worklistStatsSchema = z.object({
  userEmail: z.string(),
  urgentCases: z.number().int(),
  recentlyClosedTasks: z.number().int(),
  recentlyClosedRejectedTasks: z.number().int(),
  casesCandidatesToClose: z.number().int(),
  workflowsExceedingSlaWithOpenTasks: z.number().int(),
  workflowsExceedingSlaWithoutOpenTasks: z.number().int(),
  workflowsWithinSlaWithOpenTasks: z.number().int(),
  workflowsWithinSlaWithoutOpenTasks: z.number().int(),
  casesLastUpdatedByDifferentUser: z.number().int(),
  openTasksExceedingSla: z.number().int(),
  casesWithinSla: z.number().int(),
  countCap: z.number().int(),
});
export type WorklistStats = z.infer<typeof worklistStatsSchema>;

/** A workflow row of the queue, with its number of open tasks. */
export const worklistWorkflowRowSchema = crmWorkflowRowSchema.extend({ openTasks: z.number().int() });
export type WorklistWorkflowRow = z.infer<typeof worklistWorkflowRowSchema>;

export const worklistCaseListSchema = listOf(crmCaseRowSchema);
export const worklistWorkflowListSchema = listOf(worklistWorkflowRowSchema);
export const worklistTaskListSchema = listOf(crmTaskRowSchema);

/** One open item of the user (GetOpenCaseItemsForUser): a case they own, a workflow they own or a task assigned to them. */
export const openCaseItemSchema = z.object({
  crmItem: z.enum(['case', 'workflow', 'task']),
  id: z.number().int(),
  caseId: z.number().int(),
  memberId: z.string(),
  /** The case type, workflow type or task type. */
  itemType: z.string(),
  title: z.string(),
  status: z.string(),
  slaDueAt: z.string(),
  exceedingSla: z.boolean(),
  createdDate: z.string(),
});
export type OpenCaseItem = z.infer<typeof openCaseItemSchema>;
/** How an open item's kind reads on the screen and in its export. */
export const OPEN_CASE_ITEM_LABELS: Record<OpenCaseItem['crmItem'], string> = {
  case: 'Case',
  workflow: 'Workflow',
  task: 'Task',
};
/** At most this many open items are answered, soonest due first. */
export const OPEN_CASE_ITEMS_MAX = 500;
export const openCaseItemsSchema = z.object({ items: z.array(openCaseItemSchema), truncated: z.boolean() });
export type OpenCaseItems = z.infer<typeof openCaseItemsSchema>;

/**
 * GetTeamMembers (ours, supervisors only): the users who work My Queue with the e-mail their queue is keyed by, for the
 * leadership tab's picker.
 */
export const teamMemberSchema = z.object({ username: z.string(), name: z.string(), email: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = listOf(teamMemberSchema);
export type TeamMemberList = z.infer<typeof teamMemberListSchema>;

/** The lists My Queue exports: the nine lists and My Open Items (GetOpenCaseItemsForUser, every open item). */
export const OPEN_ITEMS_LIST = 'GetOpenCaseItemsForUser';
export const OPEN_ITEMS_TITLE = 'My Open Items';
export const MY_QUEUE_EXPORT_LISTS = [...WORKLIST_LISTS, OPEN_ITEMS_LIST] as const;
export type MyQueueExportList = (typeof MY_QUEUE_EXPORT_LISTS)[number];

/**
 * GET /api/Queues/ExcelExportMyQueueSearch: one queue list as an Excel file. The platform's export request travels as
 * query parameters (a GET): the list, the user's e-mail and hasOpenTasks pick the rows; columnNames (comma-separated),
 * pageIndex, pageSize and fileName as in the export request; 25,000 rows at most with the x-export-warning header.
 * My Open Items exports every open item, soonest due first (the screen shows the first OPEN_CASE_ITEMS_MAX).
 */
export const myQueueExportQuerySchema = z.object({
  list: z.enum(MY_QUEUE_EXPORT_LISTS),
  userEmail: zEmail(),
  hasOpenTasks: zOptionalFlag(WORKLIST_MESSAGES.hasOpenTasks),
  columnNames: z.string().max(4000).optional(),
  pageIndex: zQueryInt().min(0).default(0),
  pageSize: zQueryInt().min(1).max(EXPORT_ROW_CAP).default(EXPORT_ROW_CAP),
  fileName: z
    .string()
    .trim()
    .max(120)
    .regex(/^[\w .-]*$/, EXPORT_MESSAGES.fileName)
    .optional(),
});
export type MyQueueExportQuery = z.infer<typeof myQueueExportQuerySchema>;
