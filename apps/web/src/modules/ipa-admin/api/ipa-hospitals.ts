import { useQuery } from '@tanstack/react-query';
import type { IpaHospitalDto } from '@portal/contracts/ipa-admin/hospitals';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaHospital/GetIpaHospitals?ipa={ipaCode} */
export function useIpaHospitals(ipaCode: string) {
  return useQuery({
    queryKey: ipaKeys.lookup('hospitals', ipaCode),
    queryFn: ({ signal }) =>
      api.get<IpaHospitalDto[]>('/api/IpaHospital/GetIpaHospitals', { query: { ipa: ipaCode }, signal }),
  });
}
