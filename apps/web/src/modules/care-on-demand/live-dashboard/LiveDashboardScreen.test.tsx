import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ON_DEMAND_ROUTING_MESSAGES, ON_DEMAND_ROUTING_SHORT } from '@portal/contracts/care-on-demand/appointments';
import type { LiveDashboard } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import { renderWithProviders } from '../../../test/render.tsx';
import { TestSession, stubFetch } from '../test-session.test-helpers.tsx';
import { LiveDashboardScreen, formatWait } from './LiveDashboardScreen.tsx';

vi.mock('../visit/VisitWindow.tsx', () => ({
  VisitWindow: ({ appointment }: { appointment: TelehealthAppointment }) => <div>Visit window of {appointment.id}</div>,
}));
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
afterEach(() => vi.unstubAllGlobals());

const waiting = {
  id: 21,
  type: 'Audio',
  dialInCode: '600001',
  memberId: 'M000000002',
  memberFullName: 'Bea Waiting',
  memberConnectionId: 'm',
  patientPhone: null,
  providerConnectionId: 'p',
  providerName: 'Dr. Priya Provider',
  optionalAttendees: [],
  isOnDemand: true,
  visitType: 'Urgent care',
  reason: null,
  startTimeUTC: '2030-01-01T10:00:00.000Z',
  durationMinutes: 20,
  status: 'Waiting',
  version: 2,
  since: '2030-01-01T10:00:00.000Z',
  waitSeconds: 185,
};
const board: LiveDashboard = {
  waiting: [waiting],
  inProgress: [],
  counts: { waiting: 1, inProgress: 0, scheduledToday: 4, completedToday: 2 },
  at: new Date().toISOString(),
};

/** The Live Dashboard of a signed-in provider, answered by `fetch`. */
function showBoard(fetch: ReturnType<typeof stubFetch>['fetch']) {
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <TestSession>
      <LiveDashboardScreen />
    </TestSession>,
  );
}

describe('Live Dashboard', () => {
  it('shows the waiting member with the wait and the counts, and takes the visit into the visit window', async () => {
    const stub = stubFetch((url) => (url.endsWith('/take') ? { ...waiting, status: 'InProgress', version: 3 } : board));
    showBoard(stub.fetch);
    expect(await screen.findByText('Bea Waiting')).toBeInTheDocument();
    expect(screen.getByLabelText('Scheduled today')).toHaveTextContent('4');
    expect(screen.getByText(/^3:0\d$/)).toBeInTheDocument();
    expect(screen.getByText('No visit is under way')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take visit' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url.endsWith('/21/take'))).toBe(true));
    expect(stub.calls.find((call) => call.url.endsWith('/21/take'))?.body).toEqual({ version: 2 });
    expect(await screen.findByText('Visit window of 21')).toBeInTheDocument();
  });

  it('says why the reader may not take a waiting visit instead of offering Take visit, and the member’s language', async () => {
    const refusal = ON_DEMAND_ROUTING_MESSAGES.noStatesLicensed;
    const short = ON_DEMAND_ROUTING_SHORT.noStatesLicensed;
    const stub = stubFetch(() => ({
      ...board,
      waiting: [
        {
          ...waiting,
          takeRefusal: refusal,
          takeRefusalShort: short,
          memberLanguage: 'Vietnamese',
          interpreterNeeded: true,
        },
      ],
    }));
    showBoard(stub.fetch);
    expect(await screen.findByText('Bea Waiting')).toBeInTheDocument();
    // A line in the row; the whole reason shows when the line is pointed at or focused.
    const line = screen.getByText(short);
    expect(line).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    fireEvent.focus(line);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(refusal);
    expect(screen.queryByRole('button', { name: 'Take visit' })).not.toBeInTheDocument();
    expect(screen.getByText('Vietnamese')).toBeInTheDocument();
    expect(screen.getByText('Interpreter needed')).toBeInTheDocument();
  });

  it('has no Status column in either grid, as each grid holds one status only (its title says which)', async () => {
    const underWay = { ...waiting, id: 22, memberFullName: 'Cal InVisit', status: 'InProgress', waitSeconds: 65 };
    showBoard(stubFetch(() => ({ ...board, inProgress: [underWay] })).fetch);
    expect(await screen.findByText('Cal InVisit')).toBeInTheDocument();
    for (const name of ['Waiting room', 'Visits in progress']) {
      const headers = within(screen.getByRole('table', { name })).getAllByRole('columnheader');
      expect(headers.map((header) => header.textContent)).not.toContain('Status');
    }
    expect(screen.queryByText('Waiting', { selector: '.mantine-Badge-label' })).not.toBeInTheDocument();
    expect(screen.queryByText('In Progress')).not.toBeInTheDocument();
  });

  it('names no provider on a waiting on-demand visit until one takes it, and names the one in a visit', async () => {
    const underWay = { ...waiting, id: 22, memberFullName: 'Cal InVisit', status: 'InProgress', waitSeconds: 65 };
    showBoard(stubFetch(() => ({ ...board, inProgress: [underWay] })).fetch);
    expect(await screen.findByText('Bea Waiting')).toBeInTheDocument();
    const room = within(screen.getByRole('table', { name: 'Waiting room' }));
    expect(room.getByText('Not taken yet')).toBeInTheDocument();
    expect(room.queryByText('Dr. Priya Provider')).not.toBeInTheDocument();
    const inVisit = within(screen.getByRole('table', { name: 'Visits in progress' }));
    expect(inVisit.getByText('Dr. Priya Provider')).toBeInTheDocument();
  });

  it('writes waits as m:ss, or h:mm:ss past an hour', () => {
    expect([formatWait(5), formatWait(185), formatWait(3725)]).toEqual(['0:05', '3:05', '1:02:05']);
  });
});
