import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  OpenCaseItems,
  TeamMemberList,
  WorklistList,
  WorklistStats,
  WorklistWorkflowRow,
} from '@portal/contracts/crm-my-queue/queue';
import type { CrmCaseRow, CrmTaskRow } from '@portal/contracts/crm-my-queue/lists';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmApi, type ItemList } from './crm-client.ts';

/** A row of any queue list: a case, a workflow (with its open tasks) or a task. */
export type WorklistRow = CrmCaseRow | WorklistWorkflowRow | CrmTaskRow;

/** GetWorklistStats?userEmail= (spec §6: worklist calls are keyed by the user's e-mail). */
export const useWorklistStats = (userEmail: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'worklist-stats', userEmail],
    queryFn: ({ signal }) => api.get<WorklistStats>(crmApi('GetWorklistStats'), { query: { userEmail }, signal }),
    enabled: userEmail !== '',
  });

export interface WorklistPage {
  skip: number;
  top: number;
  /** The workflow lists only: with (true) or without (false) open tasks; undefined is both. */
  hasOpenTasks?: boolean | undefined;
}

/** One page of a queue list, paged on the server ($skip/$top). */
export const useWorklistList = (list: WorklistList, userEmail: string, page: WorklistPage) =>
  useQuery({
    queryKey: [CRM_KEY, 'worklist', list, userEmail, page.skip, page.top, page.hasOpenTasks],
    queryFn: ({ signal }) =>
      api.get<ItemList<WorklistRow>>(crmApi(list), {
        query: { userEmail, $skip: page.skip, $top: page.top, hasOpenTasks: page.hasOpenTasks },
        signal,
      }),
    enabled: userEmail !== '',
    placeholderData: keepPreviousData,
  });

/** GetOpenCaseItemsForUser?userEmail=: the user's open cases, workflows and tasks, soonest due first. */
export const useOpenCaseItems = (userEmail: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'open-items', userEmail],
    queryFn: ({ signal }) =>
      api.get<OpenCaseItems>(crmApi('GetOpenCaseItemsForUser'), { query: { userEmail }, signal }),
    enabled: userEmail !== '',
  });

/** GetTeamMembers (supervisors): who works My Queue, with the e-mail their queue is keyed by. */
export const useTeamMembers = (enabled = true) =>
  useQuery({
    queryKey: [CRM_KEY, 'team-members'],
    queryFn: ({ signal }) => api.get<TeamMemberList>(crmApi('GetTeamMembers'), { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
