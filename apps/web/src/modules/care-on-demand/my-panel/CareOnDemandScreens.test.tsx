import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@portal/contracts/care-on-demand/appointments';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { TAB_COLORS } from '../../../app/shell/members/member-colors.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch, testVisit } from '../test-session.test-helpers.tsx';
import { CareOnDemandScreen } from '../CareOnDemandScreen.tsx';

vi.mock('../visit/VisitWindow.tsx', () => ({
  VisitWindow: ({ appointment }: { appointment: TelehealthAppointment }) => <div>Visit window of {appointment.id}</div>,
}));
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => vi.unstubAllGlobals());

const visit = (id: number, start: string, status = 'Scheduled'): TelehealthAppointment =>
  testVisit({ id, startTimeUTC: start, status });

const settings = {
  userId: 7,
  userName: 'Dr. Priya Provider',
  provider: { npi: '1234567890', name: 'Dr. Own Provider' },
  canSeeAllVisits: false,
  preferences: [
    {
      userId: 7,
      moduleName: 'CareOnDemandMyPanel',
      userPreferencesFilters: { memberStatus: 'all', gaps: [], admissionRisks: [] },
      columns: ['memberId', 'fullName', 'nextVirtualVisit'],
      version: 3,
    },
  ],
};

function api(panel: object[] = [], columns?: string[]) {
  return stubFetch((url, method) => {
    if (url.includes('GetInitialData'))
      return columns ? { ...settings, preferences: [{ ...settings.preferences[0], columns }] } : settings;
    if (url.includes('SaveUserPreferences')) return { ...settings.preferences[0], version: 4 };
    if (url.includes('/MyPanel'))
      return { items: panel, total: panel.length, totalIsCapped: false, provider: settings.provider };
    if (url.includes('Default.MyUpcoming'))
      return {
        items: [visit(11, '2030-01-02T17:00:00.000Z', url.includes('memberId=') ? 'Scheduled' : 'Waiting')],
        total: 1,
      };
    if (url.includes('Default.MyPrevious')) return { items: [], total: 0 };
    if (url.includes('/MyTimeOff'))
      return {
        items: [
          { id: 3, fromDate: '2030-07-01', toDate: '2030-07-05', startTime: null, endTime: null, reason: 'Vacation' },
          { id: 4, fromDate: '2030-08-02', toDate: '2030-08-02', startTime: '13:00', endTime: '17:00', reason: 'CME' },
        ],
        total: 2,
      };
    if (url.includes('/odata/members')) return { items: [], total: 0 };
    if (url.includes('visit-types'))
      return {
        items: [
          { id: 1, name: 'Medication Review', appointmentType: 'Audio', defaultDurationMinutes: 20, isActive: true },
          { id: 2, name: 'Follow-Up Visit', appointmentType: 'Video', defaultDurationMinutes: 30, isActive: true },
        ],
        total: 2,
      };
    // The provider's open times on the date asked (a new visit takes the first).
    if (url.includes('/OpenTimes'))
      return {
        date: new URL(url, 'http://portal').searchParams.get('date'),
        timeZone: 'America/Los_Angeles',
        times: ['10:00'],
      };
    const notTexted = { memberText: { status: 'NotAsked', message: null } };
    if (url.includes('/schedule') && method === 'POST')
      return { ...visit(12, '2030-01-03T17:00:00.000Z'), ...notTexted };
    if (url.includes('/cancel')) return { ...visit(11, '2030-01-02T17:00:00.000Z'), status: 'Cancelled', ...notTexted };
    return {};
  });
}

