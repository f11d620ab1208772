import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** DELETE /api/IpaCountyMapping/DeleteIpaCounty with id, ipaCode, companyCode and the version read (409 when stale). */
export function useDeleteCountyMapping(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: { id: number; companyCode: string; version: number }) =>
      api.delete<{ message: string }>('/api/IpaCountyMapping/DeleteIpaCounty', {
        query: { id: mapping.id, ipaCode, companyCode: mapping.companyCode, version: mapping.version },
      }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.counties(ipaCode) }),
  });
}
