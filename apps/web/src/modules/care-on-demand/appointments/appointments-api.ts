import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPOINTMENTS_API,
  APPOINTMENTS_ODATA,
  type AppointmentPage,
  type AppointmentTypeFilter,
  type CancelAppointment,
  type RescheduleAppointmentInput,
  type ScheduleAppointmentInput,
} from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { api } from '../../../lib/api.ts';

/** Care on Demand's appointment calls (enrollment-crm-virtual-care §7): upcoming and previous visits, and the changes. */
export const VISITS_KEY = 'care-on-demand-visits';

/** Default.MyUpcoming / Default.MyPrevious of a type ('All': both), of one member when given. */
export const useMyVisits = (
  which: 'MyUpcoming' | 'MyPrevious',
  query: { appointmentType: AppointmentTypeFilter; memberId?: string; skip: number; take: number },
) =>
  useQuery({
    queryKey: [VISITS_KEY, which, query],
    queryFn: ({ signal }) =>
      api.get<AppointmentPage>(`${APPOINTMENTS_ODATA}/Default.${which}(appointmentType='${query.appointmentType}')`, {
        signal,
        query: { skip: query.skip, take: query.take, ...(query.memberId ? { memberId: query.memberId } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

function useVisitChange<T>(call: (body: T) => Promise<TelehealthAppointment>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: [VISITS_KEY] }),
  });
}

export const useScheduleVisit = () =>
  useVisitChange((body: ScheduleAppointmentInput) =>
    api.post<TelehealthAppointment>(`${APPOINTMENTS_API}/schedule`, body),
  );

export const useRescheduleVisit = (id: number) =>
  useVisitChange((body: RescheduleAppointmentInput) =>
    api.patch<TelehealthAppointment>(`${APPOINTMENTS_API}/${id}/reschedule`, body),
  );

export const useCancelVisit = (id: number) =>
  useVisitChange((body: CancelAppointment) =>
    api.post<TelehealthAppointment>(`${APPOINTMENTS_API}/${id}/cancel`, body),
  );

export const useTakeVisit = () =>
  useVisitChange((visit: { id: number; version: number }) =>
    api.post<TelehealthAppointment>(`${APPOINTMENTS_API}/${visit.id}/take`, { version: visit.version }),
  );
