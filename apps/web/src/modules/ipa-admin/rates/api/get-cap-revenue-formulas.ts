import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export interface CapRevenueFormula {
  code: string;
  description: string;
  text: string;
}

/** GET /api/CapRate/GetCapRevenueFormulas?companyCode=&type=CMS|MP (code, description; shown 'code - description'). */
export function useCapRevenueFormulas(companyCode: string | null | undefined, type: 'CMS' | 'MP') {
  return useQuery({
    queryKey: ['ipa-rates', 'formulas', companyCode, type],
    queryFn: ({ signal }) =>
      api.get<CapRevenueFormula[]>('/api/CapRate/GetCapRevenueFormulas', {
        query: { companyCode: companyCode ?? '', type },
        signal,
      }),
    enabled: Boolean(companyCode),
    staleTime: 5 * 60_000,
  });
}
