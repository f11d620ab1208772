import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Option } from './company-codes.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/MedicalGroup/GetIpaRisks: Contract Type choices. */
export function useIpaRisks() {
  return useQuery({
    queryKey: ipaKeys.lookup('risks'),
    queryFn: ({ signal }) => api.get<Option[]>('/api/MedicalGroup/GetIpaRisks', { signal }),
    staleTime: 300_000,
  });
}
