import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanFormInput } from '@portal/contracts/ipa-admin/plans';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** POST /api/IpaPlan/AddOrUpdateIpaPlan: one record per selected PBP. */
export function useSavePlans(ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plans: PlanFormInput[]) =>
      api.post<{ message: string; ids: number[] }>('/api/IpaPlan/AddOrUpdateIpaPlan', plans),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ipaKeys.plans(ipaCode) }),
  });
}
