import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** DELETE /api/IpaPlan/DeleteIpaPlan with id, ipaCode and the version the mapping was read at (409 when stale). */
export function useDeletePlan(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: { id: number; version: number }) =>
      api.delete<{ message: string }>('/api/IpaPlan/DeleteIpaPlan', {
        query: { id: plan.id, ipaCode, version: plan.version },
      }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.plans(ipaCode) }),
  });
}
