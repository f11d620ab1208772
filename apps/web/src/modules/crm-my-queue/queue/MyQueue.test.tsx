import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorklistStats } from '@portal/contracts/crm-my-queue/queue';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { MyQueue } from './MyQueue.tsx';

const STATS: WorklistStats = {
  userEmail: 'crm.agent@portal.example',
  urgentCases: 3,
  recentlyClosedTasks: 12001,
  recentlyClosedRejectedTasks: 1,
  casesCandidatesToClose: 2,
  workflowsExceedingSlaWithOpenTasks: 4,
  workflowsExceedingSlaWithoutOpenTasks: 0,
  workflowsWithinSlaWithOpenTasks: 5,
  workflowsWithinSlaWithoutOpenTasks: 1,
  casesLastUpdatedByDifferentUser: 0,
  openTasksExceedingSla: 7,
  casesWithinSla: 9,
  countCap: 10000,
};

const CASE = {
  id: 135,
  memberId: 'M100001750',
  queueId: null,
  caseType: 'Plan Materials',
  subject: 'Provider directory requested',
  priority: 'Normal',
  status: 'Open',
  isClosed: false,
  owner: 'crm.agent',
  originInteractionId: null,
  reopenedCount: 0,
  slaDueAt: '2099-01-01T17:00:00.000Z',
  createdBy: 'crm.agent',
  createdDate: '2026-10-19T19:07:53.000Z',
  modifiedBy: 'crm.agent',
  modifiedDate: '2026-10-19T19:07:53.000Z',
  closedBy: null,
  closedDate: null,
  version: 1,
};

const caller = (memberId: string, fullName: string) => ({ memberId, fullName, dateOfBirth: '1950-02-03' });
const CALLERS = [caller('M100000001', 'ALVAREZ, ROSA'), caller('M100000002', 'ALVAREZ, JUAN')];

