import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainShareRateDto } from '@portal/contracts/ipa-admin/gain-share';
import type { RiskPoolRateDto } from '@portal/contracts/ipa-admin/risk-pool';
import { api } from '../../../../lib/api.ts';
import { pooledListKey, type PooledPaths } from './pooled-kinds.ts';
import { withTiers } from './pooled-rate-types.ts';

/** POST Create…TieredRate / PUT Update…TieredRate with body { data }; the answer is the parent with its tiers. */
export function useSavePooledTier(paths: PooledPaths, ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: Record<string, unknown>) => {
      const parent = data.rateId
        ? await api.put<GainShareRateDto | RiskPoolRateDto>(paths.updateTier, { data })
        : await api.post<GainShareRateDto | RiskPoolRateDto>(paths.createTier, { data });
      return withTiers(parent);
    },
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: pooledListKey(paths, ipaCode) }),
  });
}
