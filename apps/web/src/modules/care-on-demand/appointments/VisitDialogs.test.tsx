import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '@portal/contracts/care-on-demand/appointments';
import { VIRTUAL_CARE_MESSAGES } from '@portal/contracts/care-on-demand/telehealth';
import { addDays, instantInLosAngeles, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch, testVisit } from '../test-session.test-helpers.tsx';
import { CancelVisitDialog, ScheduleVisitDialog } from './VisitDialogs.tsx';

if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => vi.unstubAllGlobals());

const visit = testVisit({
  visitType: 'Follow-Up Visit',
  // 10:15 AM in Los Angeles (PDT), whatever the test machine's clock.
  startTimeUTC: '2030-07-01T17:15:00.000Z',
  durationMinutes: 30,
  version: 4,
});

function api(openTimes: string[], memberText: { status: string; message: string | null }) {
  return stubFetch((url) => {
    if (url.includes('visit-types'))
      return {
        items: [
          { id: 2, name: 'Follow-Up Visit', appointmentType: 'Video', defaultDurationMinutes: 30, isActive: true },
        ],
        total: 1,
      };
    if (url.includes('/OpenTimes')) {
      const date = new URL(url, 'http://portal').searchParams.get('date');
      return { date, timeZone: 'America/Los_Angeles', times: openTimes };
    }
    return { ...visit, memberText };
  });
}

const show = (ui: React.ReactElement) => renderWithProviders(<TestSession>{ui}</TestSession>);

