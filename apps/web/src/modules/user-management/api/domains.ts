import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain, DomainFormInput } from '@portal/contracts/user-management/domains';
import type { ListQuery } from '@portal/contracts/user-management/paging';
import { api } from '../../../lib/api.ts';

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
    onSuccess: () => client.invalidateQueries({ queryKey: ['user-management'] }),
  });
}
