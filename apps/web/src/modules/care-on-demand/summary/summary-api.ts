import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VirtualCareModule, VisitSummary, VisitSummaryInput } from '@portal/contracts/care-on-demand/telehealth';
import { apiFetch, api } from '../../../lib/api.ts';
import { fileNameFromDisposition, saveBlob } from '../../../ui/download.ts';

/** The visit summary's calls: read, save a draft (Summary), send (SendVisitSummary), download the PDF. */
const KEY = 'care-on-demand-visit-summary';

export const useVisitSummary = (module: VirtualCareModule, appointmentId: number) =>
  useQuery({
    queryKey: [KEY, module, appointmentId],
    queryFn: ({ signal }) =>
      api.get<VisitSummary | null>(`/api/${module}/Summary`, { query: { appointmentId }, signal }),
  });

export function useSaveVisitSummary(module: VirtualCareModule, appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, send }: { body: VisitSummaryInput; send: boolean }) =>
      api.post<VisitSummary>(`/api/${module}/${send ? 'SendVisitSummary' : 'Summary'}`, body),
    onSuccess: (saved) => client.setQueryData([KEY, module, appointmentId], saved),
  });
}

export async function downloadVisitSummaryPdf(module: VirtualCareModule, appointmentId: number): Promise<void> {
  const response = await apiFetch('GET', `/api/${module}/Summary/pdf`, { query: { appointmentId } });
  const name =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `visit-summary-${appointmentId}.pdf`;
  saveBlob(await response.blob(), name);
}
