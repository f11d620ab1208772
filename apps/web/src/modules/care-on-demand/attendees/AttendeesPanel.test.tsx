import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTENDEE_MESSAGES,
  VIRTUAL_CARE_MESSAGES as M,
  type CallStatusUpdate,
  type OptionalAttendee,
  type TelehealthAppointment,
} from '@portal/contracts/care-on-demand/telehealth';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttendeesPanel } from './AttendeesPanel.tsx';

/** The hub is replaced by a handle the test pushes CallStatusUpdated events through. */
const hub = vi.hoisted(() => ({ push: undefined as ((update: CallStatusUpdate) => void) | undefined, closed: 0 }));
vi.mock('./outgoing-call-hub.ts', () => ({
  subscribeToOutgoingCalls: (_id: number, onUpdate: (update: CallStatusUpdate) => void) => {
    hub.push = onUpdate;
    return () => {
      hub.closed += 1;
    };
  },
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const attendee = (extra: Partial<OptionalAttendee> = {}): OptionalAttendee => ({
  id: 1,
  fullName: 'Rosa Caregiver',
  connectionId: 'attendee-rosa',
  phone: '3105550123',
  relationship: 'Daughter',
  callSid: null,
  isCalling: false,
  callStatus: null,
  muted: false,
  version: 1,
  ...extra,
});

const appointment = (attendees: OptionalAttendee[]): TelehealthAppointment => ({
  id: 42,
  type: 'Video',
  dialInCode: '482913',
  memberId: 'M100000001',
  memberFullName: 'Ana Lopez',
  memberConnectionId: 'member-1',
  patientPhone: '3105550111',
  providerConnectionId: 'provider-1',
  providerName: 'Dr. Priya Provider',
  optionalAttendees: attendees,
  isOnDemand: false,
  visitType: 'Follow-up',
  reason: null,
  startTimeUTC: '2030-01-01T17:00:00Z',
  durationMinutes: 20,
  status: 'InProgress',
  version: 3,
});

function mockServer(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const answer = answers[key];
      if (!answer) throw new Error(`unexpected call ${key}`);
      return answer();
    }),
  );
  return calls;
}

const handlers = () => ({ onMute: vi.fn(), onRemove: vi.fn(), onChanged: vi.fn() });
const update = (callStatus: CallStatusUpdate['callStatus']): CallStatusUpdate => ({
  appointmentId: 42,
  connectionId: 'attendee-rosa',
  callSid: 'SIMCA1',
  callStatus,
  at: new Date().toISOString(),
});

beforeEach(() => {
  hub.push = undefined;
});
afterEach(() => vi.unstubAllGlobals());

describe('AttendeesPanel', () => {
  it('shows each attendee connected or disconnected, by identity in the room', () => {
    const props = handlers();
    renderWithProviders(
      <AttendeesPanel
        appointment={appointment([attendee(), attendee({ id: 2, fullName: 'Sam', connectionId: 'attendee-sam' })])}
        moduleType="CareOnDemand"
        connectedIdentities={new Set(['attendee-sam'])}
        {...props}
      />,
    );
    expect(screen.getByTestId('attendee-state-attendee-rosa')).toHaveTextContent('Disconnected');
    expect(screen.getByTestId('attendee-state-attendee-sam')).toHaveTextContent('Connected');
    expect(within(screen.getByTestId('attendee-attendee-rosa')).getByText('Rosa Caregiver')).toBeInTheDocument();
  });

  it('calls an attendee: calling with ringback while it rings, ringback stops on answer, disconnected when it ends', async () => {
    const calls = mockServer({
      'GET /api/CareOnDemand/PlaceOutboundCall': () =>
        json(attendee({ callSid: 'SIMCA1', callStatus: 'queued', isCalling: true })),
    });
    const props = handlers();
    renderWithProviders(
      <AttendeesPanel
        appointment={appointment([attendee()])}
        moduleType="CareOnDemand"
        connectedIdentities={new Set()}
        {...props}
      />,
    );
    const panel = screen.getByTestId('attendee-attendee-rosa').parentElement!;
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() =>
      expect(screen.getByTestId('attendee-state-attendee-rosa')).toHaveTextContent('Calling (queued)'),
    );
    expect(calls[0]).toContain('connectionId=attendee-rosa');
    expect(panel.dataset.ringback).toBe('on');

    act(() => hub.push!(update('ringing')));
    expect(screen.getByTestId('attendee-state-attendee-rosa')).toHaveTextContent('Calling (ringing)');
    act(() => hub.push!(update('in-progress')));
    expect(screen.getByTestId('attendee-state-attendee-rosa')).toHaveTextContent('Calling (in-progress)');
    expect(panel.dataset.ringback).toBe('off');
    act(() => hub.push!(update('completed')));
    expect(screen.getByTestId('attendee-state-attendee-rosa')).toHaveTextContent('Disconnected');
    expect(props.onChanged).toHaveBeenCalled();
  });

  it('shows the spec messages of a hang-up, a failed SMS and a resent invite', async () => {
    mockServer({
      'GET /api/Telehealth/PlaceOutboundCall': () => json({ message: M.invalidPhone }, 400),
      'GET /api/Telehealth/HangUpOutboundCall': () => json({ message: M.hungUp }),
      'GET /api/Telehealth/SendSMS': () => json({ message: M.smsFailed }, 502),
      'POST /api/Telehealth/ResendInvite': () => json({ message: M.inviteResent }),
    });
    renderWithProviders(
      <AttendeesPanel
        appointment={appointment([attendee({ callSid: 'SIMCA1', callStatus: 'ringing', isCalling: true })])}
        moduleType="Telehealth"
        connectedIdentities={new Set()}
        {...handlers()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(await screen.findByText(M.hungUp)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(M.smsFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText(M.inviteResent)).toBeInTheDocument();
  });

  it('mutes at the version read and adds an attendee (the phone checked as typed)', async () => {
    const calls = mockServer({
      'POST /api/CareOnDemand/MuteAttendee': () => json(attendee({ muted: true, version: 2 })),
      'POST /api/CareOnDemand/AddAttendee': () => json(attendee({ id: 3, connectionId: 'attendee-new' })),
    });
    const props = handlers();
    renderWithProviders(
      <AttendeesPanel
        appointment={appointment([attendee()])}
        moduleType="CareOnDemand"
        connectedIdentities={new Set()}
        {...props}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(props.onMute).toHaveBeenCalledWith('attendee-rosa', true));

    const form = screen.getByRole('form', { name: 'Add attendee' });
    // Nothing typed: the form's own messages under the fields, not the browser's bubble.
    await userEvent.click(within(form).getByRole('button', { name: 'Add attendee' }));
    expect(await within(form).findByText(ATTENDEE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.invalidPhone)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Lee Friend');
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '31055');
    await userEvent.click(within(form).getByRole('button', { name: 'Add attendee' }));
    expect(await within(form).findByText(M.invalidPhone)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '50199');
    await userEvent.click(within(form).getByRole('button', { name: 'Add attendee' }));
    await waitFor(() => expect(calls).toContain('POST /api/CareOnDemand/AddAttendee'));
    expect(props.onChanged).toHaveBeenCalled();
  });
});
