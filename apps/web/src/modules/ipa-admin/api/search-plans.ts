import { useQuery } from '@tanstack/react-query';
import type { PlanDto } from '@portal/contracts/ipa-admin/plans';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaPlan/SearchIpaPlans?ipaCode={code} */
export function usePlans(ipaCode: string) {
  return useQuery({
    queryKey: ipaKeys.plans(ipaCode),
    queryFn: ({ signal }) =>
      api.get<{ items: PlanDto[]; total: number }>('/api/IpaPlan/SearchIpaPlans', { query: { ipaCode }, signal }),
  });
}
