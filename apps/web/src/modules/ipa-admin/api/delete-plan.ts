import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** DELETE /api/IpaPlan/DeleteIpaPlan with id and ipaCode. */
export function useDeletePlan(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>('/api/IpaPlan/DeleteIpaPlan', { query: { id, ipaCode } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ipaKeys.plans(ipaCode) }),
  });
}
