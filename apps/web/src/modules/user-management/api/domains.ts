import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Domain,
  DomainAdmin,
  DomainFormInput,
  DomainOrganization,
} from '@portal/contracts/user-management/domains';
import type { ListQuery } from '@portal/contracts/user-management/paging';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['user-management', 'domains'] as const;

/** GET /api/usermanagement/domains */
export function useDomains(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      api.get<{ items: Domain[]; total: number }>('/api/usermanagement/domains', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; input: DomainFormInput; version?: number }) =>
      change.id === null
        ? api.post<Domain>('/api/usermanagement/domains', change.input)
        : api.put<Domain>(`/api/usermanagement/domains/${change.id}`, { ...change.input, version: change.version }),
    onSuccess: () => refreshAfterWrite(client, { queryKey: ['user-management'] }),
  });
}

/** GET /api/domains/:id/admins: the domain's active administrators (nothing is read while no domain is open). */
export function useDomainAdmins(id: number | null) {
  return useQuery({
    queryKey: [...KEY, id, 'admins'],
    queryFn: ({ signal }) => api.get<{ items: DomainAdmin[]; total: number }>(`/api/domains/${id}/admins`, { signal }),
    enabled: id !== null,
  });
}

/** GET /api/domains/:id/organizations: the organizations of the domain's users, with how many of them each has. */
export function useDomainOrganizations(id: number | null) {
  return useQuery({
    queryKey: [...KEY, id, 'organizations'],
    queryFn: ({ signal }) =>
      api.get<{ items: DomainOrganization[]; total: number }>(`/api/domains/${id}/organizations`, { signal }),
    enabled: id !== null,
  });
}
