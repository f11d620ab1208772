import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialRateDto, SpecialRateForm } from '@portal/contracts/ipa-admin/special-rates';
import { api } from '../../../../lib/api.ts';

/** POST /api/CapSpecialRate/AddNewCapSpecialRate (no id) or /UpdateCapSpecialRate. */
export function useSaveSpecialRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecialRateForm) =>
      api.post<SpecialRateDto>(
        body.id ? '/api/CapSpecialRate/UpdateCapSpecialRate' : '/api/CapSpecialRate/AddNewCapSpecialRate',
        body,
      ),
    // Awaited (not refreshAfterWrite): the editor goes on from the list read again (it selects the saved rate there, at
    // its new version), so the list must hold it first; the editors use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
