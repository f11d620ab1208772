import type { Pool } from 'pg';
import {
  OPEN_CASE_ITEMS_MAX,
  OPEN_CASE_ITEM_LABELS,
  WORKLIST_COUNT_CAP,
  WORKLIST_MESSAGES,
  type OpenCaseItem,
  type OpenCaseItems,
  type TeamMember,
  type WorklistList,
  type WorklistListQuery,
  type WorklistStats,
  type WorklistWorkflowRow,
  WORKLIST_LIST_KINDS,
} from '@portal/contracts/crm-my-queue/queue';
import type { CrmCaseRow, CrmTaskRow } from '@portal/contracts/crm-my-queue/lists';
import type { DbOrTx } from '../../platform/db/client.ts';
import { can, type CurrentUser } from '../../platform/access/current-user.ts';
import { forbidden, notFound } from '../../platform/errors/errors.ts';
import { sqlExportSource, type ExportSource } from '../../platform/exports/send-export.ts';
import { CRM_MY_QUEUE_MODULE_ID, isoRow } from './lists.repository.ts';
import * as repository from './queue.repository.ts';
import { withShownNames } from './shown-names.ts';

/**
 * My queue (spec §6, §7): the worklist calls are keyed by the user's e-mail. An agent may ask for their own queue only;
 * a supervisor (crm-my-queue admin) for anyone's.
 */

export const isSupervisor = (user: CurrentUser): boolean => can(user, CRM_MY_QUEUE_MODULE_ID, 'admin');

/** The username whose queue `requester` may read by this e-mail: their own, or anyone's for a supervisor. */
export async function queueOwner(db: DbOrTx, requester: CurrentUser, email: string): Promise<string> {
  const own = requester.email.toLowerCase() === email.toLowerCase();
  if (!own && !isSupervisor(requester)) throw forbidden(WORKLIST_MESSAGES.notYourQueue);
  if (own) return requester.username;
  const user = await repository.userByEmail(db, email);
  if (!user) throw notFound(WORKLIST_MESSAGES.unknownUser);
  return user.username;
}

/** The team a supervisor may read the queues of (the leadership tab). */
export async function teamMembers(db: DbOrTx): Promise<{ items: TeamMember[]; total: number }> {
  const items = await repository.teamMembers(db);
  return { items, total: items.length };
}

export async function worklistStats(db: DbOrTx, username: string, email: string): Promise<WorklistStats> {
  const source = (list: WorklistList, hasOpenTasks?: boolean) =>
    repository.worklistSource(list, username, hasOpenTasks);
  const counts = await repository.worklistCounts(
    db,
    {
      urgentCases: source('GetUrgentCases'),
      recentlyClosedTasks: source('GetRecentlyClosedTasks'),
      recentlyClosedRejectedTasks: source('GetRecentlyClosedRejectedTasks'),
      casesCandidatesToClose: source('GetCasesCandidatesToClose'),
      workflowsExceedingSlaWithOpenTasks: source('GetWorkflowsExceedingSla', true),
      workflowsExceedingSlaWithoutOpenTasks: source('GetWorkflowsExceedingSla', false),
      workflowsWithinSlaWithOpenTasks: source('GetWorkflowsWithinSla', true),
      workflowsWithinSlaWithoutOpenTasks: source('GetWorkflowsWithinSla', false),
      casesLastUpdatedByDifferentUser: source('GetCasesLastUpdatedByDifferentUser'),
      openTasksExceedingSla: source('GetOpenTasksExceedingSla'),
      casesWithinSla: source('GetCasesWithinSla'),
    },
    WORKLIST_COUNT_CAP,
  );
  return { userEmail: email, ...counts, countCap: WORKLIST_COUNT_CAP };
}

/** The contracts' row of each kind of list. */
export interface WorklistRows {
  case: CrmCaseRow;
  workflow: WorklistWorkflowRow;
  task: CrmTaskRow;
}
/** The lists of one kind (WORKLIST_LIST_KINDS). */
export type WorklistListOf<Kind extends keyof WorklistRows> = {
  [List in WorklistList]: (typeof WORKLIST_LIST_KINDS)[List] extends Kind ? List : never;
}[WorklistList];

/** One page of a list and its total (counted up to WORKLIST_COUNT_CAP + 1), in the rows of the list's kind. */
export async function worklistList<Kind extends keyof WorklistRows>(
  db: DbOrTx,
  list: WorklistListOf<Kind>,
  username: string,
  query: WorklistListQuery,
): Promise<{ items: WorklistRows[Kind][]; total: number }> {
  const source = repository.worklistSource(list, username, query.hasOpenTasks);
  const [items, total] = await Promise.all([
    repository.worklistPage<WorklistRows[Kind]>(db, source, query.$skip, query.$top),
    repository.worklistCount(db, source, WORKLIST_COUNT_CAP),
  ]);
  return { items, total };
}

export async function openCaseItems(db: DbOrTx, username: string): Promise<OpenCaseItems> {
  const rows = await repository.openCaseItems(db, username, OPEN_CASE_ITEMS_MAX + 1);
  const now = Date.now();
  const items = rows.slice(0, OPEN_CASE_ITEMS_MAX).map((row) => {
    const item = row as Omit<OpenCaseItem, 'exceedingSla'>;
    return { ...item, exceedingSla: Date.parse(item.slaDueAt) < now };
  });
  return { items, truncated: rows.length > OPEN_CASE_ITEMS_MAX };
}

/** The rows of a list for its Excel export, through the shared cursor. */
export function worklistExportSource(
  pool: Pool,
  list: WorklistList,
  username: string,
  hasOpenTasks: boolean | undefined,
): ExportSource {
  const query = repository.worklistExportQuery(repository.worklistSource(list, username, hasOpenTasks));
  // The cap check counts the select itself: its column list carries parameters (the workflow type labels) that a
  // separate FROM and WHERE would number differently. A user's queue list is small enough to count that way.
  return sqlExportSource(pool, query.text, query.values, { map: (row) => withShownNames(isoRow(row)) });
}

/** My Open Items for its Excel export: every open item, soonest due first, its kind as the screen words it. */
export function openCaseItemsExportSource(pool: Pool, username: string): ExportSource {
  const query = repository.openCaseItemsExportQuery(username);
  return sqlExportSource(pool, query.text, query.values, {
    map: (row) => {
      const item = isoRow(row);
      return { ...item, crmItem: OPEN_CASE_ITEM_LABELS[item.crmItem as OpenCaseItem['crmItem']] };
    },
  });
}
