import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVE_FILTER, type SalesRep, type SalesRepForm } from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';

const KEY = ['enrollment-admin', 'sales-reps'] as const;

/** GET /api/MemberEnrollmentLookup/GetSalesRepLookupList?activeFilter=0 (All) */
export function useSalesReps() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ items: SalesRep[]; total: number }>('/api/MemberEnrollmentLookup/GetSalesRepLookupList', {
        query: { activeFilter: ACTIVE_FILTER.All },
        signal,
      }),
  });
}

/** POST /api/MemberEnrollmentAdmin/SalesReps or PUT .../SalesReps/{id} */
export function useSaveSalesRep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; input: SalesRepForm; version?: number }) =>
      change.id === null
        ? api.post<SalesRep>('/api/MemberEnrollmentAdmin/SalesReps', change.input)
        : api.put<SalesRep>(`/api/MemberEnrollmentAdmin/SalesReps/${change.id}`, {
            ...change.input,
            version: change.version,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/MemberEnrollmentAdmin/SalesReps/{id}/Active */
export function useSetSalesRepActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; active: boolean; version: number }) =>
      api.put<SalesRep>(`/api/MemberEnrollmentAdmin/SalesReps/${change.id}/Active`, {
        active: change.active,
        version: change.version,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
