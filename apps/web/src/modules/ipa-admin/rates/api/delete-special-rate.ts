import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** DELETE /api/CapSpecialRate/DeleteCapSpecialRateDetail?id=&version= (kept as a soft delete, hidden from lists; 409 when stale). */
export function useDeleteSpecialRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.delete<{ message: string }>('/api/CapSpecialRate/DeleteCapSpecialRateDetail', { query: { id, version } }),
    // Awaited (not refreshAfterWrite): the editor goes on from the list read again (it selects the saved rate there, at
    // its new version), so the list must hold it first; the editors use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
