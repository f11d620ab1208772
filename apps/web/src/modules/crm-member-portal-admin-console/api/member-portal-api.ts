import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  PortalAccount,
  PortalAccountAction,
  PortalAccountList,
  PortalAccountStatus,
  PortalEventList,
  PortalEventType,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = 'crm-member-portal';

/** SearchMemberPortalAccounts (Login Accounts): by member id or e-mail, optionally one status; off until searched. */
export const usePortalAccountSearch = (
  query: { searchTerm: string; status?: PortalAccountStatus; $skip: number; $top: number } | null,
) =>
  useQuery({
    queryKey: [KEY, 'search', query],
    queryFn: ({ signal }) =>
      api.get<PortalAccountList>(`${CRM_API}/SearchMemberPortalAccounts`, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** GetMemberPortalAccountStatus (Admin Console): the member's accounts with their status. */
export const usePortalAccountStatus = (memberId: string | null) =>
  useQuery({
    queryKey: [KEY, 'status', memberId],
    queryFn: ({ signal }) =>
      api.get<PortalAccountList>(`${CRM_API}/GetMemberPortalAccountStatus`, { query: { memberId }, signal }),
    enabled: memberId !== null,
  });

function usePortalAction(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalAccountAction) => api.post<PortalAccount>(`${CRM_ODATA}/default.${name}`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}
export const useUnlockPortalAccount = () => usePortalAction('UnlockMemberPortalAccount');
export const useResendPortalVerification = () => usePortalAction('ResendMemberPortalVerification');

/**
 * The events: GetMemberPortalEventsById for one member (memberId or memberEmail), else GetMemberPortalAccountEvents for
 * every account (optionally one type).
 */
export const usePortalEvents = (query: {
  memberId?: string;
  memberEmail?: string;
  eventType?: PortalEventType;
  $skip: number;
  $top: number;
}) =>
  useQuery({
    queryKey: [KEY, 'events', query],
    queryFn: ({ signal }) =>
      query.memberId || query.memberEmail
        ? api.get<PortalEventList>(`${CRM_ODATA}/default.GetMemberPortalEventsById`, {
            query: { memberId: query.memberId, memberEmail: query.memberEmail, $skip: query.$skip, $top: query.$top },
            signal,
          })
        : api.get<PortalEventList>(`${CRM_ODATA}/default.GetMemberPortalAccountEvents`, {
            query: { eventType: query.eventType, $skip: query.$skip, $top: query.$top },
            signal,
          }),
    placeholderData: keepPreviousData,
  });
