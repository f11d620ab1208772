import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARE_ON_DEMAND_ADMIN_API as API,
  type PhoneActivityList,
  type ScheduleSlot,
  type ScheduleSlotForm,
  type ScheduleSlots,
  type TelehealthProvider,
  type VideoSettings,
  type VideoSettingsForm,
  type VisitType,
  type VisitTypeForm,
  type VisitTypes,
} from '@portal/contracts/care-on-demand/admin';
import { api } from '../../../../lib/api.ts';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write.ts';

/**
 * Care on Demand Admin's calls: visit types, telehealth providers and their weekly slots, the phone simulator's record
 * and the video settings. A save reads its list again.
 */
export const COD_ADMIN_KEY = 'care-on-demand-admin';

export const useVisitTypes = () =>
  useQuery({
    queryKey: [COD_ADMIN_KEY, 'visit-types'],
    queryFn: ({ signal }) => api.get<VisitTypes>(`${API}/visit-types`, { signal }),
  });

/** Adds a visit type (id null) or changes that one at the version read. */
export function useSaveVisitType(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitTypeForm) =>
      id ? api.put<VisitType>(`${API}/visit-types/${id}`, body) : api.post<VisitType>(`${API}/visit-types`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [COD_ADMIN_KEY, 'visit-types'] }),
  });
}

export const useTelehealthProviders = () =>
  useQuery({
    queryKey: [COD_ADMIN_KEY, 'providers'],
    queryFn: ({ signal }) => api.get<{ items: TelehealthProvider[] }>(`${API}/providers`, { signal }),
    staleTime: 60_000,
  });

export const useScheduleSlots = (providerUserId: number | null) =>
  useQuery({
    queryKey: [COD_ADMIN_KEY, 'slots', providerUserId],
    queryFn: ({ signal }) =>
      api.get<ScheduleSlots>(`${API}/schedule-slots`, {
        query: providerUserId === null ? {} : { providerUserId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Adds a slot (id null) or moves that one at the version read. */
export function useSaveScheduleSlot(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleSlotForm) =>
      id
        ? api.put<ScheduleSlot>(`${API}/schedule-slots/${id}`, body)
        : api.post<ScheduleSlot>(`${API}/schedule-slots`, body),
    onSuccess: () => refreshAfterWrite(client, { queryKey: [COD_ADMIN_KEY, 'slots'] }),
  });
}

export function useDeleteScheduleSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slot: Pick<ScheduleSlot, 'id' | 'version'>) =>
      api.delete<{ deleted: true }>(`${API}/schedule-slots/${slot.id}`, { query: { version: slot.version } }),
    // Awaited (not refreshAfterWrite): the row's control stays disabled until the list read again shows the change, so a
    // second click cannot send the version read before it.
    onSettled: () => client.invalidateQueries({ queryKey: [COD_ADMIN_KEY, 'slots'] }),
  });
}

export const usePhoneActivity = (query: { kind: string; toNumber: string; page: number; pageSize: number }) =>
  useQuery({
    queryKey: [COD_ADMIN_KEY, 'phone-activity', query],
    queryFn: ({ signal }) => api.get<PhoneActivityList>(`${API}/phone-activity`, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useVideoSettings = () =>
  useQuery({
    queryKey: [COD_ADMIN_KEY, 'settings'],
    queryFn: ({ signal }) => api.get<VideoSettings>(`${API}/settings`, { signal }),
  });

export const saveVideoSettings = (body: VideoSettingsForm) => api.put<VideoSettings>(`${API}/settings`, body);
