import { useQuery } from '@tanstack/react-query';
import type { CapTieredRateDto } from '@portal/contracts/ipa-admin/tiered-rates';
import { api } from '../../../../lib/api.ts';

/** GET /api/CapTieredRate/GetCapTieredRateDetail?ipaCode=&capID=&sequence= */
export function useCapTieredRate(ipaCode: string, capId: number, sequence: number | null) {
  return useQuery({
    queryKey: ['ipa-rates', 'cap', 'tier', ipaCode, capId, sequence],
    queryFn: ({ signal }) =>
      api.get<CapTieredRateDto>('/api/CapTieredRate/GetCapTieredRateDetail', {
        query: { ipaCode, capID: capId, sequence },
        signal,
      }),
    enabled: sequence !== null,
  });
}
