import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CARE_ON_DEMAND_ADMIN_API as API } from '@portal/contracts/care-on-demand/admin';
import type { TimeOff, TimeOffForm, TimeOffList, TimeOffSaved } from '@portal/contracts/care-on-demand/time-off';
import { api } from '../../../../lib/api.ts';
import { COD_ADMIN_KEY } from './care-on-demand-admin-api.ts';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write.ts';

/** Providers' time off: one provider's (or everyone's), added, changed and removed at the version read. */
const TIME_OFF_KEY = [COD_ADMIN_KEY, 'time-off'] as const;

export const useTimeOff = (providerUserId: number | null) =>
  useQuery({
    queryKey: [...TIME_OFF_KEY, providerUserId],
    queryFn: ({ signal }) =>
      api.get<TimeOffList>(`${API}/time-off`, { query: providerUserId === null ? {} : { providerUserId }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Adds a time off (id null) or changes that one at the version read; `onSaved` hears the answer, with the provider's
 * open visits booked inside it.
 */
export function useSaveTimeOff(id: number | null, onSaved?: (saved: TimeOffSaved) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffForm) =>
      id ? api.put<TimeOffSaved>(`${API}/time-off/${id}`, body) : api.post<TimeOffSaved>(`${API}/time-off`, body),
    onSuccess: (saved) => {
      onSaved?.(saved);
      refreshAfterWrite(client, { queryKey: TIME_OFF_KEY });
    },
  });
}

export function useDeleteTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timeOff: Pick<TimeOff, 'id' | 'version'>) =>
      api.delete<{ deleted: true }>(`${API}/time-off/${timeOff.id}`, { query: { version: timeOff.version } }),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: TIME_OFF_KEY }),
  });
}
