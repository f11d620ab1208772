import { useQuery } from '@tanstack/react-query';
import type { CountyRefDto } from '@portal/contracts/ipa-admin/county-mappings';
import { api } from '../../../lib/api.ts';
import { ipaKeys } from './keys.ts';
import { yearInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** GET /api/IpaCountyMapping/GetOperatingCounties: counties of the company (AHP's for CCHP, spec §5). */
export function useOperatingCounties(ipaCode: string, companyCode: string | null) {
  return useQuery({
    queryKey: ipaKeys.lookup('operating-counties', companyCode),
    queryFn: ({ signal }) =>
      api.get<CountyRefDto[]>('/api/IpaCountyMapping/GetOperatingCounties', {
        query: { IpaCode: ipaCode, companyCode, planYear: yearInLosAngeles() },
        signal,
      }),
    enabled: Boolean(companyCode),
    staleTime: 300_000,
  });
}
