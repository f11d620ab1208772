import { useQuery } from '@tanstack/react-query';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import { api } from '../../../../lib/api.ts';

export type CapRateFilter = { by: 'code'; ipaCode: string } | { by: 'id'; ipaId: number };

/** GET /api/CapRate/GetCapRates?IpaCode= or GetCapRatesByIpaId?IpaId= ('Filter By' IPA code or IPA id, spec §2.7). */
export function useCapRates(filter: CapRateFilter) {
  return useQuery({
    queryKey: ['ipa-rates', 'cap', filter],
    queryFn: ({ signal }) =>
      filter.by === 'code'
        ? api.get<{ items: CapRateDto[]; total: number }>('/api/CapRate/GetCapRates', {
            query: { IpaCode: filter.ipaCode },
            signal,
          })
        : api.get<{ items: CapRateDto[]; total: number }>('/api/CapRate/GetCapRatesByIpaId', {
            query: { IpaId: filter.ipaId },
            signal,
          }),
  });
}
