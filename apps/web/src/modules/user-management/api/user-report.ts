import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserReportRow } from '@portal/contracts/user-management/user-report';
import { api, type Query } from '../../../lib/api.ts';

/** GET /api/userreport: users with groups, modules and last sign-in, a page at a time. */
export function useUserReport(query: Query) {
  return useQuery({
    queryKey: ['user-management', 'user-report', query],
    queryFn: ({ signal }) => api.get<{ items: UserReportRow[]; total: number }>('/api/userreport', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/filters/nonemptygroups: the groups that have members, for the group filter. */
export function useNonEmptyGroups() {
  return useQuery({
    queryKey: ['user-management', 'non-empty-groups'],
    queryFn: ({ signal }) =>
      api.get<{ items: { id: number; name: string; userCount: number }[] }>('/api/filters/nonemptygroups', { signal }),
  });
}
