import { useCallback, useState } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ON_DEMAND_SUCCESS_TOAST_MS,
  isVideoAppointment,
  type TelehealthAppointment,
  type VirtualCareModule,
} from '@portal/contracts/care-on-demand/telehealth';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { formatTimestamp } from '../../../lib/format.ts';
import { LabeledValue } from '../../../ui/LabeledValue.tsx';
import { confirmDiscardEdits } from '../../../ui/confirm.tsx';
import { notify, notifyActionFailed, notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useUnsavedChanges } from '../../../ui/use-unsaved-changes.ts';
import { AttendeesPanel } from '../attendees/AttendeesPanel.tsx';
import { useAttendeeCalls } from '../attendees/attendees-api.ts';
import { ConferenceRoom } from './ConferenceRoom.tsx';
import { FloatingWindow } from './FloatingWindow.tsx';
import { VisitSummaryForm } from '../summary/VisitSummaryForm.tsx';
import { useVisitCall } from './use-visit-call.ts';
import { VISITS_KEY } from '../appointments/appointments-api.ts';
import { statusLabel } from '../appointments/VisitsGrid.tsx';
import {
  VISIT_KEY,
  appointmentToken,
  memberVisitLink,
  trackVisitEvent,
  useDialInNumber,
  useVisitAppointment,
} from './visit-api.ts';

/**
 * The telehealth visit window (shell spec §2.8, §4): Join Video Call (Phone conference for an audio visit), the
 * conference room, Meeting Details, the optional attendees and the visit summary. Ending the visit leaves the room,
 * shows the on-demand notice and records the provider's disconnect, which ends the visit for everyone.
 */
