import { useQuery } from '@tanstack/react-query';
import type { CapSubRateDto } from '@portal/contracts/ipa-admin/tiered-rates';
import { api } from '../../../../lib/api.ts';

/** GET /api/CapRate/GetCapSubRates?IpaCode= (tiered and special rates shown under their cap rate). */
export function useCapSubRates(ipaCode: string) {
  return useQuery({
    queryKey: ['ipa-rates', 'cap', 'sub', ipaCode],
    queryFn: ({ signal }) =>
      api.get<{ items: CapSubRateDto[]; total: number }>('/api/CapRate/GetCapSubRates', {
        query: { IpaCode: ipaCode },
        signal,
      }),
  });
}
