import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStats, TeamStats } from '@portal/contracts/crm-my-queue/productivity';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { validateReportRange } from './FailedFcrReport.tsx';
import { ProductivityScreen } from './ProductivityScreen.tsx';

const stats = (username: string, base: number): MyStats => ({
  username,
  monthStart: '2026-11-01',
  totalcases: base + 30,
  totalclosedcases: base + 20,
  totalopencases: 10,
  totalopenassignedcases: 4,
  totalopenassignedtasks: 7,
  callcasesthismonth: 5,
  closedcasesthismonth: 6,
  opencasesthismonth: 3,
});
const team: TeamStats = {
  monthStart: '2026-11-01',
  agents: [
    { ...stats('crm.agent', 100), name: 'Alex Agent' },
    { ...stats('crm.admin', 0), name: 'Casey Admin' },
  ],
};

const user = (admin: boolean): CurrentUserDto => ({
  userId: 9,
  username: admin ? 'crm.admin' : 'crm.agent',
  name: admin ? 'Casey Admin' : 'Alex Agent',
  email: '',
  employers: [],
  modules: [49, 123],
  permissions: { '49': admin ? ['read', 'write', 'admin'] : ['read', 'write'], '123': ['read'] },
  groups: [],
  talkdeskEnabled: false,
  crmFeatureFlags: [],
  isAdmin: false,
});

function render(ui: ReactElement, admin: boolean) {
  const session: Session = {
    user: user(admin),
    flags: {},
    signOut: vi.fn(async () => undefined),
    accessToken: () => null,
  };
  return renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

function stubServer() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://portal.test');
      paths.push(url.pathname + url.search);
      const body = url.pathname.endsWith('/team-stats')
        ? team
        : stats(url.searchParams.get('username') ?? 'me', url.searchParams.has('username') ? 100 : 0);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

describe('productivity (spec §7 my-stats)', () => {
  it("shows an agent their own eight counts and charts, without the supervisor's tabs or team call", async () => {
    const paths = stubServer();
    render(<ProductivityScreen />, false);
    const tiles = await screen.findByRole('list', { name: 'Statistics of me' });
    expect(tiles).toHaveTextContent('Total Cases30');
    expect(tiles).toHaveTextContent('Open Assigned Tasks7');
    expect(screen.getByRole('img', { name: 'Open and closed cases: Open 10, closed 20' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
    expect(paths.some((path) => path.includes('team-stats'))).toBe(false);
  });

  it("lets a supervisor read an agent's counts, the team per agent and the failed first-call resolutions", async () => {
    const paths = stubServer();
    render(<ProductivityScreen />, true);
    await screen.findByRole('list', { name: 'Statistics of me' });
    await waitFor(() => expect(paths).toContain('/api/myqueue/team-stats'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Agent' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent', hidden: true }));
    expect(await screen.findByRole('list', { name: 'Statistics of crm.agent' })).toHaveTextContent('Total Cases130');
    expect(paths).toContain('/api/myqueue/my-stats?username=crm.agent');

    fireEvent.click(screen.getByRole('tab', { name: 'Team' }));
    const grid = await screen.findByRole('table', { name: 'Productivity per agent' });
    expect(grid).toHaveTextContent('Alex Agent');
    expect(grid).toHaveTextContent('Casey Admin');
    expect(screen.getByRole('list', { name: 'Team totals' })).toHaveTextContent('Open Cases20');
    expect(screen.getByRole('tab', { name: 'Failed First-Call Resolutions' })).toBeInTheDocument();
  });
});

describe('report date ranges', () => {
  it('need both dates, in order, at most 366 days apart', () => {
    expect(validateReportRange({ start: '2026-01-01', end: '2026-01-31' })).toEqual([]);
    expect(validateReportRange({ start: null, end: '2026-01-31' })).toHaveLength(1);
    expect(validateReportRange({ start: '2026-02-01', end: '2026-01-31' })).toHaveLength(1);
    expect(validateReportRange({ start: '2025-01-01', end: '2026-01-31' })).toEqual([
      'The date range can span at most 366 days.',
    ]);
  });
});
