import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddQueueItemInput,
  CaseAssignmentStructure,
  CrmInboundUser,
  PushQueuesInput,
  Queue,
  QueueRow,
  UpdateCaseAssignmentInput,
  UserQueueMapping,
} from '@portal/contracts/crm-admin-queues/queues';
import { USER_MANAGEMENT_QUEUES_PATH } from '@portal/contracts/crm-admin-queues/queues';
import type { QueueReport, QueueReportFilter } from '@portal/contracts/crm-admin-queues/queue-reports';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/**
 * The queue administration's calls (spec §7): the queues list, AddQueueItem, the user-queue mappings and the users who
 * can be mapped, PushQueues, the case auto-assign structure and the queue report. Every write reads the queue data
 * again (all of it: a push changes the versions the auto-assign screen holds too).
 */
export const QUEUES_KEY = 'crm-admin-queues';

export const useQueueList = (query: { $orderby?: string; $skip: number; $top: number }) =>
  useQuery({
    queryKey: [QUEUES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<ODataAnswer<QueueRow>>(USER_MANAGEMENT_QUEUES_PATH, { query: { ...query, $count: 'true' }, signal }),
    placeholderData: keepPreviousData,
  });

/** One queue's row as saved now (undefined when it is gone), e.g. to reload a stale edit. */
export const fetchQueueRow = async (id: number): Promise<QueueRow | undefined> =>
  (await api.get<ODataAnswer<QueueRow>>(USER_MANAGEMENT_QUEUES_PATH, { query: { $filter: `id eq ${id}`, $top: 1 } }))
    .value[0];

export const useUserQueueMappings = () =>
  useQuery({
    queryKey: [QUEUES_KEY, 'mappings'],
    queryFn: ({ signal }) => api.get<{ items: UserQueueMapping[] }>(`${CRM_API}/GetUserQueueMappings`, { signal }),
  });

export const useCrmInboundUsers = () =>
  useQuery({
    queryKey: [QUEUES_KEY, 'users'],
    queryFn: ({ signal }) => api.get<{ items: CrmInboundUser[] }>(`${CRM_API}/GetCrmInboundUsers`, { signal }),
    staleTime: 60_000,
  });

export const useCaseAssignmentStructure = () =>
  useQuery({
    queryKey: [QUEUES_KEY, 'structure'],
    queryFn: ({ signal }) =>
      api.get<CaseAssignmentStructure>(`${CRM_API}/GetCaseReassignmentStructureByQueue`, { signal }),
  });

export const useQueueReport = (filter: QueueReportFilter | null) =>
  useQuery({
    queryKey: [QUEUES_KEY, 'report', filter],
    queryFn: ({ signal }) =>
      api.get<QueueReport>(`${CRM_API}/GetQueueReport`, {
        query: {
          fromDate: filter?.fromDate ?? '',
          toDate: filter?.toDate ?? '',
          ...(filter?.queueId ? { queueId: filter.queueId } : {}),
        },
        signal,
      }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

function useQueueAction<TBody, TResult>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TResult>(`${CRM_ODATA}/default.${name}`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [QUEUES_KEY] }),
  });
}

export const useAddQueueItem = () => useQueueAction<AddQueueItemInput, Queue>('AddQueueItem');
export const usePushQueues = () => useQueueAction<PushQueuesInput, { items: UserQueueMapping[] }>('PushQueues');
export const useUpdateCaseAssignment = () =>
  useQueueAction<UpdateCaseAssignmentInput, CaseAssignmentStructure>('UpdateCaseReassignmentStructureByQueue');
