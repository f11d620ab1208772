import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NetworkMappingDataInput, NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST CreateNetworkMapping or PUT UpdateNetworkMapping, body {data} (spec §7). */
export function useSaveNetworkMapping(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: NetworkMappingDataInput) =>
      data.id
        ? api.put<{ id: number; message: string; mapping: NetworkMappingDto }>(
            '/api/IpaWebNetworkMapping/UpdateNetworkMapping',
            { data },
          )
        : api.post<{ id: number; message: string; mapping: NetworkMappingDto }>(
            '/api/IpaWebNetworkMapping/CreateNetworkMapping',
            { data },
          ),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.networks(ipaCode) }),
  });
}
