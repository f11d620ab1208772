import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IpaDto, IpaUpdateInput } from '@portal/contracts/ipa-admin/ipa';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/MedicalGroup/UpdateIpa: Main Info with its id and version; saving refreshes the search grid (spec §4). */
export function useUpdateIpa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: IpaUpdateInput) =>
      api.post<{ message: string; ipa: IpaDto; cardChanged: boolean }>('/api/MedicalGroup/UpdateIpa', input),
    onSuccess: (saved) => {
      client.setQueryData(ipaKeys.ipa(saved.ipa.id), saved.ipa);
      refreshAfterWrite(client, { queryKey: ['ipa-admin', 'search'] });
    },
  });
}