describe('Care on Demand visit dialogs: the plan’s clock, open times and the member’s text', () => {
  it('names a length outside 10 to 120 minutes under Minutes and schedules nothing (no quiet change to 10)', async () => {
    const stub = api(['10:00'], { status: 'NotAsked', message: null });
    vi.stubGlobal('fetch', stub.fetch);
    show(<ScheduleVisitDialog memberId="M000000001" visit={null} memberPhone="3105550141" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduling Visit' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('10:00 AM'));
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    await waitFor(() => expect(minutes).toHaveValue('30'));
    fireEvent.change(minutes, { target: { value: '5' } });
    fireEvent.blur(minutes);
    expect(minutes).toHaveValue('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(M.duration)).toBeInTheDocument();
    expect(stub.calls.some((call) => call.url.endsWith('/schedule'))).toBe(false);
  });

  it('starts a new visit at the first open time (PT), texts the member by default, and warns when the text fails', async () => {
    const failed = M.memberNotTexted('scheduled', VIRTUAL_CARE_MESSAGES.smsFailed);
    const stub = api(['10:00', '10:30'], { status: 'Failed', message: failed });
    vi.stubGlobal('fetch', stub.fetch);
    const onClose = vi.fn();
    show(<ScheduleVisitDialog memberId="M000000001" visit={null} memberPhone="3105550141" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduling Visit' });
    const box = within(dialog).getByRole('checkbox', { name: 'Text the member the visit link (phone ending 0141)' });
    expect(box).toBeChecked();
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('10:00 AM'));
    fireEvent.click(within(dialog).getByLabelText(/Time \(PT\)/));
    expect(await screen.findByText('Open times')).toBeInTheDocument();
    expect(screen.getByText('Outside your schedule')).toBeInTheDocument();
    expect((await within(dialog).findAllByDisplayValue('Follow-Up Visit')).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/schedule'))).toBe(true));
    const tomorrow = addDays(todayInLosAngeles(), 1);
    expect(stub.calls.find((call) => call.url.endsWith('/schedule'))?.body).toMatchObject({
      startTimeUTC: instantInLosAngeles(tomorrow, '10:00').toISOString(),
      notifyMember: true,
    });
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('a new visit waits for the open times: no time and no Schedule until they come, then the first one', async () => {
    const stub = api(['10:30', '11:00'], { status: 'NotAsked', message: null });
    // The open times answer late (a slow network): until then the dialog cannot book a time that may overlap.
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/OpenTimes')) await late;
      return stub.fetch(url, init);
    });
    show(<ScheduleVisitDialog memberId="M000000001" visit={null} memberPhone="3105550141" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduling Visit' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(M.findingOpenTimes);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Minutes' })).toHaveValue('30'));
    expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('');
    const scheduleButton = within(dialog).getByRole('button', { name: 'Schedule' });
    expect(scheduleButton).toBeDisabled();
    fireEvent.click(scheduleButton);
    expect(stub.calls.some((call) => call.url.endsWith('/schedule'))).toBe(false);

    answer();
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('10:30 AM'));
    expect(within(dialog).queryByText(M.findingOpenTimes)).toBeNull();
    expect(scheduleButton).toBeEnabled();
    fireEvent.click(scheduleButton);
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/schedule'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/schedule'))?.body).toMatchObject({
      startTimeUTC: instantInLosAngeles(addDays(todayInLosAngeles(), 1), '10:30').toISOString(),
    });
  });

  it('reschedules on the plan’s clock; no phone: the box is off and says why; no open time: a hint', async () => {
    const stub = api([], { status: 'NotAsked', message: null });
    vi.stubGlobal('fetch', stub.fetch);
    show(<ScheduleVisitDialog memberId="M000000001" visit={visit} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rescheduling Visit' });
    expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('10:15 AM');
    const box = within(dialog).getByRole('checkbox', { name: 'Text the member the new time' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(within(dialog).getByText(M.noPhone)).toBeInTheDocument();
    expect(await within(dialog).findByText(M.noOpenTime)).toBeInTheDocument();
    expect(
      stub.calls.some((call) => call.url.includes('OpenTimes') && call.url.includes('excludeAppointmentId=21')),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/21/reschedule'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/21/reschedule'))?.body).toMatchObject({
      startTimeUTC: '2030-07-01T17:15:00.000Z',
      version: 4,
      notifyMember: false,
    });
    expect(await screen.findByText(M.rescheduled)).toBeInTheDocument();
  });

  it('offers the cancellation text when the visit has a phone, and says the member was texted', async () => {
    const stub = api([], { status: 'Sent', message: null });
    vi.stubGlobal('fetch', stub.fetch);
    show(<CancelVisitDialog visit={{ ...visit, patientPhone: '3105550199' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelling Visit' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Text the member that the visit is cancelled (phone ending 0199)' }),
    ).toBeChecked();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Provider is out' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/21/cancel'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/21/cancel'))?.body).toEqual({
      reason: 'Provider is out',
      version: 4,
      notifyMember: true,
    });
    expect(await screen.findByText(M.memberTexted('cancelled'))).toBeInTheDocument();
  });

  it('offers Reload on a stale reschedule: the visit as saved now is in the dialog and Reschedule goes through', async () => {
    const saved = { ...visit, startTimeUTC: '2030-07-01T18:00:00.000Z', version: 5 };
    let stale = true;
    const stub = stubFetch((url, method) => {
      if (url.includes('visit-types')) return { items: [], total: 0 };
      if (url.includes('/OpenTimes')) return { date: '2030-07-01', timeZone: 'America/Los_Angeles', times: [] };
      if (method === 'GET' && url.includes('/odata/VirtualAppointments?')) return { value: [saved] };
      if (url.endsWith('/21/reschedule') && stale) {
        stale = false;
        return new Response(JSON.stringify({ message: 'The record was changed by someone else.' }), { status: 409 });
      }
      return { ...saved, version: 6, memberText: { status: 'NotAsked', message: null } };
    });
    vi.stubGlobal('fetch', stub.fetch);
    const onClose = vi.fn();
    show(<ScheduleVisitDialog memberId="M000000001" visit={visit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rescheduling Visit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('11:00 AM'));
    expect(within(dialog).queryByText('Changed by someone else')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stub.calls.filter((call) => call.url.endsWith('/21/reschedule')).map((call) => call.body)).toMatchObject([
      { version: 4 },
      { version: 5, startTimeUTC: '2030-07-01T18:00:00.000Z' },
    ]);
  });

  it('a stale reschedule’s Reload keeps what the provider changed and takes the rest as saved now', async () => {
    const saved = { ...visit, startTimeUTC: '2030-07-01T18:00:00.000Z', version: 5 };
    let stale = true;
    const stub = stubFetch((url, method) => {
      if (url.includes('visit-types')) return { items: [], total: 0 };
      if (url.includes('/OpenTimes')) return { date: '2030-07-01', timeZone: 'America/Los_Angeles', times: [] };
      if (method === 'GET' && url.includes('/odata/VirtualAppointments?')) return { value: [saved] };
      if (url.endsWith('/21/reschedule') && stale) {
        stale = false;
        return new Response(JSON.stringify({ message: 'The record was changed by someone else.' }), { status: 409 });
      }
      return { ...saved, version: 6, memberText: { status: 'NotAsked', message: null } };
    });
    vi.stubGlobal('fetch', stub.fetch);
    const onClose = vi.fn();
    show(<ScheduleVisitDialog memberId="M000000001" visit={visit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rescheduling Visit' });
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes' });
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    // The time someone else saved (not touched here) comes in; the 45 minutes typed stay.
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('11:00 AM'));
    expect(minutes).toHaveValue('45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stub.calls.filter((call) => call.url.endsWith('/21/reschedule')).map((call) => call.body)).toMatchObject([
      { version: 4, durationMinutes: 45 },
      { version: 5, durationMinutes: 45, startTimeUTC: '2030-07-01T18:00:00.000Z' },
    ]);
  });

  it('offers Reload on a stale cancel: the reason typed stays and Cancel visit goes through at the version now', async () => {
    let stale = true;
    const stub = stubFetch((url, method) => {
      if (method === 'GET' && url.includes('/odata/VirtualAppointments?')) return { value: [{ ...visit, version: 7 }] };
      if (url.endsWith('/21/cancel') && stale) {
        stale = false;
        return new Response(JSON.stringify({ message: 'The record was changed by someone else.' }), { status: 409 });
      }
      return { ...visit, memberText: { status: 'NotAsked', message: null } };
    });
    vi.stubGlobal('fetch', stub.fetch);
    const onClose = vi.fn();
    show(<CancelVisitDialog visit={visit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelling Visit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Provider is out' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByText('Changed by someone else')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stub.calls.filter((call) => call.url.endsWith('/21/cancel')).map((call) => call.body)).toMatchObject([
      { reason: 'Provider is out', version: 4 },
      { reason: 'Provider is out', version: 7 },
    ]);
  });

  it.each([
    ['Rescheduling Visit', 'Reschedule', '/21/reschedule'],
    ['Cancelling Visit', 'Cancel visit', '/21/cancel'],
  ])(
    '%s: Reload of a visit someone else cancelled meanwhile says so and turns %s off (no second try)',
    async (title, action, path) => {
      const stub = stubFetch((url, method) => {
        if (url.includes('visit-types')) return { items: [], total: 0 };
        if (url.includes('/OpenTimes')) return { date: '2030-07-01', timeZone: 'America/Los_Angeles', times: [] };
        if (method === 'GET' && url.includes('/odata/VirtualAppointments?'))
          return { value: [{ ...visit, status: 'Cancelled', version: 5 }] };
        return new Response(JSON.stringify({ message: M.appointmentClosed }), { status: 409 });
      });
      vi.stubGlobal('fetch', stub.fetch);
      const onClose = vi.fn();
      show(
        title === 'Cancelling Visit' ? (
          <CancelVisitDialog visit={visit} onClose={onClose} />
        ) : (
          <ScheduleVisitDialog memberId="M000000001" visit={visit} onClose={onClose} />
        ),
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      const reason = within(dialog).queryByRole('textbox', { name: /Reason for cancelling/ });
      if (reason) fireEvent.change(reason, { target: { value: 'Provider is out' } });
      fireEvent.click(within(dialog).getByRole('button', { name: action }));
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
      expect(await within(dialog).findByText(M.closedMeanwhile('Cancelled'))).toBeInTheDocument();
      expect(within(dialog).getByText('Visit cancelled')).toBeInTheDocument();
      expect(within(dialog).queryByText('Changed by someone else')).toBeNull();
      expect(within(dialog).getByRole('button', { name: action })).toBeDisabled();
      expect(stub.calls.filter((call) => call.url.endsWith(path))).toHaveLength(1);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('asks before dropping a reason typed (Keep visit, Cancel); untouched, the dialogs close at once', async () => {
    const stub = api(['10:00'], { status: 'NotAsked', message: null });
    vi.stubGlobal('fetch', stub.fetch);
    const onClose = vi.fn();
    show(<ScheduleVisitDialog memberId="M000000001" visit={null} memberPhone="3105550141" onClose={onClose} />);
    let dialog = await screen.findByRole('dialog', { name: 'Scheduling Visit' });
    // The first open time filled in by the dialog is not the user's edit.
    await waitFor(() => expect(within(dialog).getByLabelText(/Time \(PT\)/)).toHaveValue('10:00 AM'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Follow up on labs' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'NO' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Follow up on labs');

    const closeCancel = vi.fn();
    show(<CancelVisitDialog visit={visit} onClose={closeCancel} />);
    dialog = await screen.findByRole('dialog', { name: 'Cancelling Visit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Provider is out' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep visit' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'YES' }),
    );
    await waitFor(() => expect(closeCancel).toHaveBeenCalledTimes(1));
  });
});
