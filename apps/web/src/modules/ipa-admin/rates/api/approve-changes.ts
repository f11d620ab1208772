import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeHistoryRecord } from '@portal/contracts/ipa-admin/rate-history';
import { api } from '../../../../lib/api.ts';

/** PUT Approve…HistoryChanges with a list of history record ids (answer: the records, now approved). */
export function useApproveChanges(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<ChangeHistoryRecord[]>(path, ids),
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates'] }),
  });
}
