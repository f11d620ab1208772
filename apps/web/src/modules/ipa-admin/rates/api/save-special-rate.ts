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
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
