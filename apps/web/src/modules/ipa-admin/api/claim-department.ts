import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/AdditionalContact/GetClaimDepartment: the claim department (code CLM) that new claim contacts belong to. */
export function useClaimDepartment(enabled: boolean) {
  return useQuery({
    queryKey: ipaKeys.lookup('claim-department'),
    queryFn: ({ signal }) =>
      api.get<{ id: number; text: string; code: string }>('/api/AdditionalContact/GetClaimDepartment', { signal }),
    enabled,
    staleTime: 300_000,
  });
}
