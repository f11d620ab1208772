import { Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  RINGBACK_STOP_STATUSES,
  type CallStatusUpdate,
  type OptionalAttendee,
  type TelehealthAppointment,
  type VirtualCareModule,
} from '@portal/contracts/care-on-demand/telehealth';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyActionFailed, notifyError, notifySuccess } from '../../../ui/notify.ts';
import { AddAttendeeForm } from './AddAttendeeForm.tsx';
import { useAttendeeCalls } from './attendees-api.ts';
import { attendeeState, isCallingNow, ringsBack, STATE_COLORS, type CallInfo } from './call-state.ts';
import { subscribeToOutgoingCalls } from './outgoing-call-hub.ts';
import { createRingback } from './ringback.ts';

export interface AttendeesPanelProps {
  appointment: TelehealthAppointment;
  moduleType: VirtualCareModule;
  /** The room identities present now (the visit's participants). */
  connectedIdentities: ReadonlySet<string>;
  /** Applies a mute in the room (after the server saved it). */
  onMute: (connectionId: string, muted: boolean) => void;
  /** Lets the attendee go from the room (after the server removed them). */
  onRemove: (connectionId: string) => void;
  /** The attendees changed: the window reads the appointment again. */
  onChanged: () => void;
}

interface HeardCall extends CallInfo {
  callSid: string;
}

const ENDED = new Set<string>(RINGBACK_STOP_STATUSES.filter((status) => status !== 'in-progress'));
const TICK_MS = 1000;

/** A call status heard now (outside render: the time is read when the event arrives). */
const heardNow = (callSid: string, callStatus: HeardCall['callStatus']): HeardCall => ({
  callSid,
  callStatus,
  updatedAt: Date.now(),
});

/**
 * The visit's optional attendees (shell spec §2.8, §4): each with their state — Connected when in the room, Calling
 * while the phone call is live and heard of within 30 s, else Disconnected — and the provider's Call, Hang up, Send
 * SMS, Resend invite, Mute and Remove; the Add attendee form under them. Call progress comes from the outgoing-call
 * hub; while a call rings the ringback tone plays (volume 0.25, looping) until the call is answered or ends.
 */
