import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** GET /api/CapSpecialRate/GetCountiesByCompanyCode?companyCode= */
export function useCountiesByCompany(companyCode: string | null) {
  return useQuery({
    queryKey: ['ipa-rates', 'counties', companyCode],
    queryFn: ({ signal }) =>
      api.get<{ countyStateCode: string; countyName: string }[]>('/api/CapSpecialRate/GetCountiesByCompanyCode', {
        query: { companyCode },
        signal,
      }),
    enabled: Boolean(companyCode),
    staleTime: 5 * 60_000,
  });
}
