import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SearchEnrollmentsQuery,
  StatusCount,
  WorklistPage,
  EnrollmentRep,
  ReassignEnrollmentInput,
} from '@portal/contracts/enrollment/worklist';
import { api, type Query } from '../../../lib/api.ts';
import { enrollmentKeys } from './keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** GET /api/MemberEnrollment/SearchEnrollments */
export function useWorklist(filter: SearchEnrollmentsQuery, enabled = true) {
  return useQuery({
    queryKey: enrollmentKeys.worklist(filter),
    queryFn: ({ signal }) =>
      api.get<WorklistPage>('/api/MemberEnrollment/SearchEnrollments', { query: filter as Query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/MemberEnrollmentStatistic/GetWorklistStatusCount */
export function useStatusTiles(filter: SearchEnrollmentsQuery) {
  return useQuery({
    queryKey: enrollmentKeys.tiles(filter),
    queryFn: ({ signal }) =>
      api.get<{ items: StatusCount[] }>('/api/MemberEnrollmentStatistic/GetWorklistStatusCount', {
        query: filter as Query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/MemberEnrollmentLookup/FetchEnrollmentReviewers: who work can be assigned to. */
export function useEnrollmentReps() {
  return useQuery({
    queryKey: ['enrollment', 'reps'],
    queryFn: () => api.get<{ items: EnrollmentRep[] }>('/api/MemberEnrollmentLookup/FetchEnrollmentReviewers'),
    staleTime: 300_000,
  });
}

/** GET /api/MemberEnrollmentLookup/CheckIsEnrollmentProcessorManager */
export function useIsProcessorManager() {
  return useQuery({
    queryKey: ['enrollment', 'is-manager'],
    queryFn: () => api.get<boolean>('/api/MemberEnrollmentLookup/CheckIsEnrollmentProcessorManager'),
    staleTime: 300_000,
  });
}

/** GET /api/MemberEnrollmentLookup/CheckIsEnrollmentApplicationViewer */
export function useIsApplicationViewer() {
  return useQuery({
    queryKey: ['enrollment', 'is-viewer'],
    queryFn: () => api.get<boolean>('/api/MemberEnrollmentLookup/CheckIsEnrollmentApplicationViewer'),
    staleTime: 300_000,
  });
}

/** PUT /api/MemberEnrollment/ReassignEnrollment */
export function useReassign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignEnrollmentInput) =>
      api.put<{ reassigned: number }>('/api/MemberEnrollment/ReassignEnrollment', input),
    onSuccess: () => refreshAfterWrite(client, { queryKey: enrollmentKeys.all }),
  });
}
