import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  CommunicationTemplate,
  PreviewRequest,
  PreviewResult,
  TemplateForm,
} from '@portal/contracts/crm-admin-communications/communications';
import type { EmailStatusRow, MailStatusRow } from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['crm-admin-communications'] as const;

/** GET GetCommunicationTemplates: every live template. */
export function useTemplates() {
  return useQuery({
    queryKey: [...KEY, 'templates'],
    queryFn: ({ signal }) =>
      api.get<{ items: CommunicationTemplate[]; total: number }>(`${CRM_API}/GetCommunicationTemplates`, { signal }),
  });
}

/** POST createCommunicationTemplate, or updateCommunicationTemplate with the id and version read. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { input: TemplateForm; id: number | null; version: number | null }) =>
      change.id === null
        ? api.post<CommunicationTemplate>(`${CRM_ODATA}/default.createCommunicationTemplate`, change.input)
        : api.post<CommunicationTemplate>(`${CRM_ODATA}/default.updateCommunicationTemplate`, {
            ...change.input,
            id: change.id,
            version: change.version,
          }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: KEY }),
  });
}

/** POST deleteCommunicationTemplate {id, version}. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: number; version: number }) =>
      api.post<{ id: number }>(`${CRM_ODATA}/default.deleteCommunicationTemplate`, target),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST previewCommunicationTemplate: the text filled with a member's data (an audited read). */
export function usePreview() {
  return useMutation({
    mutationFn: (request: PreviewRequest) =>
      api.post<PreviewResult>(`${CRM_ODATA}/default.previewCommunicationTemplate`, request),
  });
}

/** The status calls and the row each answers. */
export interface DeliveryStatusRows {
  GetMailStatus: MailStatusRow;
  GetEmailStatus: EmailStatusRow;
}

/** GET GetMailStatus or GetEmailStatus, one page, newest first. */
export function useDeliveryStatus<C extends keyof DeliveryStatusRows>(
  call: C,
  query: { memberId: string; page: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...KEY, call, query],
    queryFn: ({ signal }) =>
      api.get<{ items: DeliveryStatusRows[C][]; total: number }>(`${CRM_API}/${call}`, {
        query: { memberId: query.memberId || undefined, page: query.page, pageSize: query.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
