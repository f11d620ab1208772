import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** DELETE /api/IpaCountyMapping/DeleteIpaCounty with id, ipaCode, companyCode. */
export function useDeleteCountyMapping(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mapping: { id: number; companyCode: string }) => api.delete<{ message: string }>('/api/IpaCountyMapping/DeleteIpaCounty', { query: { id: mapping.id, ipaCode, companyCode: mapping.companyCode } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ipaKeys.counties(ipaCode) }),
  });
}
