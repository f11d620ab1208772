import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type {
  MemberEscalation,
  MemberEscalationList,
  ResolveMemberEscalationInput,
  UpdateMemberEscalationInput,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { odataQueryString, type LookupRow } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { MEMBER_ESCALATION_KEY } from '../../../ui/member/member-escalation-api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = MEMBER_ESCALATION_KEY;

/** GetMemberEscalations: one page, filtered with OData's $filter, newest raised first. */
export const useMemberEscalations = (query: { $filter?: string; $skip: number; $top: number }) =>
  useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => api.get<MemberEscalationList>(`${CRM_API}/GetMemberEscalations`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One escalation as saved now (GetMemberEscalations by its id), null when there is none. */
export async function readMemberEscalation(id: number): Promise<MemberEscalation | null> {
  const found = await api.get<MemberEscalationList>(`${CRM_API}/GetMemberEscalations`, {
    query: { $filter: `id eq ${id}`, $skip: 0, $top: 1 },
  });
  return found.items[0] ?? null;
}

/** The CRM's users an escalation can be assigned to (the CRM's case owners lookup). */
export const useCrmUsers = () =>
  useQuery({
    queryKey: [KEY, 'users'],
    queryFn: ({ signal }) =>
      api.get<{ value: LookupRow[] }>(
        `${CRM_ODATA}/caseowners?${odataQueryString({ orderBy: 'Text asc', top: 1000 })}`,
        {
          signal,
        },
      ),
    staleTime: 300_000,
  });

/**
 * A CRM user as the CRM's screens name them: by name (the case owners lookup), by username while the lookup is read or
 * when no user has it.
 */
export function useCrmUserName(): (username: string | null) => string {
  const users = useCrmUsers();
  return (username) =>
    username === null ? '' : (users.data?.value.find((row) => row.Value === username)?.Text ?? username);
}

function useEscalationAction<TBody>(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<MemberEscalation>(`${CRM_ODATA}/default.${name}`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [KEY] }),
  });
}

export const useUpdateMemberEscalation = () =>
  useEscalationAction<UpdateMemberEscalationInput>('UpdateMemberEscalation');
export const useResolveMemberEscalation = () =>
  useEscalationAction<ResolveMemberEscalationInput>('ResolveMemberEscalation');
