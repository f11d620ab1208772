import { useQuery } from '@tanstack/react-query';
import type { ipaContractOptionSchema } from '@portal/contracts/ipa-admin/ipa';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

export type IpaContractOption = z.infer<typeof ipaContractOptionSchema>;

/** GET /api/MedicalGroup/GetAllIpaContracts: the Contract Name dropdown. */
export function useIpaContracts() {
  return useQuery({
    queryKey: ipaKeys.lookup('contracts'),
    queryFn: ({ signal }) => api.get<IpaContractOption[]>('/api/MedicalGroup/GetAllIpaContracts', { signal }),
    staleTime: 300_000,
  });
}
