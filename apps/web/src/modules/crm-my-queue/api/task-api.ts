import { useQuery } from '@tanstack/react-query';
import type {
  AddNoteToWorkflowTask,
  CloseWorkflowTask,
  CreateWorkflowTask,
  UpdateWorkflowTask,
  WorkflowTaskDetail,
  WorkflowTaskPage,
  WorkflowTaskRow,
} from '@portal/contracts/crm-my-queue/tasks';
import { CRM_MEMBER_LOOKUP_PAGE } from '@portal/contracts/crm-my-queue/crm-constants';
import type { CrmLookupList } from '@portal/contracts/crm-my-queue/lists';
import { odataQueryString } from '@portal/contracts/platform/odata';
import { api, apiFetch } from '../../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../../ui/download.ts';
import { CRM_KEY, crmFunction, crmList, useCrmAction } from './crm-client.ts';

/** A task with its notes. */
export const useTask = (id: number | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'task', id],
    queryFn: ({ signal }) => api.get<WorkflowTaskDetail>(crmFunction('GetWorkflowTask'), { query: { id }, signal }),
    enabled: id !== null,
  });

export const useCreateTask = () => useCrmAction<CreateWorkflowTask, WorkflowTaskRow>('CreateWorkflowTask');
export const useUpdateTask = () => useCrmAction<UpdateWorkflowTask, WorkflowTaskRow>('UpdateWorkflowTask');
export const useCloseTask = () => useCrmAction<CloseWorkflowTask, WorkflowTaskRow>('CloseWorkflowTask');
export const useAddNoteToTask = () => useCrmAction<AddNoteToWorkflowTask>('AddNoteToWorkflowTask');

/**
 * A lookup list of the CRM (`{ value: [{ Value, Text }] }`): users a task can be assigned to, statuses, types, case
 * owners... ordered by Text. Lookups change rarely, so they are kept for five minutes.
 */
export const useCrmLookup = (entitySet: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'lookup', entitySet],
    queryFn: ({ signal }) =>
      api.get<CrmLookupList>(`${crmList(entitySet)}?${odataQueryString({ orderBy: 'Text asc', top: 1000 })}`, {
        signal,
      }),
    staleTime: 300_000,
  });

/** default.csvexportworkflowtasks: the workflow's tasks as CSV (the list's $filter and $orderby). */
export async function exportWorkflowTasksCsv(workflowId: number): Promise<void> {
  const query = odataQueryString({ filter: `workflowId eq ${workflowId}`, orderBy: 'createdDate desc' });
  const response = await apiFetch('GET', `${crmFunction('csvexportworkflowtasks')}?${query}`);
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `workflow-${workflowId}-tasks.csv`,
  );
}

/** Tasks by workflow: CreatedDate descending, $skip=0 and $top=50 (spec §9). */
export const useWorkflowTasks = (workflowId: number) =>
  useQuery({
    queryKey: [CRM_KEY, 'workflow-tasks', workflowId],
    queryFn: ({ signal }) =>
      api.get<WorkflowTaskPage>(crmFunction('GetWorkflowTasksByWorkflow'), {
        query: { workflowId, $skip: CRM_MEMBER_LOOKUP_PAGE.skip, $top: CRM_MEMBER_LOOKUP_PAGE.top },
        signal,
      }),
  });
