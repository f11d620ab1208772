import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserInput,
  UpdateUserInput,
  UserDetail,
  UserListQuery,
  UserRow,
} from '@portal/contracts/user-management/users';
import type { Option } from '@portal/contracts/user-management/paging';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['user-management', 'users'] as const;

/** GET /api/usermanagement/users: one page of users by search text and status. */
export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<{ items: UserRow[]; total: number }>('/api/usermanagement/users', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/usermanagement/users/:id: the user form's data with the version it is saved against. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<UserDetail>(`/api/usermanagement/users/${id}`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** Groups and domains for the user form, and whether this server runs the built-in sign-in provider. */
export function useUserFormOptions() {
  const options = useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) =>
      api.get<{ groups: Option[]; domains: Option[] }>('/api/usermanagement/useroptions', { signal }),
  });
  const settings = useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => api.get<{ builtInIdentityProvider: boolean }>('/api/usermanagement/settings', { signal }),
    staleTime: Infinity,
  });
  return { options, settings };
}

/**
 * The user's organization picker: organizations by name prefix (20,000 IPAs are searched on the server), with the one
 * picked included to name it.
 */
export const useOrganizationOptions = (search: string, picked: string | null) =>
  foundOptions(
    useQuery({
      queryKey: [...KEY, 'organization-options', search, picked],
      queryFn: ({ signal }) =>
        api.get<{ items: Option[] }>('/api/usermanagement/organizationoptions', {
          query: { search, includeId: picked },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
    (result: { items: Option[] }) => result.items.map((option) => ({ value: String(option.id), label: option.name })),
  );

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: 'create'; input: CreateUserInput } | { kind: 'update'; id: number; input: UpdateUserInput },
    ) =>
      change.kind === 'create'
        ? api.post<UserDetail>('/api/usermanagement/users', change.input)
        : api.put<UserDetail>(`/api/usermanagement/users/${change.id}`, change.input),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['user-management'] }),
  });
}

export function useDeactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.post<UserDetail>(`/api/usermanagement/users/${id}/deactivate`, { version }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['user-management'] }),
  });
}
