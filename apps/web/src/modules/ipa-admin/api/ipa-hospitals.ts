import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IpaHospitalDto, IpaHospitalSort } from '@portal/contracts/ipa-admin/hospitals';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/**
 * GET /api/IpaHospital/GetIpaHospitals?ipa={ipaCode}&sortBy=&sortDir=: an IPA's hospitals (a handful), in the order
 * the server sorts them (an open-ended term is the latest); the grid pages them. The rows stay while a new order loads.
 */
export function useIpaHospitals(ipaCode: string, sortBy: IpaHospitalSort, sortDir: 'asc' | 'desc') {
  return useQuery({
    queryKey: ipaKeys.lookup('hospitals', ipaCode, sortBy, sortDir),
    queryFn: ({ signal }) =>
      api.get<IpaHospitalDto[]>('/api/IpaHospital/GetIpaHospitals', {
        query: { ipa: ipaCode, sortBy, sortDir },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
