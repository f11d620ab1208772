import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/**
 * GET /api/MedicalGroup/GetNetkworkAdminFeatureFlags: the tabs' flags. Refetched every minute and when the window
 * regains focus, so tabs appear and disappear as flags change (spec §2.2).
 */
export function useNetworkAdminFlags() {
  const query = useQuery({
    queryKey: ipaKeys.lookup('flags'),
    queryFn: ({ signal }) =>
      api.get<{ name: string; isActive: boolean }[]>('/api/MedicalGroup/GetNetkworkAdminFeatureFlags', { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  const active = new Set((query.data ?? []).filter((flag) => flag.isActive).map((flag) => flag.name));
  return { active, refetch: query.refetch, isLoading: query.isLoading };
}
