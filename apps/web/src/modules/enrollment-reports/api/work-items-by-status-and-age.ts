import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatusAgeFilter, StatusAgeRow } from '@portal/contracts/enrollment-reports/reports';
import { api } from '../../../lib/api.ts';

export const STATUS_AGE_URL = '/api/MemberEnrollmentReports/WorkItemsByStatusAndAge';

/** POST /api/MemberEnrollmentReports/WorkItemsByStatusAndAge */
export function useWorkItemsByStatusAndAge(filter: StatusAgeFilter) {
  return useQuery({
    queryKey: ['enrollment-reports', 'status-age', filter],
    queryFn: ({ signal }) => api.post<{ items: StatusAgeRow[]; total: number }>(STATUS_AGE_URL, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
