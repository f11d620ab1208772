import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeatureFlagDto } from '@portal/contracts/admin-feature-flags/feature-flags';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

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
 * Another screen's cached answer about flags (a module reads its flags under a key naming them: `['feature-flag', name]`,
 * `['enrollment-admin', 'flags']`, `['ipa-admin', 'lookup', 'flags']`, the session's own `['session', 'ui-flags']`),
 * which a switch here makes out of date.
 */
export const readsFlags = (queryKey: readonly unknown[]): boolean =>
  JSON.stringify(queryKey) !== JSON.stringify(KEY) &&
  queryKey.some((part) => typeof part === 'string' && /flag/i.test(part));

/**
 * PUT /api/admin/feature-flags/:id with the version it was read at (409 when someone changed it meanwhile). A refused
 * switch reads the list again, so the switch shows the flag as it now is and the next switch sends its new version. A
 * switch made drops every other screen's cached flags, so the administrator's own open screens follow it at once.
 */
export function useSetFeatureFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flag: { id: number; isActive: boolean; version: number }) =>
      api.put<FeatureFlagDto>(`/api/admin/feature-flags/${flag.id}`, {
        isActive: flag.isActive,
        version: flag.version,
      }),
    onSuccess: (saved) => {
      // The switch shows the flag as saved, at its new version, at once; the other screens' flags catch up after.
      client.setQueryData<{ items: FeatureFlagDto[]; total: number }>(KEY, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      refreshAfterWrite(client, { predicate: (query) => readsFlags(query.queryKey) });
    },
    // Awaited (not refreshAfterWrite): the switch stays disabled until the list read again shows the flag as it now is,
    // so a second click cannot send the version read before it.
    onError: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
