import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

export interface Option {
  value: string;
  text: string;
}

/** GET /api/MedicalGroup/GetCompanyCodes */
export function useCompanyCodes() {
  return useQuery({
    queryKey: ipaKeys.lookup('companies'),
    queryFn: ({ signal }) => api.get<Option[]>('/api/MedicalGroup/GetCompanyCodes', { signal }),
    staleTime: 300_000,
  });
}
