import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignConfig,
  CampaignStatsRow,
  UpdateCampaignConfigInput,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_API } from '@portal/contracts/crm-my-queue/crm-constants';
import { api } from '../../../lib/api.ts';
import { CAMPAIGNS_KEY } from './campaigns-api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** GET /api/crm/myqueue/GetCampaignConfig */
export function useCampaignConfig() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'config'],
    queryFn: ({ signal }) => api.get<CampaignConfig>(`${CRM_API}/GetCampaignConfig`, { signal }),
  });
}

/** POST /api/crm/myqueue/UpdateCampaignConfig with the version read. */
export function useSaveCampaignConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCampaignConfigInput) =>
      api.post<CampaignConfig>(`${CRM_API}/UpdateCampaignConfig`, input),
    onSuccess: () => refreshAfterWrite(client, { queryKey: CAMPAIGNS_KEY }),
  });
}

/** GET /api/crm/myqueue/GetCampaignStats */
export function useCampaignStats() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'stats'],
    queryFn: ({ signal }) =>
      api.get<{ items: CampaignStatsRow[]; total: number }>(`${CRM_API}/GetCampaignStats`, { signal }),
  });
}

export const CAMPAIGN_STATS_EXPORT_URL = `${CRM_API}/CampaignStatsExcelExport`;
