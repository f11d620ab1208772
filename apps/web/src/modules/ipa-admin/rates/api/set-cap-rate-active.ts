import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import { api } from '../../../../lib/api.ts';

/** POST /api/CapRate/ActivateCapRate or /DeactivateCapRate with the version read (spec §4 cap rate events). */
export function useSetCapRateActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, active }: { id: number; version: number; active: boolean }) =>
      api.post<CapRateDto>(active ? '/api/CapRate/ActivateCapRate' : '/api/CapRate/DeactivateCapRate', { id, version }),
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
