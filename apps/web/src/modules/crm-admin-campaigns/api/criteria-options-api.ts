import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@portal/contracts/platform/reference';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../../lib/api.ts';

const HOUR = 60 * 60 * 1000;

export interface Company {
  companyCode: string;
  name: string;
  stateCode: string;
}
export interface County {
  fips: string;
  name: string;
  stateCode: string;
}

/** GET /api/reference/plans?year=: the plans (contract and PBP) of the plan year. */
export const usePlanOptions = (year: number) =>
  useQuery({
    queryKey: ['reference', 'plans', year],
    queryFn: ({ signal }) => api.get<{ items: Plan[] }>(`/api/reference/plans?year=${year}`, { signal }),
    staleTime: HOUR,
  });

/** GET /api/reference/companies: the plan's health plans and the state each serves. */
export const useCompanyOptions = () =>
  useQuery({
    queryKey: ['reference', 'companies'],
    queryFn: ({ signal }) => api.get<{ items: Company[] }>('/api/reference/companies', { signal }),
    staleTime: HOUR,
  });

/** GET /api/reference/counties: every county with its FIPS code and state. */
export const useCountyOptions = () =>
  useQuery({
    queryKey: ['reference', 'counties', 'all'],
    queryFn: ({ signal }) => api.get<{ items: County[] }>('/api/reference/counties', { signal }),
    staleTime: HOUR,
  });

/** GET GetCampaignTagOptions: the member tags members carry (names only). */
export const useTagOptions = () =>
  useQuery({
    queryKey: ['crm-admin-campaigns', 'tag-options'],
    queryFn: ({ signal }) => api.get<{ items: string[] }>(`${CRM_API}/GetCampaignTagOptions`, { signal }),
    staleTime: HOUR,
  });
