import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APPOINTMENTS_API,
  APPOINTMENTS_ODATA,
  type AppointmentPage,
  OPEN_TIMES_PATH,
  VISIT_DURATION_MAX,
  VISIT_DURATION_MIN,
  type AppointmentTypeFilter,
  type CancelAppointmentInput,
  type ChangedAppointment,
  type OpenTimes,
  type RescheduleAppointmentInput,
  type ScheduleAppointmentInput,
} from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { ODataAnswer } from '@portal/contracts/platform/odata';
import { api } from '../../../lib/api.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

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

/** One visit as saved now (undefined when the caller may no longer see it), e.g. to reload a stale change. */
export const fetchVisit = async (id: number): Promise<TelehealthAppointment | undefined> =>
  (
    await api.get<ODataAnswer<TelehealthAppointment>>(APPOINTMENTS_ODATA, {
      query: { $filter: `id eq ${id}`, $top: 1 },
    })
  ).value[0];

function useVisitChange<T, R = TelehealthAppointment>(call: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => refreshAfterWrite(client, { queryKey: [VISITS_KEY] }),
  });
}

export const useScheduleVisit = () =>
  useVisitChange((body: ScheduleAppointmentInput) =>
    api.post<ChangedAppointment>(`${APPOINTMENTS_API}/schedule`, body),
  );

export const useRescheduleVisit = (id: number) =>
  useVisitChange((body: RescheduleAppointmentInput) =>
    api.patch<ChangedAppointment>(`${APPOINTMENTS_API}/${id}/reschedule`, body),
  );

export const useCancelVisit = (id: number) =>
  useVisitChange((body: CancelAppointmentInput) =>
    api.post<ChangedAppointment>(`${APPOINTMENTS_API}/${id}/cancel`, body),
  );

export const useTakeVisit = () =>
  useVisitChange((visit: { id: number; version: number }) =>
    api.post<TelehealthAppointment>(`${APPOINTMENTS_API}/${visit.id}/take`, { version: visit.version }),
  );

/** GET OpenTimes: the caller's open start times of a date (plan time zone) for a visit of a length. */
export const useOpenTimes = (query: { date: string; durationMinutes: number; excludeAppointmentId?: number }) =>
  useQuery({
    queryKey: [VISITS_KEY, 'open-times', query],
    queryFn: ({ signal }) =>
      api.get<OpenTimes>(OPEN_TIMES_PATH, {
        signal,
        query: {
          date: query.date,
          durationMinutes: query.durationMinutes,
          ...(query.excludeAppointmentId ? { excludeAppointmentId: query.excludeAppointmentId } : {}),
        },
      }),
    enabled:
      /^\d{4}-\d{2}-\d{2}$/.test(query.date) &&
      Number.isInteger(query.durationMinutes) &&
      query.durationMinutes >= VISIT_DURATION_MIN &&
      query.durationMinutes <= VISIT_DURATION_MAX,
  });
