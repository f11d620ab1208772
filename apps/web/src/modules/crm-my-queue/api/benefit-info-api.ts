import { useQuery } from '@tanstack/react-query';
import type { CrmBenefitInfo } from '@portal/contracts/crm-admin-text-replace/crm-config';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmApi } from './crm-client.ts';

/**
 * GetCrmBenefitInfo: the benefit topics agents give callers (kept in CRM Admin > Text Replace). Same key as the admin
 * screen's, so a save there is seen here at once.
 */
export const useCrmBenefitInfo = () =>
  useQuery({
    queryKey: [CRM_KEY, 'crm-benefit-info'],
    queryFn: ({ signal }) => api.get<CrmBenefitInfo>(crmApi('GetCrmBenefitInfo'), { signal }),
    staleTime: 60_000,
  });
