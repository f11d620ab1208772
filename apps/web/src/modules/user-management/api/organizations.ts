import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Organization,
  OrganizationFormInput,
  OrganizationListQuery,
} from '@portal/contracts/user-management/organizations';
import { api } from '../../../lib/api.ts';
import { foundOptions } from '../../../ui/inputs/SearchSelect.tsx';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['user-management', 'organizations'] as const;

/** GET /api/usermanagement/organizations: by type and the start of name, reference id or Facets id. */
export function useOrganizations(query: OrganizationListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<{ items: Organization[]; total: number }>('/api/usermanagement/organizations', {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The parent organization picker: organizations whose name starts with the text (25 at most). */
export const useParentOrganizationOptions = (search: string) =>
  foundOptions(useOrganizations({ search: search || undefined, page: 1, pageSize: 25 }), (result) =>
    result.items.map((item) => ({ value: String(item.id), label: `${item.name} (${item.orgType})` })),
  );

export function useOrganization(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<Organization>(`/api/usermanagement/organizations/${id}`, { signal }),
    enabled: id !== null,
    gcTime: 0,
  });
}

export function useSaveOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; input: OrganizationFormInput; version?: number }) =>
      change.id === null
        ? api.post<Organization>('/api/usermanagement/organizations', change.input)
        : api.put<Organization>(`/api/usermanagement/organizations/${change.id}`, {
            ...change.input,
            version: change.version,
          }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['user-management'] }),
  });
}
