import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_FILTER,
  type LookupDescription,
  type LookupDescriptionForm,
  type LookupDescriptionList,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';

const KEY = ['enrollment-admin', 'descriptions'] as const;

/** GET /api/MemberEnrollmentConfiguration/GetDescriptionsByPartition, inactive rows included (Admin and Support). */
export function useDescriptions(partitionName: LookupPartition) {
  return useQuery({
    queryKey: [...KEY, partitionName],
    queryFn: ({ signal }) =>
      api.get<LookupDescriptionList>('/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition', {
        query: { partitionName, activeFilter: ACTIVE_FILTER.All },
        signal,
      }),
  });
}

/** POST /api/MemberEnrollmentAdmin/Descriptions or PUT .../Descriptions/{id} (with the version read). */
export function useSaveDescription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; input: LookupDescriptionForm; version?: number }) =>
      change.id === null
        ? api.post<LookupDescription>('/api/MemberEnrollmentAdmin/Descriptions', change.input)
        : api.put<LookupDescription>(`/api/MemberEnrollmentAdmin/Descriptions/${change.id}`, {
            ...change.input,
            version: change.version,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/MemberEnrollmentAdmin/Descriptions/{id}/Active: deactivate or reactivate. */
export function useSetDescriptionActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; active: boolean; version: number }) =>
      api.put<LookupDescription>(`/api/MemberEnrollmentAdmin/Descriptions/${change.id}/Active`, {
        active: change.active,
        version: change.version,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
