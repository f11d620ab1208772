import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapRateDto, CapRateForm } from '@portal/contracts/ipa-admin/cap-rates';
import { api } from '../../../../lib/api.ts';

/** POST /api/CapRate/AddNewCapRate (no id) or /OverwriteExistingCapRate (id and version). */
export function useSaveCapRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CapRateForm) =>
      api.post<CapRateDto>(body.id ? '/api/CapRate/OverwriteExistingCapRate' : '/api/CapRate/AddNewCapRate', body),
    // Awaited (not refreshAfterWrite): the editor goes on from the list read again (it selects the saved rate there, at
    // its new version), so the list must hold it first; the editors use mutateAsync, which a reset cannot lose.
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipa-rates', 'cap'] }),
  });
}
