import { useQuery } from '@tanstack/react-query';
import type { GainShareRateDto } from '@portal/contracts/ipa-admin/gain-share';
import type { RiskPoolRateDto } from '@portal/contracts/ipa-admin/risk-pool';
import { api } from '../../../../lib/api.ts';
import { pooledListKey, type PooledPaths } from './pooled-kinds.ts';
import { withTiers } from './pooled-rate-types.ts';

/** GET GetListOfGainShareRates / GetRiskPoolRates?IpaCode= (rates by descending sequence with their tiers). */
export function usePooledRates(paths: PooledPaths, ipaCode: string) {
  return useQuery({
    queryKey: pooledListKey(paths, ipaCode),
    queryFn: async ({ signal }) => {
      const list = await api.get<{ items: (GainShareRateDto | RiskPoolRateDto)[]; total: number }>(paths.list, {
        query: { IpaCode: ipaCode },
        signal,
      });
      return list.items.map(withTiers);
    },
  });
}
