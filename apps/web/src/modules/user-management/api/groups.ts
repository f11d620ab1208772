import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupDetail, GroupFormInput, GroupRow, UpdateGroupInput } from '@portal/contracts/user-management/groups';
import type { ListQuery } from '@portal/contracts/user-management/paging';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['user-management', 'groups'] as const;

export interface GroupMember {
  id: number;
  username: string;
  name: string;
}

/** GET /api/usermanagement/groups */
export function useGroups(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<{ items: GroupRow[]; total: number }>('/api/usermanagement/groups', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/usermanagement/groups/:id: members and module grants with the version. */
export function useGroup(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<GroupDetail>(`/api/usermanagement/groups/${id}`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** Active users by the start of username or name, for the member picker. */
/** How the group form names a member. */
export const groupMemberOption = (member: GroupMember) => ({
  value: String(member.id),
  label: `${member.name} (${member.username})`,
});

/** The members picker: active users whose username or name starts with the text. */
export const useGroupMemberOptions = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: [...KEY, 'member-options', search],
      queryFn: ({ signal }) =>
        api.get<{ items: GroupMember[] }>('/api/usermanagement/groupmemberoptions', { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: { items: GroupMember[] }) => result.items.map(groupMemberOption),
  );

export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: 'create'; input: GroupFormInput } | { kind: 'update'; id: number; input: UpdateGroupInput },
    ) =>
      change.kind === 'create'
        ? api.post<GroupDetail>('/api/usermanagement/groups', change.input)
        : api.put<GroupDetail>(`/api/usermanagement/groups/${change.id}`, change.input),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['user-management'] }),
  });
}
