import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_MEMBER_LOOKUP_PAGE } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  AddNoteToWorkflow,
  CloseWorkflow,
  CreateWorkflowInput,
  EscalateWorkflow,
  TrackDiscardWorkflow,
  UpdateWorkflowInput,
  WorkflowDetail,
  WorkflowPage,
  WorkflowRow,
} from '@portal/contracts/crm-my-queue/workflows';
import { api, apiFetch } from '../../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../../ui/download.ts';
import { CRM_KEY, crmApi, crmFunction, useCrmAction, useCrmUpload } from './crm-client.ts';

const caseWorkflowsKey = (caseId: number) => [CRM_KEY, 'case-workflows', caseId];

/** Workflows by case: CreatedDate descending, $skip=0 and $top=50 (spec §9). */
export const useCaseWorkflows = (caseId: number) =>
  useQuery({
    queryKey: caseWorkflowsKey(caseId),
    queryFn: ({ signal }) =>
      api.get<WorkflowPage>(crmFunction('GetWorkflowsByCase'), {
        query: { caseId, $skip: CRM_MEMBER_LOOKUP_PAGE.skip, $top: CRM_MEMBER_LOOKUP_PAGE.top },
        signal,
      }),
  });

/** A workflow with its notes, files and tasks. */
export const useWorkflow = (id: number | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'workflow', id],
    queryFn: ({ signal }) => api.get<WorkflowDetail>(crmFunction('GetWorkflow'), { query: { id }, signal }),
    enabled: id !== null,
  });

/**
 * Reads the workflow again (Reload after a refused save) and the list of its case's workflows with it: the list is read
 * on its own and shows the workflow's status too (closed by someone else meanwhile).
 */
export function useReloadWorkflow(id: number) {
  const client = useQueryClient();
  const workflow = useWorkflow(id);
  return () => {
    void workflow.refetch();
    if (workflow.data) void client.invalidateQueries({ queryKey: caseWorkflowsKey(workflow.data.caseId) });
  };
}

export const useCreateWorkflow = () => useCrmAction<CreateWorkflowInput, WorkflowRow>('CreateWorkflow');
export const useUpdateWorkflow = () => useCrmAction<UpdateWorkflowInput, WorkflowRow>('UpdateWorkflow');
export const useCloseWorkflow = () => useCrmAction<CloseWorkflow, WorkflowRow>('CloseWorkflow');
export const useEscalateWorkflow = () => useCrmAction<EscalateWorkflow, WorkflowRow>('EscalateWorkflow');
export const useAddNoteToWorkflow = () => useCrmAction<AddNoteToWorkflow>('AddNoteToWorkflow');
/** trackdiscardworkflow: the agent cancelled a new workflow before saving it. */
export const useTrackDiscardWorkflow = () => useCrmAction<TrackDiscardWorkflow>('trackdiscardworkflow');

/** Uploads a file onto the workflow (multipart, one file). */
export const useUploadWorkflowFile = (workflowId: number) => useCrmUpload(crmApi(`workflows/${workflowId}/files`));

/** GetFileContentForWorkflow {fileId} (a POST action, spec §7): saves the file. */
export async function downloadWorkflowFile(fileId: number, fileName: string): Promise<void> {
  const response = await apiFetch('POST', crmFunction('GetFileContentForWorkflow'), { body: { fileId } });
  saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName);
}
