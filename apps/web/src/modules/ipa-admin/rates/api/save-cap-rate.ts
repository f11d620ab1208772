import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapRateDto, CapRateForm } from '@portal/contracts/ipa-admin/cap-rates';
import { api } from '../../../../lib/api.ts';

/** POST /api/CapRate/AddNewCapRate (no id) or /OverwriteExistingCapRate (id and version). */
export function useSaveCapRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CapRateForm) =>
      api.post<CapRateDto>(body.id ? '/api/CapRate/OverwriteExistingCapRate' : '/api/CapRate/AddNewCapRate', body),
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
