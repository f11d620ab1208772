import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentDetail, SubmitResult, WorkItemLock } from '@portal/contracts/enrollment/enrollment-detail';
import type { EnrollmentForm } from '@portal/contracts/enrollment/enrollment-form';
import type { DuplicateRow } from '@portal/contracts/enrollment/verification';
import type { PcpAssignmentResult } from '@portal/contracts/enrollment/pcp';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { api } from '../../../lib/api.ts';
import { enrollmentKeys } from './keys.ts';

/** GET /api/MemberEnrollment/GetMemberEnrollmentDetailsById (opens the item: takes the lock when free). */
export function useWorkItem(id: number | null) {
  return useQuery({
    queryKey: enrollmentKeys.detail(id ?? 0),
    queryFn: () =>
      api.get<EnrollmentDetail>('/api/MemberEnrollment/GetMemberEnrollmentDetailsById', { query: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/**
 * POST /api/MemberEnrollment/CloseEnrollment as the page goes (tab or browser closed, another site): a keepalive call,
 * with the bearer token, that the browser still delivers after the page's scripts have stopped.
 */
export const closeWorkItemAsPageGoes = (id: number) =>
  api.post<{ ok: true }>('/api/MemberEnrollment/CloseEnrollment', { id }, { keepalive: true });

/** The mutations of an open work item; each one answers with the new detail (or a result) and refreshes it. */
export function useWorkItemActions(id: number) {
  const client = useQueryClient();
  const store = (detail: EnrollmentDetail) => {
    client.setQueryData(enrollmentKeys.detail(id), detail);
    void client.invalidateQueries({ queryKey: ['enrollment', 'worklist'] });
    void client.invalidateQueries({ queryKey: ['enrollment', 'tiles'] });
    void client.invalidateQueries({ queryKey: ['enrollment', 'history'] });
  };
  const refresh = () => client.invalidateQueries({ queryKey: enrollmentKeys.all });
  return {
    save: useMutation({
      mutationFn: (input: { version: number; form: EnrollmentForm }) =>
        api.put<EnrollmentDetail>('/api/MemberEnrollment/SaveMemberEnrollment', { id, ...input }),
      onSuccess: store,
    }),
    verify: useMutation({
      mutationFn: (version: number) => api.put<EnrollmentDetail>('/api/MemberEnrollment/VerifyMember', { id, version }),
      onSuccess: store,
    }),
    duplicates: useMutation({
      mutationFn: (version: number) =>
        api.get<{ items: DuplicateRow[]; status: string }>('/api/MemberEnrollment/CheckDuplicateMember', {
          query: { id, version },
        }),
      onSuccess: () => void refresh(),
    }),
    medicaid: useMutation({
      mutationFn: (input: { version: number; medicaidId: string; stateCode: string }) =>
        api.put<EnrollmentDetail>('/api/MemberEnrollment/UpdateDsnpDetails', { id, ...input }),
      onSuccess: store,
    }),
    assignPcp: useMutation({
      mutationFn: (input: { version: number; providerId?: number; overrideClosedPanel?: boolean }) =>
        api.put<PcpAssignmentResult>('/api/MemberEnrollment/AssignPcp', { id, ...input }),
      onSuccess: () => void refresh(),
    }),
    status: useMutation({
      mutationFn: (input: { version: number; status: EnrollmentStatus; reason: string }) =>
        api.put<EnrollmentDetail>('/api/MemberEnrollment/UpdateEnrollmentProcessingStatus', { id, ...input }),
      onSuccess: store,
    }),
    reset: useMutation({
      mutationFn: (input: { version: number; reason: string }) =>
        api.post<EnrollmentDetail>('/api/MemberEnrollment/ResetEnrollmentStatus', { id, ...input }),
      onSuccess: store,
    }),
    requestApproval: useMutation({
      mutationFn: (input: { version: number; overrideKind: string; reason: string }) =>
        api.post<EnrollmentDetail>('/api/MemberEnrollment/RequestManagerApproval', { id, ...input }),
      onSuccess: store,
    }),
    decide: useMutation({
      mutationFn: (input: { version: number; decision: 'Approved' | 'Rejected'; reason: string }) =>
        api.post<EnrollmentDetail>('/api/MemberEnrollment/DecideManagerApproval', { id, ...input }),
      onSuccess: store,
    }),
    submit: useMutation({
      mutationFn: (input: { version: number; invalidMember?: boolean }) =>
        api.post<SubmitResult>(
          input.invalidMember
            ? '/api/MemberEnrollment/SaveInvalidMemberPortal'
            : '/api/MemberEnrollment/SubmitEnrollment',
          { id, version: input.version },
        ),
      onSuccess: () => void refresh(),
    }),
    /** POST /api/MemberEnrollment/RenewWorkItemLock: keeps the lock while the holder edits without saving. */
    renewLock: useMutation({
      mutationFn: () => api.post<WorkItemLock>('/api/MemberEnrollment/RenewWorkItemLock', { id }),
    }),
    close: useMutation({
      mutationFn: () => api.post<{ ok: true }>('/api/MemberEnrollment/CloseEnrollment', { id }),
      onSuccess: () => void refresh(),
    }),
  };
}
