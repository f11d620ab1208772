import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberAuditHistory } from '@portal/contracts/patient-360/advanced-search';
import { api } from '../../lib/api.ts';

/** A page of the member's audit history, newest first. */
export const useMemberAuditHistory = (memberId: string, page: { skip: number; take: number }) =>
  useQuery({
    queryKey: ['p360-member-audit-history', memberId, page.skip, page.take],
    queryFn: ({ signal }) =>
      api.get<MemberAuditHistory>('/api/memberaudithistory', {
        query: { memberId, skip: page.skip, take: page.take },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
