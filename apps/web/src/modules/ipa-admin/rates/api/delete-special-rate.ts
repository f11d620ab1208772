import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** DELETE /api/CapSpecialRate/DeleteCapSpecialRateDetail?id=&version= (kept as a soft delete, hidden from lists; 409 when stale). */
export function useDeleteSpecialRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<{ message: string }>('/api/CapSpecialRate/DeleteCapSpecialRateDetail', { query: { id, version } }),
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
