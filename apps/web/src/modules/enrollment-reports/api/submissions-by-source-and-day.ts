import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubmissionsFilter, SubmissionsRow } from '@portal/contracts/enrollment-reports/reports';
import { api } from '../../../lib/api.ts';

export const SUBMISSIONS_URL = '/api/MemberEnrollmentReports/SubmissionsBySourceAndDay';

/** POST /api/MemberEnrollmentReports/SubmissionsBySourceAndDay */
export function useSubmissionsBySourceAndDay(filter: SubmissionsFilter) {
  return useQuery({
    queryKey: ['enrollment-reports', 'submissions', filter],
    queryFn: ({ signal }) => api.post<{ items: SubmissionsRow[]; total: number }>(SUBMISSIONS_URL, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
