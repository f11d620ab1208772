import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CrmBenefitInfo,
  InboundScript,
  UpdateCrmBenefitInfo,
  UpdateInboundScript,
} from '@portal/contracts/crm-admin-text-replace/crm-config';
import type {
  TextReplaceOptions,
  UpdateTextReplaceOptions,
} from '@portal/contracts/crm-admin-text-replace/text-replace';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../lib/api.ts';
import { refreshAfterWrite } from '../../lib/refresh-after-write.ts';

/**
 * The CRM settings' calls (spec §7). The text replace options share their key with the note boxes' hook
 * (ui/use-text-replace.ts), so a save is seen there at once.
 */
const get = <T>(name: string) => api.get<T>(`${CRM_API}/${name}`);

export const useTextReplaceOptions = () =>
  useQuery({
    queryKey: ['crm', 'text-replace-options'],
    queryFn: () => get<TextReplaceOptions>('GetTextReplaceOptions'),
  });
export const useInboundScript = () =>
  useQuery({ queryKey: ['crm', 'inbound-script'], queryFn: () => get<InboundScript>('getInboundScript') });
export const useCrmBenefitInfo = () =>
  useQuery({ queryKey: ['crm', 'crm-benefit-info'], queryFn: () => get<CrmBenefitInfo>('GetCrmBenefitInfo') });

function useSettingAction<TBody, TResult>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TResult>(`${CRM_ODATA}/default.${name}`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['crm'] }),
  });
}

export const useUpdateTextReplaceOptions = () =>
  useSettingAction<UpdateTextReplaceOptions, TextReplaceOptions>('UpdateTextReplaceOptions');
export const useUpdateInboundScript = () => useSettingAction<UpdateInboundScript, InboundScript>('UpdateInboundScript');
export const useUpdateCrmBenefitInfo = () =>
  useSettingAction<UpdateCrmBenefitInfo, CrmBenefitInfo>('UpdateCrmBenefitInfo');
