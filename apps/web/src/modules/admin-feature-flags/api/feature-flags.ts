import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { api } from '../../../lib/api.ts';

const KEY = ['admin', 'feature-flags'];

/** GET /api/admin/feature-flags */
export function useFeatureFlags() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ items: FeatureFlagDto[]; total: number }>('/api/admin/feature-flags', { signal }),
  });
}

/**
 * PUT /api/admin/feature-flags/:id with the version it was read at (409 when someone changed it meanwhile). A refused
 * switch reads the list again, so the switch shows the flag as it now is and the next switch sends its new version.
 */
export function useSetFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flag: { id: number; isActive: boolean; version: number }) =>
      api.put<FeatureFlagDto>(`/api/admin/feature-flags/${flag.id}`, {
        isActive: flag.isActive,
        version: flag.version,
      }),
    onSuccess: (saved) =>
      client.setQueryData<{ items: FeatureFlagDto[]; total: number }>(KEY, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      ),
    onError: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
