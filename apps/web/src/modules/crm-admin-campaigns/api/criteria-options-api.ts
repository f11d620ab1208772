import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@portal/contracts/platform/reference';
import type { CampaignCountyOption } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../../lib/api.ts';

const HOUR = 60 * 60 * 1000;

export interface Company {
  companyCode: string;
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

/** GET GetCampaignCountyOptions: the plan's active (service-area) counties, and saved ones no longer active. */
export const useCountyOptions = () =>
  useQuery({
    queryKey: ['crm-admin-campaigns', 'county-options'],
    queryFn: ({ signal }) =>
      api.get<{ items: CampaignCountyOption[] }>(`${CRM_API}/GetCampaignCountyOptions`, { signal }),
  });

/** GET GetCampaignTagOptions: the member tags members carry (names only). */
export const useTagOptions = () =>
  useQuery({
    queryKey: ['crm-admin-campaigns', 'tag-options'],
    queryFn: ({ signal }) => api.get<{ items: string[] }>(`${CRM_API}/GetCampaignTagOptions`, { signal }),
    staleTime: HOUR,
  });
