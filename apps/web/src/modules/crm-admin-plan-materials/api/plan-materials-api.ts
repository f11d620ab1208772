import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  MailSubType,
  MailSubTypeForm,
  MailType,
  MailTypeForm,
  PlanMaterialOption,
  PlanMaterialOptionForm,
  PlanMaterialOptions,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['crm-admin-plan-materials'] as const;

/** GET getRequestPlanMaterialOptions: plan materials, mail types and subtypes. */
export function usePlanMaterialOptions() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<PlanMaterialOptions>(`${CRM_API}/getRequestPlanMaterialOptions`, { signal }),
  });
}

function useSave<TInput, TResult>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => api.post<TResult>(`${CRM_ODATA}/default.${name}`, input),
    onSuccess: () => refreshAfterWrite(client, { queryKey: KEY }),
  });
}

/** POST updateRequestPlanMaterialOptions: add a plan material (id null) or change one at its version. */
export const useSavePlanMaterial = () =>
  useSave<PlanMaterialOptionForm, PlanMaterialOption>('updateRequestPlanMaterialOptions');

/** POST UpdateMailTypes. */
export const useSaveMailType = () => useSave<MailTypeForm, MailType>('UpdateMailTypes');

/** POST UpdateMailSubTypes. */
export const useSaveMailSubType = () => useSave<MailSubTypeForm, MailSubType>('UpdateMailSubTypes');
