import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseCampaign } from '@portal/contracts/crm-admin-campaigns/case-campaign';
import type { CampaignOutreach, RecordCampaignOutcomeInput } from '@portal/contracts/crm-admin-campaigns/campaigns';
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
      api.post<CampaignOutreach>(crmApi('RecordCampaignOutcome'), body, { timeoutMs: PROGRESS_TIMEOUT_MS }),
    onSuccess: (saved) => {
      // The panel shows the outcome as saved (who by name, when, the new version) at once, from the answer; the CRM's
      // other reads (the case, the queue) are read again.
      if (saved.caseId !== null)
        client.setQueryData<CaseCampaign>([CRM_KEY, 'case-campaign', saved.caseId], (shown) =>
          shown
            ? {
                ...shown,
                outcome: saved.outcome,
                contactedBy: saved.contactedBy,
                contactedByName: saved.contactedByName,
                contactedDate: saved.contactedDate,
                version: saved.version,
              }
            : shown,
        );
      // Not awaited: the caller's toast runs at once.
      void client.invalidateQueries({ queryKey: [CRM_KEY] });
    },
  });
}
