import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountyMappingDto } from '@portal/contracts/ipa-admin/county-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';

/** GET /api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode={c}&companyCode=N/A&top=10&skip=0 (spec §7, §9). */
export function useCountyMappings(ipaCode: string, page: number) {
  return useQuery({
    queryKey: [...ipaKeys.counties(ipaCode), page],
    queryFn: ({ signal }) =>
      api.get<{ items: CountyMappingDto[]; total: number }>('/api/IpaCountyMapping/GetListOfIpaCountyMappings', {
        query: { ipaCode, companyCode: 'N/A', top: 10, skip: (page - 1) * 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
