import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** GET /api/CapRate/GetCompanyList (companyCode, companyName). */
export function useCapRateCompanies() {
  return useQuery({
    queryKey: ['ipa-rates', 'companies'],
    queryFn: ({ signal }) =>
      api.get<{ companyCode: string; companyName: string }[]>('/api/CapRate/GetCompanyList', { signal }),
    staleTime: 5 * 60_000,
  });
}
