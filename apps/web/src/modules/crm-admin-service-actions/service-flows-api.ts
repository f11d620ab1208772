import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServiceFlow,
  ServiceFlowConfig,
  ServiceFlowForm,
  ServiceFlowTarget,
  WorkflowTaskOptions,
} from '@portal/contracts/crm-admin-service-actions/service-flows';
import type { InitialData } from '@portal/contracts/crm-admin-text-replace/crm-config';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { odataQueryString, type ODataAnswer } from '@portal/contracts/platform/odata';
import { api } from '../../lib/api.ts';
import { refreshAfterWrite } from '../../lib/refresh-after-write.ts';

/** Service actions' calls (spec §7 "Service flows"); every key starts with 'crm' so CRM writes refresh them too. */
const KEY = ['crm', 'service-flows'] as const;
const fn = (name: string) => `${CRM_ODATA}/default.${name}`;

export interface ServiceFlowPage {
  filter?: string;
  orderBy?: string;
  skip: number;
  top: number;
}

/** The admin view of the list: every service action, deleted ones when the filter asks for them. */
export function useServiceFlows(page: ServiceFlowPage) {
  return useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: () =>
      api.get<ODataAnswer<ServiceFlow>>(
        `${CRM_ODATA}/serviceflows?view=admin&${odataQueryString({ ...page, count: true })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GetServiceFlow (id): the service action as saved now, e.g. to reload a stale edit. */
export const fetchServiceFlow = (id: number) => api.get<ServiceFlow>(fn('GetServiceFlow'), { query: { id } });

export const useWorkflowTaskOptions = () =>
  useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: () => api.get<WorkflowTaskOptions>(`${CRM_API}/GetWorkflowTaskOptions`),
    staleTime: Infinity,
  });

export const useServiceFlowConfig = () =>
  useQuery({
    queryKey: [...KEY, 'config'],
    queryFn: () => api.get<ServiceFlowConfig>(`${CRM_API}/GetServiceFlowConfig`),
  });

/** This year's plans (getinitialdata), to choose the plans a service action applies to. */
export const useInitialData = () =>
  useQuery({
    queryKey: ['crm', 'initial-data'],
    queryFn: () => api.get<InitialData>(`${CRM_API}/getinitialdata`),
    staleTime: 10 * 60_000,
  });

function useServiceFlowAction<TBody, TResult>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TResult>(fn(name), body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['crm'] }),
  });
}

export const useCreateServiceFlow = () => useServiceFlowAction<ServiceFlowForm, ServiceFlow>('CreateServiceFlow');
export const useUpdateServiceFlow = () =>
  useServiceFlowAction<ServiceFlowForm & ServiceFlowTarget, ServiceFlow>('UpdateServiceFlow');
export const useDeleteServiceFlow = () => useServiceFlowAction<ServiceFlowTarget, ServiceFlow>('DeleteServiceFlow');
export const useSwitchServiceFlow = () =>
  useServiceFlowAction<ServiceFlowTarget, ServiceFlow>('SwitchIsActiveServiceFlow');
export const useUpdateServiceFlowConfig = () =>
  useServiceFlowAction<Omit<ServiceFlowConfig, 'modifiedBy' | 'modifiedDate'>, ServiceFlowConfig>(
    'UpdateServiceFlowConfig',
  );
