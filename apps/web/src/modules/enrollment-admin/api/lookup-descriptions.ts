import { useQuery } from '@tanstack/react-query';
import {
  ACTIVE_FILTER,
  type LookupDescription,
  type LookupDescriptionForm,
  type LookupDescriptionList,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { api } from '../../../lib/api.ts';
import { useSaveLookupRow, useSetLookupRowActive, type LookupRowEditing } from './lookup-rows.ts';

const KEY = ['enrollment-admin', 'descriptions'] as const;
const ADMIN_PATH = '/api/MemberEnrollmentAdmin/Descriptions';

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
export function useSaveDescription(editing: LookupRowEditing | null) {
  return useSaveLookupRow<LookupDescription, LookupDescriptionForm>(ADMIN_PATH, KEY, editing);
}

/** PUT /api/MemberEnrollmentAdmin/Descriptions/{id}/Active: deactivate or reactivate. */
export function useSetDescriptionActive() {
  return useSetLookupRowActive<LookupDescription>(ADMIN_PATH, KEY);
}
