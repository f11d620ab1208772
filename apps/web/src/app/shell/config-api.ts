import { useQuery } from '@tanstack/react-query';
import { secondaryApi } from '../../lib/api.ts';

/** Footer version: GET api/Config/GetBuildNumber (spec §7). */
export function useBuildNumber() {
  return useQuery({
    queryKey: ['config', 'build-number'],
    queryFn: () => secondaryApi.get<{ buildNumber: string }>('/api/Config/GetBuildNumber'),
    staleTime: Infinity,
    retry: 1,
  });
}

/** Header environment: GET api/Config/ConfigVariables (spec §7). */
export function useConfigVariables() {
  return useQuery({
    queryKey: ['config', 'variables'],
    queryFn: () => secondaryApi.get<{ environment: string; productionLike: boolean }>('/api/Config/ConfigVariables'),
    staleTime: Infinity,
    retry: 1,
  });
}
