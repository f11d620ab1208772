import { useQuery } from '@tanstack/react-query';
import type { MemberGridRow, MemberSearchResponse } from '@portal/contracts/platform/lookups/members';
import { api, secondaryApi } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { foundOptions } from '../inputs/SearchSelect.tsx';

/** Member search of the header box and the command palette: GET /odata/members?searchTerm= (spec §7 Lookups). */
export const MEMBER_SEARCH_MIN_LENGTH = 2;
export const MEMBER_SEARCH_TOP = 10;

export function searchMembers(searchTerm: string, signal?: AbortSignal): Promise<MemberSearchResponse> {
  return secondaryApi.get<MemberSearchResponse>('/odata/members', {
    query: { searchTerm, memberStatus: 'ALL', $top: MEMBER_SEARCH_TOP },
    signal,
  });
}

export function useMemberSearch(searchTerm: string, enabled = true) {
  const term = searchTerm.trim();
  return useQuery({
    queryKey: ['members', 'search', term],
    queryFn: ({ signal }) => searchMembers(term, signal),
    enabled: enabled && term.length >= MEMBER_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}

/** One member's summary for a member tab: GET /odata/members?memberIds=<id> (inactive members included). */
export function useMember(memberId: string) {
  return useQuery({
    queryKey: ['members', 'one', memberId],
    queryFn: async ({ signal }): Promise<MemberGridRow | null> => {
      const result = await api.get<MemberSearchResponse>('/odata/members', {
        query: { memberIds: memberId, memberStatus: 'ALL' },
        signal,
      });
      return result.items[0] ?? null;
    },
    staleTime: 60_000,
  });
}

export const memberOptionLabel = (
  member: Pick<MemberGridRow, 'fullName' | 'memberId' | 'dateOfBirth'>,
  formatDate: (value: string) => string,
) => `${member.fullName} (${member.memberId}), DOB ${formatDate(member.dateOfBirth)}`;

/** The member picker's options: members by id, MBI or name (10 at most), named with their date of birth. */
export const useMemberOptions = (searchTerm: string) =>
  foundOptions(useMemberSearch(searchTerm), (result) =>
    result.items.map((member) => ({ value: member.memberId, label: memberOptionLabel(member, formatDate) })),
  );
