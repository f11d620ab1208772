import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AuditFeatureCount,
  AuditHistoryPage,
  AuditHistoryQuery,
  AuditUserOption,
} from '@portal/contracts/web-enrollment/audit-history';
import { api } from '../../../lib/api.ts';

const KEY = ['web-enrollment', 'audit-history'] as const;

/** POST /api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory */
export function useEnrollmentAuditHistory(query: AuditHistoryQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'rows', query],
    queryFn: ({ signal }) =>
      api.post<AuditHistoryPage>('/api/MemberEnrollment/GetMemberEnrollmentProcessingAuditHistory', query, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount: the Paper / Web Enrollment tiles. */
export function useEnrollmentAuditFeatureCount(query: Pick<AuditHistoryQuery, 'start' | 'end' | 'groupUsers'> | null) {
  return useQuery({
    queryKey: [...KEY, 'counts', query],
    queryFn: ({ signal }) =>
      api.post<AuditFeatureCount>('/api/MemberEnrollment/GetMemberEnrollmentAuditHistoryFeatureCount', query, {
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/MemberEnrollment/GetAuditHistoryUsers: the 'User ID / Email' options. */
export function useEnrollmentAuditUsers() {
  return useQuery({
    queryKey: [...KEY, 'users'],
    queryFn: ({ signal }) =>
      api.get<{ items: AuditUserOption[]; total: number }>('/api/MemberEnrollment/GetAuditHistoryUsers', { signal }),
    staleTime: 5 * 60_000,
  });
}