describe('Care on Demand My Panel', () => {
  it('starts from the saved filters and columns, lists my upcoming visits, and saves the view', async () => {
    const stub = api();
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    expect(await screen.findByText(/The members assigned to Dr. Own Provider/)).toBeInTheDocument();
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/MyPanel'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/MyPanel'))?.body).toMatchObject({
      memberStatus: 'all',
      take: 50,
    });
    expect(await screen.findByText('Ada Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(stub.calls.some((call) => call.url.includes("Default.MyUpcoming(appointmentType='All')"))).toBe(true);
    // My own time off beside my visits, its window in PT.
    expect(await screen.findByText('07/01/2030 to 07/05/2030')).toBeInTheDocument();
    expect(screen.getByText('1:00 PM to 5:00 PM PT')).toBeInTheDocument();
    expect(screen.getByText('CME')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save my view' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes('SaveUserPreferences'))).toBe(true));
    expect(stub.calls.find((call) => call.url.includes('SaveUserPreferences'))?.body).toMatchObject({
      userId: 7,
      moduleName: 'CareOnDemandMyPanel',
      columns: ['memberId', 'fullName', 'nextVirtualVisit'],
      version: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Visit window of 11')).toBeInTheDocument();
  });

  it('shows a member’s next visit in the plan’s time (PT), as the upcoming visits beside it do', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const member = { memberId: 'M000000002', fullName: 'Bo Member', nextVirtualVisit: '2030-01-03T17:00:00.000Z' };
      vi.stubGlobal('fetch', api([member]).fetch);
      renderWithProviders(
        <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
          <CareOnDemandScreen />
        </TestSession>,
      );
      const row = (await screen.findByText('Bo Member', {}, { timeout: 5000 })).closest('tr');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText('01/03/2030 09:00 AM')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('colours a member’s status as the member tab does (shell spec §2.3): orange for a frequent caller, else blue', async () => {
    const member = (memberId: string, fullName: string, isFrequentCaller: boolean) => ({
      memberId,
      fullName,
      isActive: true,
      termDate: null,
      effectiveDateTime: '2020-01-01',
      isFrequentCaller,
      phone: '3365550156',
    });
    vi.stubGlobal(
      'fetch',
      api(
        [member('M000000003', 'Cal Caller', true), member('M000000004', 'Dee Member', false)],
        ['memberId', 'fullName', 'status'],
      ).fetch,
    );
    renderWithProviders(
      <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    const badge = async (name: string, label: string) => {
      const row = (await screen.findByText(name, {}, { timeout: 5000 })).closest('tr') as HTMLElement;
      return within(row).getByText(label).closest('.mantine-Badge-root') as HTMLElement;
    };
    expect((await badge('Cal Caller', 'Frequent caller')).getAttribute('style')).toContain(TAB_COLORS.orange);
    expect((await badge('Dee Member', 'Active')).getAttribute('style')).toContain(TAB_COLORS.blue);
  });

  it('opens a member’s visits from the keyboard as a double click does, and says so', async () => {
    const member = { memberId: 'M000000006', fullName: 'Fay Member', effectiveDateTime: '2024-01-01T00:00:00' };
    const stub = api([member], ['memberId', 'fullName']);
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession path="/careondemand/mypanel/:memberId?/:pbpEffectiveDate?" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    expect(
      await screen.findByText('Double-click a member, or press Enter on their row, to see and schedule their visits.'),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Fay Member', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    row.focus();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Member Visits' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        stub.calls.some((call) => call.url.includes('Default.MyUpcoming') && call.url.includes('M000000006')),
      ).toBe(true),
    );
  });

  it('Clear lists the panel as its fields then say (active members), and the view saved after it is that', async () => {
    const stub = api([{ memberId: 'M000000007', fullName: 'Gus Member' }]);
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    const panelCalls = () => stub.calls.filter((call) => call.url.endsWith('/MyPanel'));
    // The saved view lists every member.
    await waitFor(() => expect(panelCalls().at(-1)?.body).toMatchObject({ memberStatus: 'all' }));
    expect(await screen.findByText('Gus Member')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: 'Members' })).toHaveValue('Active members');
    await waitFor(() => expect(panelCalls().at(-1)?.body).toMatchObject({ memberStatus: 'active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my view' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes('SaveUserPreferences'))).toBe(true));
    expect(stub.calls.find((call) => call.url.includes('SaveUserPreferences'))?.body).toMatchObject({
      userPreferencesFilters: { memberStatus: 'active', gaps: [], admissionRisks: [] },
    });
  });

  it('offers a user no provider is linked to no filters, whose Search would list nothing', async () => {
    const stub = stubFetch((url) =>
      url.includes('GetInitialData') ? { ...settings, provider: null } : { items: [], total: 0 },
    );
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    expect(await screen.findByText(/Your user is not linked to a provider yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Members' })).not.toBeInTheDocument();
    expect(stub.calls.some((call) => call.url.endsWith('/MyPanel'))).toBe(false);
  });

  it('shows a member’s phone formatted (ddd)ddd-dddd, as Patient 360 does', async () => {
    const member = { memberId: 'M000000005', fullName: 'Eve Member', phone: '3365550156' };
    vi.stubGlobal('fetch', api([member], ['memberId', 'fullName', 'phone']).fetch);
    renderWithProviders(
      <TestSession path="/careondemand/mypanel" at="/careondemand/mypanel">
        <CareOnDemandScreen />
      </TestSession>,
    );
    const row = (await screen.findByText('Eve Member', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('(336)555-0156')).toBeInTheDocument();
  });

  it('schedules a visit for a member and cancels one with a reason', async () => {
    const stub = api();
    vi.stubGlobal('fetch', stub.fetch);
    renderWithProviders(
      <TestSession
        path="/careondemand/mypanel/:memberId/:pbpEffectiveDate"
        at="/careondemand/mypanel/M000000001/2024-01-01"
      >
        <CareOnDemandScreen />
      </TestSession>,
    );
    expect(await screen.findByText('Upcoming visits', { selector: 'h4' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        stub.calls.some((call) => call.url.includes('Default.MyPrevious') && call.url.includes('memberId=M000000001')),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Audio' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.includes("appointmentType='Audio'"))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Schedule visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduling Visit' });
    expect(await within(dialog).findByDisplayValue('Follow-Up Visit')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/schedule'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/schedule'))?.body).toMatchObject({
      memberId: 'M000000001',
      type: 'Video',
      // The first active visit type offering video, with its default length.
      visitType: 'Follow-Up Visit',
      durationMinutes: 30,
    });
    expect(await screen.findByText(APPOINTMENT_MESSAGES.scheduled)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancelling Visit' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel visit' }));
    expect(await within(cancel).findByText(APPOINTMENT_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    fireEvent.change(within(cancel).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Member in hospital' },
    });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/11/cancel'))).toBe(true));
    // No phone on record: the member is not texted.
    expect(stub.calls.find((call) => call.url.endsWith('/11/cancel'))?.body).toEqual({
      reason: 'Member in hospital',
      version: 1,
      notifyMember: false,
    });
  });

  it('closes the cancel dialog with its toast as soon as the visit is cancelled; the visits catch up after', async () => {
    const stub = api();
    let cancelled = false;
    // After the cancel, the visits read again answer only when the test lets them (a slow list must not hold the dialog).
    let letListAnswer: (value: null) => void = () => undefined;
    const listHeld = new Promise<null>((resolve) => (letListAnswer = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.includes('/cancel')) cancelled = true;
      else if (cancelled && url.includes('Default.MyUpcoming')) {
        await listHeld;
        return new Response(JSON.stringify({ items: [], total: 0 }));
      }
      return stub.fetch(url, init);
    });
    renderWithProviders(
      <TestSession
        path="/careondemand/mypanel/:memberId/:pbpEffectiveDate"
        at="/careondemand/mypanel/M000000001/2024-01-01"
      >
        <CareOnDemandScreen />
      </TestSession>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelling Visit' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), {
      target: { value: 'Member in hospital' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    expect(await screen.findByText(APPOINTMENT_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    letListAnswer(null);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
  });
});
