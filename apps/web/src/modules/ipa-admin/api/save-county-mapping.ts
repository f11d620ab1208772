import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountyMappingDataInput } from '@portal/contracts/ipa-admin/county-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/IpaCountyMapping/Create or PUT /api/IpaCountyMapping/{id}, body {data} (spec §7). */
export function useSaveCountyMapping(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: CountyMappingDataInput) =>
      data.id
        ? api.put<{ id: number; message: string }>(`/api/IpaCountyMapping/${data.id}`, { data })
        : api.post<{ id: number; message: string }>('/api/IpaCountyMapping/Create', { data }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.counties(ipaCode) }),
  });
}
