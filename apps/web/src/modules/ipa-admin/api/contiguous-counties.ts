import { useQuery } from '@tanstack/react-query';
import type { CountyRefDto } from '@portal/contracts/ipa-admin/county-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaCountyMapping/GetContiguousCounties */
export function useContiguousCounties(ipaCode: string, companyCode: string | null) {
  return useQuery({
    queryKey: ipaKeys.lookup('contiguous-counties', companyCode),
    queryFn: ({ signal }) =>
      api.get<CountyRefDto[]>('/api/IpaCountyMapping/GetContiguousCounties', {
        query: { IpaCode: ipaCode, companyCode },
        signal,
      }),
    enabled: Boolean(companyCode),
    staleTime: 300_000,
  });
}