export function VisitWindow(props: {
  appointment: TelehealthAppointment;
  moduleType: VirtualCareModule;
  onClose: () => void;
}) {
  const { moduleType } = props;
  const queryClient = useQueryClient();
  const { data: appointment } = useVisitAppointment(moduleType, props.appointment);
  const video = isVideoAppointment(appointment.type);
  const [tab, setTab] = useState<string | null>('room');
  // A summary being written is not lost unasked: closing the window, leaving the screen or reloading asks first.
  const [summaryDirty, setSummaryDirty] = useState(false);
  useUnsavedChanges(summaryDirty);
  const getToken = useCallback(() => appointmentToken(moduleType, appointment), [moduleType, appointment]);
  const call = useVisitCall(getToken, video);
  // The visit and the lists that show it (the member's visits, My upcoming visits, the Live Dashboard).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [VISIT_KEY, 'appointment', moduleType, appointment.id] }),
      queryClient.invalidateQueries({ queryKey: [VISITS_KEY] }),
    ]);

  const endVisit = async () => {
    call.leave('The visit has ended.');
    try {
      await trackVisitEvent(moduleType, appointment, 'ProviderDisconnected');
      notify({
        level: 'success',
        title: appointment.isOnDemand ? 'On-demand visit ended' : 'Visit ended',
        content: 'The visit has ended. Write and send the visit summary.',
        autoClose: appointment.isOnDemand ? ON_DEMAND_SUCCESS_TOAST_MS : undefined,
      });
      setTab('summary');
      await refresh();
    } catch (error) {
      notifyActionFailed(error);
    }
  };

  const close = async () => {
    if (summaryDirty && !(await confirmDiscardEdits())) return;
    if (call.state.phase === 'inRoom') call.leave('You left the visit.');
    props.onClose();
  };

  return (
    <FloatingWindow
      title={`Virtual visit: ${appointment.memberFullName}`}
      onClose={() => void close()}
      closeLabel="Close visit window"
    >
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List mb="sm">
          <Tabs.Tab value="room">Conference room</Tabs.Tab>
          <Tabs.Tab value="details">Meeting Details</Tabs.Tab>
          <Tabs.Tab value="attendees">Attendees</Tabs.Tab>
          <Tabs.Tab value="summary">Visit summary</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="room">
          <Stack gap="sm">
            {call.warnings.map((warning) => (
              <Alert key={warning} color="yellow" variant="filled">
                {warning}
              </Alert>
            ))}
            {call.state.phase === 'over' && (
              <Alert color={call.state.canRejoin ? 'red' : 'blue'} variant="filled" role="status">
                {call.state.message}
              </Alert>
            )}
            {call.state.phase === 'inRoom' ? (
              <ConferenceRoom
                call={call}
                selfName={appointment.providerName}
                video={video}
                leaveLabel="End visit"
                onLeave={() => void endVisit()}
              />
            ) : (
              appointment.status !== 'Completed' &&
              appointment.status !== 'Cancelled' && (
                <Button onClick={() => void call.join().then(refresh)} loading={call.state.phase === 'joining'}>
                  {call.state.phase === 'over' && call.state.canRejoin
                    ? 'Rejoin'
                    : video
                      ? 'Join Video Call'
                      : 'Phone conference'}
                </Button>
              )
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <MeetingDetails appointment={appointment} moduleType={moduleType} />
        </Tabs.Panel>
        <Tabs.Panel value="attendees">
          <AttendeesPanel
            appointment={appointment}
            moduleType={moduleType}
            connectedIdentities={call.identities}
            onMute={(connectionId, muted) => call.control(connectionId, muted ? 'mute' : 'unmute')}
            onRemove={(connectionId) => call.control(connectionId, 'remove')}
            onChanged={() => void refresh()}
          />
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <VisitSummaryForm appointment={appointment} moduleType={moduleType} onDirtyChange={setSummaryDirty} />
        </Tabs.Panel>
      </Tabs>
    </FloatingWindow>
  );
}

/** Meeting Details: the visit, the dial-in number with the visit's code, and the member's join link to share. */
export function MeetingDetails(props: { appointment: TelehealthAppointment; moduleType: VirtualCareModule }) {
  const { appointment } = props;
  const dialIn = useDialInNumber(props.moduleType);
  const calls = useAttendeeCalls(props.moduleType);
  const [link, setLink] = useState<string | null>(null);
  // The member's invite again (ResendInvite with isPatient): a new link texted to the visit's phone.
  const resendInvite = async () => {
    try {
      const result = await calls.resend.mutateAsync({
        memberId: appointment.memberId,
        id: appointment.id,
        receiverConnectionId: appointment.memberConnectionId,
        isPatient: true,
      });
      notifySuccess(result.message);
    } catch (error) {
      notifyError(error);
    }
  };
  const makeLink = async () => {
    try {
      const made = await memberVisitLink(props.moduleType, appointment);
      setLink(new URL(made.url, window.location.origin).toString());
    } catch (error) {
      notifyActionFailed(error);
    }
  };
  return (
    <Stack gap="xs">
      <Group grow>
        <LabeledValue label="Member" value={`${appointment.memberFullName} (${appointment.memberId})`} />
        <LabeledValue label="Provider" value={appointment.providerName} />
      </Group>
      <Group grow>
        <LabeledValue label="Visit type" value={appointment.visitType} />
        <LabeledValue label="Call" value={isVideoAppointment(appointment.type) ? 'Video' : 'Audio only'} />
      </Group>
      <Group grow>
        {/* An on-demand visit's start is when the member asked for it: it was requested, never scheduled. */}
        <LabeledValue
          label={appointment.isOnDemand ? 'Requested (PT)' : 'Scheduled (PT)'}
          value={formatTimestamp(appointment.startTimeUTC, { seconds: false })}
        />
        <LabeledValue label="Status" value={statusLabel(appointment.status)} />
      </Group>
      <LabeledValue label="Reason" value={appointment.reason ?? ''} />
      <Group grow>
        <LabeledValue
          label="Dial-in number"
          value={
            dialIn.data ? `${formatPhone(dialIn.data.phoneNumber)}${dialIn.data.simulated ? ' (simulated)' : ''}` : ''
          }
        />
        <LabeledValue label="Dial-in code" value={appointment.dialInCode} />
      </Group>
      {link ? (
        <Group align="end" wrap="nowrap">
          <TextInput label="Member's join link" value={link} readOnly style={{ flex: 1 }} />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      ) : (
        <Button variant="default" onClick={() => void makeLink()} w="fit-content">
          Get the member's join link
        </Button>
      )}
      <Button
        variant="default"
        w="fit-content"
        onClick={() => void resendInvite()}
        loading={calls.resend.isPending}
        disabled={!appointment.patientPhone}
      >
        Resend the member's invite
      </Button>
      <Text size="xs" c="dimmed">
        The link admits one person to this visit only, until a few hours after its scheduled end.
      </Text>
    </Stack>
  );
}
