import { useQuery } from '@tanstack/react-query';
import type { InboundMemberList } from '@portal/contracts/crm-my-queue/member-workspace';
import type { Interaction } from '@portal/contracts/crm-my-queue/interactions';
import type { MemberGridRow, MemberSearchResponse } from '@portal/contracts/platform/lookups/members';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmFunction } from './crm-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';

/** searchmembers?searchterm=: a name or member id (2 characters at least), 10 at a time. */
const useCrmMemberSearch = (searchterm: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'searchmembers', searchterm],
    queryFn: ({ signal }) =>
      api.get<InboundMemberList>(crmFunction('searchmembers'), { query: { searchterm, $top: 10 }, signal }),
    enabled: searchterm.trim().length >= 2,
    staleTime: 30_000,
  });

/** The member finder's options: members by name or member id (10 at most), named with their date of birth. */
export const useCrmMemberOptions = (searchterm: string) =>
  foundOptions(useCrmMemberSearch(searchterm), (result) =>
    result.items.map((member) => ({
      value: member.memberId,
      label: `${member.fullName} (${member.memberId}), DOB ${formatDate(member.dateOfBirth)}`,
    })),
  );

/** The member's summary row (the shared member lookup), for the workspace's forms (plan, address). */
export const useMemberRow = (memberId: string | null) =>
  useQuery({
    queryKey: ['members', 'one', memberId],
    queryFn: async ({ signal }): Promise<MemberGridRow | null> => {
      const result = await api.get<MemberSearchResponse>('/odata/members', {
        query: { memberIds: memberId, memberStatus: 'ALL' },
        signal,
      });
      return result.items[0] ?? null;
    },
    enabled: memberId !== null,
    staleTime: 60_000,
  });

/** GetInteraction?id=: one interaction (an item of the workspace route). */
export const useInteraction = (id: number | null) =>
  useQuery({
    queryKey: [CRM_KEY, 'interaction', id],
    queryFn: ({ signal }) => api.get<Interaction>(crmFunction('GetInteraction'), { query: { id }, signal }),
    enabled: id !== null,
  });
