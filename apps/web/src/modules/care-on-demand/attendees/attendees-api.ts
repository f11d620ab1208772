import { useMutation } from '@tanstack/react-query';
import type { OptionalAttendee, VirtualCareModule } from '@portal/contracts/care-on-demand/telehealth';
import type { AddVisitAttendee } from '@portal/contracts/care-on-demand/attendees';
import { api } from '../../../lib/api.ts';

/** The attendee calls of the visit window (shell spec §7 'Telephony and virtual care' and our add/mute/remove). */
type Message = { message: string };

export function useAttendeeCalls(module: VirtualCareModule) {
  const base = `/api/${module}`;
  return {
    add: useMutation({
      mutationFn: (body: AddVisitAttendee) => api.post<OptionalAttendee>(`${base}/AddAttendee`, body),
    }),
    mute: useMutation({
      mutationFn: (body: { appointmentId: number; connectionId: string; muted: boolean; version: number }) =>
        api.post<OptionalAttendee>(`${base}/MuteAttendee`, body),
    }),
    remove: useMutation({
      mutationFn: (body: { appointmentId: number; connectionId: string; version: number }) =>
        api.post<{ items: OptionalAttendee[] }>(`${base}/RemoveAttendee`, body),
    }),
    call: useMutation({
      mutationFn: (query: { appointmentId: number; memberId: string; connectionId: string }) =>
        api.get<OptionalAttendee>(`${base}/PlaceOutboundCall`, { query }),
    }),
    hangUp: useMutation({
      mutationFn: (callSid: string) => api.get<Message>(`${base}/HangUpOutboundCall`, { query: { callSid } }),
    }),
    sms: useMutation({
      mutationFn: (query: { appointmentId: number; memberId: string; receiverNumber: string; connectionId: string }) =>
        api.get<Message>(`${base}/SendSMS`, { query: { ...query, moduleType: module } }),
    }),
    resend: useMutation({
      mutationFn: (body: { memberId: string; id: number; receiverConnectionId: string; isPatient: boolean }) =>
        api.post<Message>(`${base}/ResendInvite`, { ...body, moduleType: module }),
    }),
  };
}
