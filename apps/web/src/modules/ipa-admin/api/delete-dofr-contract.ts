import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** DELETE /api/DOFRContract/{id}?version= (the version the contract was read at; 409 when stale). */
export function useDeleteDofrContract(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contract: { id: number; version: number }) =>
      api.delete<{ id: number; message: string }>(`/api/DOFRContract/${contract.id}`, {
        query: { version: contract.version },
      }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.dofr(ipaCode) }),
  });
}