function queueApi() {
  return fakeApi((_method, url) => {
    if (url.includes('GetWorklistStats')) return [200, STATS];
    if (url.includes('GetOpenCaseItemsForUser')) return [200, { items: [], truncated: false }];
    if (url.includes('GetTeamMembers'))
      return [
        200,
        { items: [{ username: 'crm.agent', name: 'Alex Agent', email: 'crm.agent@portal.example' }], total: 1 },
      ];
    if (url.includes('SearchMembersByPhoneNumber')) return [200, { items: CALLERS, total: CALLERS.length }];
    if (url.includes('/api/crm/myqueue/Get')) return [200, { items: [CASE], total: 1 }];
    return [200, { items: [], total: 0 }];
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('My Queue', () => {
  it('shows the stats as tiles, capped counts as 10,000+, and the lists as tabs starting on the first', async () => {
    const calls = queueApi();
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    const stats = await screen.findByRole('region', { name: 'Queue stats' });
    expect(within(stats).getByRole('button', { name: /^Urgent Cases\s*3$/ })).toBeInTheDocument();
    expect(within(stats).getByText('10,000+')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Queue lists' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Urgent Cases' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('Provider directory requested')).toBeInTheDocument();
    const listCall = calls.find((call) => call.url.includes('GetUrgentCases'));
    expect(listCall?.url).toContain('userEmail=crm.agent%40portal.example');
    expect(listCall?.url).toContain('%24top=50');
    expect(within(tabs).queryByRole('tab', { name: 'Leadership' })).toBeNull();
  });

  it("shows the list's times in the plan's time (PT), whatever the agent's own time zone", async () => {
    queueApi();
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    expect(await screen.findByText('Provider directory requested')).toBeInTheDocument();
    // 2026-10-19T19:07:53Z is 12:07:53 PM in Los Angeles (PDT).
    expect(screen.getAllByText('10/19/2026 12:07:53 PM')).toHaveLength(2);
  });

  it('My Open Items exports to Excel like the other lists: every open item of the user', async () => {
    const calls = queueApi();
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    await userEvent.click(await screen.findByRole('tab', { name: 'My Open Items' }));
    const panel = await screen.findByRole('tabpanel', { name: 'My Open Items' });
    await userEvent.click(await within(panel).findByRole('button', { name: /Export to Excel/ }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('ExcelExportMyQueueSearch'))).toBe(true));
    const exported = calls.find((call) => call.url.includes('ExcelExportMyQueueSearch'))!;
    const query = Object.fromEntries(new URL(exported.url, 'http://localhost').searchParams);
    expect(exported.method).toBe('GET');
    expect(query).toMatchObject({
      list: 'GetOpenCaseItemsForUser',
      userEmail: 'crm.agent@portal.example',
      fileName: 'My Open Items.xlsx',
    });
  });

  it("names the case's owner and who changed it last by their names, by the username when no user has it", async () => {
    fakeApi((_method, url) => {
      if (url.includes('GetWorklistStats')) return [200, STATS];
      if (url.includes('/api/crm/myqueue/Get'))
        return [
          200,
          {
            items: [
              { ...CASE, ownerName: 'Alex Agent', modifiedBy: 'crm.admin', modifiedByName: 'Casey Admin' },
              { ...CASE, id: 136, ownerName: 'Alex Agent', modifiedBy: 'gone.user', modifiedByName: null },
            ],
            total: 2,
          },
        ];
      return [200, { items: [], total: 0 }];
    });
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    const grid = await screen.findByRole('table', { name: 'Urgent Cases' });
    const row = (id: string) => within(grid).getByRole('cell', { name: id }).closest('tr')!;
    await within(grid).findByRole('cell', { name: '135' });
    expect(row('135')).toHaveTextContent('Alex Agent');
    expect(row('135')).toHaveTextContent('Casey Admin');
    expect(row('135')).not.toHaveTextContent('crm.');
    expect(row('136')).toHaveTextContent('gone.user');
  });

  it('a tile opens its list', async () => {
    queueApi();
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    await userEvent.click(await screen.findByRole('button', { name: /^Open Tasks Exceeding SLA\s*7$/ }));
    expect(screen.getByRole('tab', { name: 'Open Tasks Exceeding SLA' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a workflow tile opens its list showing the workflows it counts: with open tasks, or without', async () => {
    const calls = queueApi();
    renderAsCrmUser(<MyQueue />, { flags: { [FEATURE_FLAGS.worklistTabs]: true } });
    const listCalls = () =>
      calls
        .filter((call) => call.url.includes('GetWorkflowsWithinSla'))
        .map((call) => new URL(call.url, 'http://localhost').searchParams.get('hasOpenTasks'));
    await userEvent.click(await screen.findByRole('button', { name: /^Workflows Within SLA, No Open Tasks\s*1$/ }));
    expect(screen.getByRole('tab', { name: 'Workflows Within SLA' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listCalls()).toEqual(['false']));
    expect(screen.getByRole('radio', { name: 'Without open tasks' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /^Workflows Within SLA, Open Tasks\s*5$/ }));
    await waitFor(() => expect(listCalls()).toEqual(['false', 'true']));
    expect(screen.getByRole('radio', { name: 'With open tasks' })).toBeChecked();
  });

  it('without the worklist-tabs flag the lists are sections opened one by one', async () => {
    const calls = queueApi();
    renderAsCrmUser(<MyQueue />);
    await screen.findByRole('region', { name: 'Queue stats' });
    expect(screen.queryByRole('tablist', { name: 'Queue lists' })).toBeNull();
    expect(calls.some((call) => call.url.includes('GetUrgentCases'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Urgent Cases' }));
    expect(await screen.findByText('Provider directory requested')).toBeInTheDocument();
  });

  it('supervisors get the leadership tab with its flag', async () => {
    queueApi();
    renderAsCrmUser(<MyQueue />, {
      actions: ['read', 'write', 'export', 'admin'],
      flags: { [FEATURE_FLAGS.worklistTabs]: true, [FEATURE_FLAGS.leadershipTab]: true },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Leadership' }));
    await userEvent.click(await screen.findByPlaceholderText('Choose a team member'));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent (crm.agent)', hidden: true }));
    const regions = await screen.findAllByRole('region', { name: 'Queue stats' });
    expect(regions).toHaveLength(2);
  });

  it("a team member's open items are named as theirs, not as the supervisor's own", async () => {
    fakeApi((_method, url) => {
      if (url.includes('GetWorklistStats')) return [200, STATS];
      if (url.includes('GetOpenCaseItemsForUser')) return [200, { items: [], truncated: false }];
      if (url.includes('GetTeamMembers'))
        return [
          200,
          { items: [{ username: 'crm.admin', name: 'Casey Admin', email: 'crm.admin@portal.example' }], total: 1 },
        ];
      return [200, { items: [], total: 0 }];
    });
    renderAsCrmUser(<MyQueue />, {
      username: 'crm.admin',
      actions: ['read', 'write', 'export', 'admin'],
      flags: { [FEATURE_FLAGS.worklistTabs]: true, [FEATURE_FLAGS.leadershipTab]: true },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Leadership' }));
    await userEvent.click(await screen.findByPlaceholderText('Choose a team member'));
    await userEvent.click(await screen.findByRole('option', { name: 'Casey Admin (crm.admin)', hidden: true }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Open Items' }));
    // Not 'You have no open items.' under a grid named 'My Open Items'.
    expect(await screen.findByText('Casey Admin has no open items.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Open Items' })).toBeInTheDocument();
    expect(screen.queryByText('You have no open items.')).toBeNull();
  });

  it("lists no callers of its own during a call: the call overlay's Find the caller is the one search", async () => {
    const calls = queueApi();
    renderAsCrmUser(<MyQueue />, { path: '/crm/myqueue?inboundPhone=(916)555-0123' });
    expect(await screen.findByRole('region', { name: 'Queue stats' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.includes('GetWorklistStats'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Inbound call matches' })).toBeNull();
    expect(screen.queryByText(/ALVAREZ/)).toBeNull();
    expect(calls.some((call) => call.url.includes('SearchMembersByPhoneNumber'))).toBe(false);
  });
});
