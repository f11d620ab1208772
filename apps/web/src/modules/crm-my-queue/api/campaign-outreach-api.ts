import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import type { RecordCampaignOutcomeInput } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { PROGRESS_TIMEOUT_MS, api } from '../../../lib/api.ts';
import { CRM_KEY, crmApi } from './crm-client.ts';

/** GetCaseCampaign?caseId=: the campaign of an outreach case (name, script, outcomes, the outcome recorded). */
export const useCaseCampaign = (caseId: number, enabled: boolean) =>
  useQuery({
    queryKey: [CRM_KEY, 'case-campaign', caseId],
    queryFn: ({ signal }) => api.get<CaseCampaign>(crmApi('GetCaseCampaign'), { query: { caseId }, signal }),
    enabled,
    retry: false,
  });

/** RecordCampaignOutcome {campaignId, memberId, outcome, version}: records or changes the member's outcome of the campaign. */
export function useRecordCampaignOutcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordCampaignOutcomeInput) =>
      api.post<unknown>(crmApi('RecordCampaignOutcome'), body, { timeoutMs: PROGRESS_TIMEOUT_MS }),
    // Not awaited: the caller's toast runs at once; the panel then reads the outcome recorded.
    onSuccess: () => void client.invalidateQueries({ queryKey: [CRM_KEY] }),
  });
}
