import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapTieredRateDto, CapTieredRateForm } from '@portal/contracts/ipa-admin/tiered-rates';
import { api } from '../../../../lib/api.ts';

/** POST /api/CapTieredRate/AddNewCapTieredRate (no id) or /OverwriteExistingCapTieredRate. */
export function useSaveCapTieredRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CapTieredRateForm) =>
      api.post<CapTieredRateDto>(
        body.id ? '/api/CapTieredRate/OverwriteExistingCapTieredRate' : '/api/CapTieredRate/AddNewCapTieredRate',
        body,
      ),
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
