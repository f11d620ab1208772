import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  BenefitConfig,
  BenefitsMaster,
  BenefitType,
  UpsertBenefitConfig,
} from '@portal/contracts/patient-360/supplemental-benefits';
import type { IncentiveNameValidation } from '@portal/contracts/crm-admin-benefits/incentive-names';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['crm-admin-benefits'] as const;

export interface MasterQuery {
  search: string;
  type: BenefitType | null;
  page: number;
  pageSize: number;
}

/** GET GetSupplementalBenefitsMaster: the catalogue by code, name and type, one page. */
export function useBenefitsMaster(query: MasterQuery) {
  return useQuery({
    queryKey: [...KEY, 'master', query],
    queryFn: ({ signal }) =>
      api.get<BenefitsMaster>(`${CRM_API}/GetSupplementalBenefitsMaster`, {
        query: {
          search: query.search || undefined,
          type: query.type ?? undefined,
          page: query.page,
          pageSize: query.pageSize,
          sortBy: 'code',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface ConfigKey {
  code: string;
  year: number;
  type: BenefitType;
}

/** GET GetSupplementalBenefitConfig (code, year, type): the config, or none while no key is given. */
export function useBenefitConfig(key: ConfigKey | null) {
  return useQuery({
    queryKey: [...KEY, 'config', key],
    enabled: key !== null,
    queryFn: ({ signal }) =>
      api.get<BenefitConfig>(`${CRM_ODATA}/default.GetSupplementalBenefitConfig`, {
        query: key ? { code: key.code, year: key.year, type: key.type } : {},
        signal,
      }),
    retry: false,
  });
}

/** POST UpsertSupplementalBenefitConfig: the display text as read and the incentive names, at the version read. */
export function useSaveBenefitConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpsertBenefitConfig) =>
      api.post<BenefitConfig>(`${CRM_ODATA}/default.UpsertSupplementalBenefitConfig`, change),
    onSuccess: () => refreshAfterWrite(client, { queryKey: KEY }),
  });
}

/** POST validateIncentiveName: whether a name may be given to the benefit (rule, and no other benefit of the year). */
export const validateIncentiveName = (input: { incentiveName: string; code?: string; year?: number }) =>
  api.post<IncentiveNameValidation>(`${CRM_ODATA}/default.validateIncentiveName`, input);

/** GET GetSupplementalBenefitValidationErrorsMap (memberId, incentiveNames): why each cannot be awarded, or null. */
export function useValidationErrorsMap(request: { memberId: string; incentiveNames: string[] } | null) {
  return useQuery({
    queryKey: [...KEY, 'errors-map', request],
    enabled: request !== null,
    queryFn: ({ signal }) =>
      api.get<Record<string, string | null>>(`${CRM_ODATA}/default.GetSupplementalBenefitValidationErrorsMap`, {
        query: request ? { memberId: request.memberId, incentiveNames: request.incentiveNames } : {},
        signal,
      }),
    retry: false,
  });
}
