import { useQuery } from '@tanstack/react-query';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/**
 * GET /api/IpaWebNetworkMapping/GetNetworkMappingList. The spec pages with top=10, skip=0; the grid's Excel-style
 * filters need every row of the IPA (up to 50000 filter choices), so the tab reads them all at once.
 */
export function useNetworkMappings(ipaCode: string) {
  return useQuery({
    queryKey: ipaKeys.networks(ipaCode),
    queryFn: ({ signal }) =>
      api.get<{ items: NetworkMappingDto[]; total: number }>('/api/IpaWebNetworkMapping/GetNetworkMappingList', {
        query: { ipaCode, top: 50000, skip: 0 },
        signal,
      }),
  });
}
