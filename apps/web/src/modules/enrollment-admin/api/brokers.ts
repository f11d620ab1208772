import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVE_FILTER, type Broker, type BrokerForm } from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';

const KEY = ['enrollment-admin', 'brokers'] as const;

/** GET /api/MemberEnrollmentLookup/GetRefBroker?activeFilter=0 (All) */
export function useBrokers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ items: Broker[]; total: number }>('/api/MemberEnrollmentLookup/GetRefBroker', {
        query: { activeFilter: ACTIVE_FILTER.All },
        signal,
      }),
  });
}

/** POST /api/MemberEnrollmentAdmin/Brokers or PUT .../Brokers/{id} */
export function useSaveBroker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number | null; input: BrokerForm; version?: number }) =>
      change.id === null
        ? api.post<Broker>('/api/MemberEnrollmentAdmin/Brokers', change.input)
        : api.put<Broker>(`/api/MemberEnrollmentAdmin/Brokers/${change.id}`, {
            ...change.input,
            version: change.version,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/MemberEnrollmentAdmin/Brokers/{id}/Active */
export function useSetBrokerActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; active: boolean; version: number }) =>
      api.put<Broker>(`/api/MemberEnrollmentAdmin/Brokers/${change.id}/Active`, {
        active: change.active,
        version: change.version,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
