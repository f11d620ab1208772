import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequeueItem } from '@portal/contracts/enrollment/automation';
import type { FailedEnrollmentPage, RequeueResult } from '@portal/contracts/web-enrollment/automation-monitor';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const KEY = ['web-enrollment', 'failed-enrollments'] as const;

/** GET /api/MemberEnrollment/LoadFailedEnrollments?getLogsFor=1|2 (5 a page). */
export function useFailedEnrollments(query: { getLogsFor: 1 | 2; skip: number; take: number }) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) =>
      api.get<FailedEnrollmentPage>('/api/MemberEnrollment/LoadFailedEnrollments', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/MemberEnrollment/ResendEnrollmentToServiceBusQueue; the list is reloaded afterwards (shell spec §4, §7). */
export function useRequeueEnrollments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: RequeueItem[]) =>
      api.post<RequeueResult>('/api/MemberEnrollment/ResendEnrollmentToServiceBusQueue', items),
    onSettled: () => refreshAfterWrite(client, { queryKey: KEY }),
  });
}
