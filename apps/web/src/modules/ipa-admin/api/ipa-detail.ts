import { useQuery } from '@tanstack/react-query';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/MedicalGroup/GetDetailByIpaId?ipaId={id} */
export function useIpaDetail(ipaId: number) {
  return useQuery({
    queryKey: ipaKeys.ipa(ipaId),
    queryFn: ({ signal }) => api.get<IpaDto>('/api/MedicalGroup/GetDetailByIpaId', { query: { ipaId }, signal }),
  });
}
