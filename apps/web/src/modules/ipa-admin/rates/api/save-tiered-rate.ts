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
    // Awaited (not refreshAfterWrite): the editor goes on from the list read again (it selects the saved rate there, at
    // its new version), so the list must hold it first; the editors use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
