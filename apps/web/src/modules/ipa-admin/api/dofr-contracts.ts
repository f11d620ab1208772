import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/DOFRContract/GetIpaDOFRContracts?ipaCode={code}: newest start first. */
export function useDofrContracts(ipaCode: string) {
  return useQuery({
    queryKey: ipaKeys.dofr(ipaCode),
    queryFn: ({ signal }) =>
      api.get<DofrContractDto[]>('/api/DOFRContract/GetIpaDOFRContracts', { query: { ipaCode }, signal }),
  });
}

/** Reads an IPA's DOFR contracts again: the Reload of a contract or assignment save refused as stale (409). */
export function useReloadDofrContracts(ipaCode: string): () => Promise<void> {
  const client = useQueryClient();
  return () => client.refetchQueries({ queryKey: ipaKeys.dofr(ipaCode) });
}
