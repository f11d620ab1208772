import { useQuery } from '@tanstack/react-query';
import { ACTIVE_FILTER, type SalesRep, type SalesRepForm } from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';
import { useSaveLookupRow, useSetLookupRowActive, type LookupRowEditing } from './lookup-rows.ts';

const KEY = ['enrollment-admin', 'sales-reps'] as const;
const ADMIN_PATH = '/api/MemberEnrollmentAdmin/SalesReps';

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
export function useSaveSalesRep(editing: LookupRowEditing | null) {
  return useSaveLookupRow<SalesRep, SalesRepForm>(ADMIN_PATH, KEY, editing);
}

/** PUT /api/MemberEnrollmentAdmin/SalesReps/{id}/Active */
export function useSetSalesRepActive() {
  return useSetLookupRowActive<SalesRep>(ADMIN_PATH, KEY);
}
