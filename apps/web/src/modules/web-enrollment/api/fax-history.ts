import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LookupDescriptionList, LookupPartition } from '@portal/contracts/enrollment-admin/lookups';
import type { FaxHistoryPage, FaxHistoryQuery } from '@portal/contracts/web-enrollment/fax-history';
import { api } from '../../../lib/api.ts';

/** POST /api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory (15 a page). */
export function useFaxHistory(query: FaxHistoryQuery | null) {
  return useQuery({
    queryKey: ['web-enrollment', 'fax-history', query],
    queryFn: ({ signal }) =>
      api.post<FaxHistoryPage>('/api/MemberEnrollment/GetMemberEnrollmentProcessingFaxHistory', query, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/MemberEnrollmentConfiguration/GetDescriptionsByPartition: the status option lists. */
export function usePartitionDescriptions(partitionName: LookupPartition) {
  return useQuery({
    queryKey: ['web-enrollment', 'descriptions', partitionName],
    queryFn: ({ signal }) =>
      api.get<LookupDescriptionList>('/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition', {
        query: { partitionName },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
