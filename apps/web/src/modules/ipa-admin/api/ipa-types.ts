import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Option } from './company-codes.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/MedicalGroup/GetIpaTypes */
export function useIpaTypes() {
  return useQuery({
    queryKey: ipaKeys.lookup('types'),
    queryFn: ({ signal }) => api.get<Option[]>('/api/MedicalGroup/GetIpaTypes', { signal }),
    staleTime: 300_000,
  });
}