export function AttendeesPanel({
  appointment,
  moduleType,
  connectedIdentities,
  onMute,
  onRemove,
  onChanged,
}: AttendeesPanelProps) {
  const calls = useAttendeeCalls(moduleType);
  const [heard, setHeard] = useState<Record<string, HeardCall>>({});
  const [now, setNow] = useState(() => Date.now());
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  // What the hub told this window wins; a call it has not heard of is as the server last answered (isCalling).
  const callOf = (attendee: OptionalAttendee): CallInfo =>
    heard[attendee.connectionId] ?? { callStatus: attendee.callStatus, updatedAt: attendee.isCalling ? now : 0 };

  useEffect(
    () =>
      subscribeToOutgoingCalls(appointment.id, (update: CallStatusUpdate) => {
        const call = heardNow(update.callSid, update.callStatus);
        setHeard((previous) => ({ ...previous, [update.connectionId]: call }));
        setNow(call.updatedAt);
        if (ENDED.has(update.callStatus)) changed.current();
      }),
    [appointment.id],
  );

  const attendees = appointment.optionalAttendees;
  const anyCalling = attendees.some((attendee) => isCallingNow(callOf(attendee), now));
  const ringing = attendees.some(
    (attendee) => !connectedIdentities.has(attendee.connectionId) && ringsBack(callOf(attendee), now),
  );

  // A clock while a call is live, so an unanswered call stops showing as calling after 30 s without news.
  useEffect(() => {
    if (!anyCalling) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [anyCalling]);

  const ringback = useRef(createRingback());
  useEffect(() => {
    const tone = ringback.current;
    if (ringing) tone.start();
    else tone.stop();
  }, [ringing]);
  useEffect(() => () => ringback.current.stop(), []);

  const target = { appointmentId: appointment.id, memberId: appointment.memberId };
  const closed = appointment.status === 'Completed' || appointment.status === 'Cancelled';

  const placeCall = async (attendee: OptionalAttendee) => {
    try {
      const placed = await calls.call.mutateAsync({ ...target, connectionId: attendee.connectionId });
      const call = heardNow(placed.callSid ?? '', placed.callStatus);
      setHeard((previous) => ({ ...previous, [attendee.connectionId]: call }));
      setNow(call.updatedAt);
      onChanged();
    } catch (error) {
      notifyError(error);
    }
  };

  const hangUp = async (attendee: OptionalAttendee) => {
    const callSid = heard[attendee.connectionId]?.callSid ?? attendee.callSid ?? '';
    try {
      notifySuccess((await calls.hangUp.mutateAsync(callSid)).message);
      onChanged();
    } catch (error) {
      notifyError(error);
    }
  };

  const sendSms = async (attendee: OptionalAttendee) => {
    try {
      const result = await calls.sms.mutateAsync({
        ...target,
        receiverNumber: attendee.phone,
        connectionId: attendee.connectionId,
      });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(error);
    }
  };

  const resend = async (attendee: OptionalAttendee) => {
    try {
      const result = await calls.resend.mutateAsync({
        memberId: appointment.memberId,
        id: appointment.id,
        receiverConnectionId: attendee.connectionId,
        isPatient: false,
      });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(error);
    }
  };

  const toggleMute = async (attendee: OptionalAttendee) => {
    try {
      const saved = await calls.mute.mutateAsync({
        appointmentId: appointment.id,
        connectionId: attendee.connectionId,
        muted: !attendee.muted,
        version: attendee.version,
      });
      onMute(attendee.connectionId, saved.muted);
      onChanged();
    } catch (error) {
      notifyActionFailed(error);
    }
  };

  const remove = async (attendee: OptionalAttendee) => {
    if (!(await confirm({ message: `Remove ${attendee.fullName} from the visit?`, danger: true }))) return;
    try {
      await calls.remove.mutateAsync({
        appointmentId: appointment.id,
        connectionId: attendee.connectionId,
        version: attendee.version,
      });
      onRemove(attendee.connectionId);
      onChanged();
    } catch (error) {
      notifyActionFailed(error);
    }
  };

  return (
    <Stack gap="sm" data-ringback={ringing ? 'on' : 'off'}>
      {attendees.length === 0 && (
        <Text size="sm" c="gray.7">
          No attendees yet.
        </Text>
      )}
      {attendees.map((attendee) => {
        const call = callOf(attendee);
        const state = attendeeState(call, connectedIdentities.has(attendee.connectionId), now);
        const calling = state === 'Calling';
        return (
          <Paper key={attendee.connectionId} withBorder p="xs" data-testid={`attendee-${attendee.connectionId}`}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {attendee.fullName}
                </Text>
                <Text size="xs" c="gray.7">
                  {[attendee.relationship, formatPhone(attendee.phone)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Group gap={4}>
                {attendee.muted && (
                  <Badge color="gray.8" variant="filled" data-testid={`attendee-muted-${attendee.connectionId}`}>
                    Muted
                  </Badge>
                )}
                <Badge
                  color={STATE_COLORS[state]}
                  variant="filled"
                  data-testid={`attendee-state-${attendee.connectionId}`}
                  data-state={state}
                >
                  {calling && call.callStatus ? `Calling (${call.callStatus})` : state}
                </Badge>
              </Group>
            </Group>
            <Group gap={4} mt="xs">
              <Button size="compact-xs" disabled={closed || calling} onClick={() => void placeCall(attendee)}>
                Call
              </Button>
              <Button size="compact-xs" color="red" disabled={!calling} onClick={() => void hangUp(attendee)}>
                Hang up
              </Button>
              <Button size="compact-xs" variant="default" disabled={closed} onClick={() => void sendSms(attendee)}>
                Send SMS
              </Button>
              <Button size="compact-xs" variant="default" disabled={closed} onClick={() => void resend(attendee)}>
                Resend invite
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => void toggleMute(attendee)}>
                {attendee.muted ? 'Unmute' : 'Mute'}
              </Button>
              <Button size="compact-xs" variant="default" color="red" onClick={() => void remove(attendee)}>
                Remove
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Divider />
      <AddAttendeeForm
        disabled={closed}
        onAdd={async (values) => {
          await calls.add.mutateAsync({ ...values, ...target });
          onChanged();
        }}
      />
    </Stack>
  );
}
