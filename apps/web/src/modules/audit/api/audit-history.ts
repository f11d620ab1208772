import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditSearch, AuditSearchResult } from '@portal/contracts/audit/audit-history';
import { api } from '../../../lib/api.ts';
import { foundOptions, type SearchOption } from '../../../ui/inputs/SearchSelect.tsx';

const KEY = ['audit', 'history'] as const;

/** POST /api/audithistory/search: one page of audit events, newest first. */
export function useAuditSearch(search: AuditSearch | null) {
  return useQuery({
    queryKey: [...KEY, 'search', search],
    queryFn: ({ signal }) => api.post<AuditSearchResult>('/api/audithistory/search', search, { signal }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audithistory/eventtypes */
export function useAuditEventTypes() {
  return useQuery({
    queryKey: [...KEY, 'event-types'],
    queryFn: ({ signal }) => api.get<{ items: string[] }>('/api/audithistory/eventtypes', { signal }),
  });
}

/** GET /api/audithistory/users: up to 100 users (spec §9 "User filter top 100") by the start of username, name or email. */
export const useAuditUserOptions = (search: string) =>
  foundOptions(
    useQuery({
      queryKey: [...KEY, 'users', search],
      queryFn: ({ signal }) =>
        api.get<{ items: SearchOption[] }>('/api/audithistory/users', { query: { search }, signal }),
      placeholderData: keepPreviousData,
    }),
    (result: { items: SearchOption[] }) => result.items,
  );
