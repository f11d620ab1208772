import { useQuery } from '@tanstack/react-query';
import { ACTIVE_FILTER, type Broker, type BrokerForm } from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';
import { useSaveLookupRow, useSetLookupRowActive, type LookupRowEditing } from './lookup-rows.ts';

const KEY = ['enrollment-admin', 'brokers'] as const;
const ADMIN_PATH = '/api/MemberEnrollmentAdmin/Brokers';

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
export function useSaveBroker(editing: LookupRowEditing | null) {
  return useSaveLookupRow<Broker, BrokerForm>(ADMIN_PATH, KEY, editing);
}

/** PUT /api/MemberEnrollmentAdmin/Brokers/{id}/Active */
export function useSetBrokerActive() {
  return useSetLookupRowActive<Broker>(ADMIN_PATH, KEY);
}
