import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Option } from './company-codes.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaPlan/GetPBPCodes?companyCode={c}&contractCode={k} */
export function usePbpCodes(companyCode: string | null, contractCode: string | null) {
  return useQuery({
    queryKey: ipaKeys.lookup('pbp-codes', companyCode, contractCode),
    queryFn: ({ signal }) =>
      api.get<Option[]>('/api/IpaPlan/GetPBPCodes', {
        query: { companyCode: companyCode ?? 'N/A', contractCode },
        signal,
      }),
    enabled: Boolean(contractCode),
    staleTime: 300_000,
  });
}
