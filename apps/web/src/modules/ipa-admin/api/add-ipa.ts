import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IpaCreateInput, IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/MedicalGroup/AddNewIpa: the wizard's IPA, sent with companyCode cleared (spec §7). */
export function useAddIpa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IpaCreateInput) =>
      api.post<{ message: string; ipa: IpaDto }>('/api/MedicalGroup/AddNewIpa', {
        ...input,
        companyCode: null,
        termed: false,
      }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['ipa-admin', 'search'] }),
  });
}
