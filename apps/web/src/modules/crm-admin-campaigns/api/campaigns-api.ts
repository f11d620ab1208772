import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Campaign,
  CampaignCriteriaInput,
  CreateCampaignInput,
  UpdateCampaignInput,
} from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { LookupRow, ODataAnswer } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

export const CAMPAIGNS_KEY = ['crm-admin-campaigns'] as const;

/** How often the list is read again while a campaign is active: its outreach job creates cases in the background. */
export const CAMPAIGN_LIST_POLL_MS = 5_000;

/** Every live campaign; while one is active the list is read again, so Outreach Created counts up as its job runs. */
export function useCampaigns() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'list'],
    queryFn: ({ signal }) =>
      api.get<ODataAnswer<Campaign>>(`${CRM_ODATA}/campaigns`, {
        query: { $orderby: 'name asc', $top: 1000 },
        signal,
      }),
    refetchInterval: (query) => campaignListPoll(query.state.data),
  });
}

/** The list's next read: in CAMPAIGN_LIST_POLL_MS while a campaign is active, none while none is. */
export const campaignListPoll = (answer: ODataAnswer<Campaign> | undefined): number | false =>
  answer?.value.some((campaign) => campaign.isActive) ? CAMPAIGN_LIST_POLL_MS : false;

/** GET /odata/crm/myqueue/default.GetMemberCount?id= */
export function useMemberCount(id: number) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'member-count', id],
    queryFn: ({ signal }) =>
      api.get<{ id: number; memberCount: number }>(`${CRM_ODATA}/default.GetMemberCount`, { query: { id }, signal }),
  });
}

/** POST /odata/crm/myqueue/default.GetMemberCountByCriteria: the dialog's preview of unsaved criteria. */
export function useMemberCountPreview(criteria: CampaignCriteriaInput | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'preview', criteria],
    queryFn: ({ signal }) =>
      api.post<{ memberCount: number }>(`${CRM_ODATA}/default.GetMemberCountByCriteria`, { criteria }, { signal }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /odata/crm/myqueue/queues: the queues outreach can go to. */
export function useQueueOptions() {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'queues'],
    queryFn: ({ signal }) => api.get<ODataAnswer<LookupRow>>(`${CRM_ODATA}/queues`, { query: { $top: 1000 }, signal }),
    select: (answer) => answer.value.map((row) => ({ value: String(row.Value), label: row.Text })),
  });
}

/** POST createCampaign or updateCampaign (with the version read). */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; version: number; input: CreateCampaignInput }) =>
      change.id === null
        ? api.post<Campaign>(`${CRM_ODATA}/default.createCampaign`, change.input)
        : api.post<Campaign>(`${CRM_ODATA}/default.updateCampaign`, {
            ...change.input,
            id: change.id,
            version: change.version,
          } satisfies UpdateCampaignInput),
    onSuccess: () => refreshAfterWrite(client, { queryKey: CAMPAIGNS_KEY }),
  });
}

/** POST SwitchIsActiveCampaign {id} with the version read. */
export function useSwitchCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaign: Pick<Campaign, 'id' | 'version'>) =>
      api.post<Campaign>(`${CRM_ODATA}/default.SwitchIsActiveCampaign`, {
        id: campaign.id,
        version: campaign.version,
      }),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** POST deleteCampaign {id} with the version read. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaign: Pick<Campaign, 'id' | 'version'>) =>
      api.post<{ id: number }>(`${CRM_ODATA}/default.deleteCampaign`, { id: campaign.id, version: campaign.version }),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
