import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeHistoryRecord } from '@portal/contracts/ipa-admin/rate-history';
import { api } from '../../../../lib/api.ts';

/** PUT Approve…HistoryChanges with a list of history record ids (answer: the records, now approved). */
export function useApproveChanges(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<ChangeHistoryRecord[]>(path, ids),
    // Awaited (not refreshAfterWrite): the editor goes on from the list read again (it selects the saved rate there, at
    // its new version), so the list must hold it first; the editors use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates'] }),
  });
}
