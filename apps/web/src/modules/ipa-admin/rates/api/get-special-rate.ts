import { useQuery } from '@tanstack/react-query';
import type { SpecialRateDto } from '@portal/contracts/ipa-admin/special-rates';
import { api } from '../../../../lib/api.ts';

/** GET /api/CapSpecialRate/GetCapSpecialRateDetail?id= */
export function useSpecialRate(id: number | null) {
  return useQuery({
    queryKey: ['ipa-rates', 'cap', 'special', id],
    queryFn: ({ signal }) =>
      api.get<SpecialRateDto>('/api/CapSpecialRate/GetCapSpecialRateDetail', { query: { id }, signal }),
    enabled: id !== null,
  });
}
