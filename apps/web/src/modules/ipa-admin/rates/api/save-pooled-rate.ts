import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainShareRateDto } from '@portal/contracts/ipa-admin/gain-share';
import type { RiskPoolRateDto } from '@portal/contracts/ipa-admin/risk-pool';
import { api } from '../../../../lib/api.ts';
import { pooledListKey, type PooledPaths } from './pooled-kinds.ts';
import { withTiers } from './pooled-rate-types.ts';

/** POST Create…Rate (no rateId) or PUT Update…Rate (rateId and version). */
export function useSavePooledRate(paths: PooledPaths, ipaCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const saved = body.rateId
        ? await api.put<GainShareRateDto | RiskPoolRateDto>(paths.updateRate, body)
        : await api.post<GainShareRateDto | RiskPoolRateDto>(paths.createRate, body);
      return withTiers(saved);
    },
    // Awaited (not refreshAfterWrite): the rates tab goes on from the list read again (the saved rate is selected there at
    // its new version; an approved change leaves it), so it must be fresh first; mutateAsync callers cannot lose it.
    onSuccess: () => client.invalidateQueries({ queryKey: pooledListKey(paths, ipaCode) }),
  });
}
