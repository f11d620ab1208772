import { useQuery } from '@tanstack/react-query';
import type {
  TelehealthAppointment,
  VirtualCareModule,
  VisitEvent,
  VisitJoinInfo,
  VisitToken,
} from '@portal/contracts/care-on-demand/telehealth';
import type { DialInPhoneNumber } from '@portal/contracts/care-on-demand/attendees';
import { api } from '../../../lib/api.ts';

/** The visit window's calls (shell spec §7 'Telephony and virtual care') and the join page's two public calls. */
export const VISIT_KEY = 'care-on-demand-visit';
export const VISIT_TOKEN_HEADER = 'x-visit-token';

export const useVisitAppointment = (module: VirtualCareModule, initial: TelehealthAppointment) =>
  useQuery({
    queryKey: [VISIT_KEY, 'appointment', module, initial.id],
    queryFn: ({ signal }) => api.get<TelehealthAppointment>(`/api/${module}/appointments/${initial.id}`, { signal }),
    initialData: initial,
    staleTime: 0,
  });

export const useDialInNumber = (module: VirtualCareModule) =>
  useQuery({
    queryKey: [VISIT_KEY, 'dial-in', module],
    queryFn: ({ signal }) => api.get<DialInPhoneNumber>(`/api/${module}/DialInPhoneNumber`, { signal }),
    staleTime: Infinity,
  });

export const appointmentToken = (module: VirtualCareModule, appointment: TelehealthAppointment) =>
  api.get<VisitToken>(`/api/${module}/AppointmentToken`, {
    query: {
      appointmentId: appointment.id,
      memberId: appointment.memberId,
      connectionId: appointment.providerConnectionId,
    },
  });

export const memberVisitLink = (module: VirtualCareModule, appointment: TelehealthAppointment) =>
  api.get<{ url: string; expiresAt: string }>(`/api/${module}/TelehealthLink`, {
    query: { appointmentId: appointment.id, memberId: appointment.memberId },
  });

export const trackVisitEvent = (
  module: VirtualCareModule,
  appointment: TelehealthAppointment,
  visitEvent: VisitEvent,
) =>
  api.post<undefined>(`/api/${module}/TrackVisitEvent`, {
    memberId: appointment.memberId,
    appointmentId: appointment.id,
    visitEvent,
    telehealthModuleType: module,
  });

export const visitJoinInfo = (token: string) =>
  api.get<VisitJoinInfo>('/api/visit/join-info', { headers: { [VISIT_TOKEN_HEADER]: token } });

export const visitJoinToken = (token: string) =>
  api.post<VisitToken>('/api/visit/join', undefined, { headers: { [VISIT_TOKEN_HEADER]: token } });
