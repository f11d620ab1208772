import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductivityFilter, ProductivityRow } from '@portal/contracts/enrollment-reports/reports';
import { api } from '../../../lib/api.ts';

export const PRODUCTIVITY_URL = '/api/MemberEnrollmentReports/ProcessorProductivity';

/** POST /api/MemberEnrollmentReports/ProcessorProductivity */
export function useProcessorProductivity(filter: ProductivityFilter) {
  return useQuery({
    queryKey: ['enrollment-reports', 'productivity', filter],
    queryFn: ({ signal }) =>
      api.post<{ items: ProductivityRow[]; total: number }>(PRODUCTIVITY_URL, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/MemberEnrollmentLookup/FetchEnrollmentReviewers: the processors to choose from. */
export function useEnrollmentProcessors() {
  return useQuery({
    queryKey: ['enrollment-reports', 'processors'],
    queryFn: ({ signal }) =>
      api.get<{ items: { userId: number; name: string; username: string }[]; total: number }>(
        '/api/MemberEnrollmentLookup/FetchEnrollmentReviewers',
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
