import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NETWORK_PAGE_SIZE,
  type NetworkFilterField,
  type NetworkFilters,
  type NetworkMappingDto,
} from '@portal/contracts/ipa-admin/network-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/**
 * GET /api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode&top=10&skip (spec §7, §9): one page of the IPA's rows,
 * with the grid's Excel-style filters (each column's checked values as repeated keys) applied by the server.
 */
export function useNetworkMappings(ipaCode: string, page: number, filters: NetworkFilters) {
  return useQuery({
    queryKey: [...ipaKeys.networks(ipaCode), { page, filters }],
    queryFn: ({ signal }) =>
      api.get<{ items: NetworkMappingDto[]; total: number }>('/api/IpaWebNetworkMapping/GetNetworkMappingList', {
        query: { ipaCode, top: NETWORK_PAGE_SIZE, skip: (page - 1) * NETWORK_PAGE_SIZE, ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The choices of a column's Excel-style filter: its distinct values for the IPA (up to 50000), read from the server each
 * time the filter opens, and kept for `lastNetworkFilterChoices`.
 */
export function useNetworkFilterChoices(ipaCode: string) {
  const client = useQueryClient();
  const key = (field: NetworkFilterField) => [...ipaKeys.networks(ipaCode), 'choices', field];
  return {
    load: (field: NetworkFilterField) =>
      client.query({
        queryKey: key(field),
        queryFn: async ({ signal }) =>
          (
            await api.get<{ items: string[] }>('/api/IpaWebNetworkMapping/GetNetworkMappingFilterValues', {
              query: { ipaCode, field },
              signal,
            })
          ).items,
      }),
    /** The choices the filter last offered, if it was opened. */
    last: (field: NetworkFilterField) => client.getQueryData<string[]>(key(field)),
  };
}
