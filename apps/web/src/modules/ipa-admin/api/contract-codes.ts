import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Option } from './company-codes.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaPlan/GetContractCodes?companyCode={c} ('N/A' for every company). */
export function useContractCodes(companyCode: string | null) {
  return useQuery({
    queryKey: ipaKeys.lookup('contract-codes', companyCode),
    queryFn: ({ signal }) =>
      api.get<Option[]>('/api/IpaPlan/GetContractCodes', { query: { companyCode: companyCode ?? 'N/A' }, signal }),
    staleTime: 300_000,
  });
}
