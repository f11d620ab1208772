import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberEscalation } from '@portal/contracts/crm-member-escalation/member-escalation';
import { renderSignedIn } from '../../test/render.tsx';
import { MemberEscalationScreen } from './MemberEscalationScreen.tsx';

const ESCALATION: MemberEscalation = {
  id: 2,
  source: 'Agent',
  workflowId: null,
  workflowType: null,
  memberId: 'M100000002',
  reason: 'Third call this week about the same pharmacy claim.',
  raisedBy: 'crm.agent',
  raisedByName: null,
  raisedAt: '2026-12-02T19:46:47.000Z',
  assignedTo: null,
  assignedToName: null,
  status: 'Open',
  resolutionNote: null,
  resolvedBy: null,
  resolvedByName: null,
  resolvedAt: null,
  modifiedBy: 'crm.agent',
  modifiedAt: '2026-12-02T19:46:47.000Z',
  version: 1,
};

const calls: { method: string; url: string; body: unknown }[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('Member Escalation', () => {
  it('after a stale save, Reload reads the escalation again and the next save goes at its new version', async () => {
    let current = ESCALATION;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as { version?: number } | null;
        calls.push({ method, url, body });
        const answer = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
        if (url.includes('caseowners')) return answer(200, { value: [] });
        if (method === 'POST')
          return body?.version === current.version
            ? answer(200, { ...current, status: 'In Progress', version: current.version + 1 })
            : answer(409, { message: 'This record was changed by someone else since you opened it.' });
        return answer(200, { items: [current], total: 1 });
      }),
    );
    renderSignedIn(<MemberEscalationScreen />, 'admin');
    fireEvent.click(await screen.findByText('Third call this week about the same pharmacy claim.'));
    // Someone else works the escalation while the dialog is open.
    current = { ...ESCALATION, assignedTo: 'crm.admin', version: 2 };
    let dialog = await screen.findByRole('dialog', { name: 'Escalation 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument());
    dialog = screen.getByRole('dialog', { name: 'Escalation 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalation 2' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toMatchObject([
      { version: 1 },
      { version: 2, assignedTo: 'crm.admin' },
    ]);
  });
});

describe('Member Escalation resolved by someone else', () => {
  it('Reload shows who resolved it and how, instead of closing the dialog without a word', async () => {
    let current = ESCALATION;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const answer = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
        if (url.includes('caseowners')) return answer(200, { value: [] });
        if (method === 'POST')
          return answer(409, { message: 'This record was changed by someone else since you opened it.' });
        // The list holds what is not resolved; by its id the escalation is found whatever its status.
        const byId = decodeURIComponent(url.replace(/\+/g, ' ')).includes('id eq 2');
        return answer(
          200,
          current.status === 'Resolved' && !byId ? { items: [], total: 0 } : { items: [current], total: 1 },
        );
      }),
    );
    renderSignedIn(<MemberEscalationScreen />, 'admin');
    fireEvent.click(await screen.findByText('Third call this week about the same pharmacy claim.'));
    // Someone else resolves it while the dialog is open.
    current = {
      ...ESCALATION,
      status: 'Resolved',
      resolutionNote: 'Called the member back; the claim was paid.',
      resolvedBy: 'crm.admin',
      resolvedByName: 'Casey Admin',
      resolvedAt: '2026-12-03T19:00:00.000Z',
      version: 2,
    };
    const dialog = await screen.findByRole('dialog', { name: 'Escalation 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Called the member back; the claim was paid.')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Escalation 2' });
    expect(within(reloaded).getByText(/by Casey Admin$/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Member Escalation names people', () => {
  it('by their names, as the rest of the CRM does, and finds an assignee by name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push({ method: 'GET', url, body: null });
        const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
        if (url.includes('caseowners'))
          return answer({
            value: [
              { Value: 'crm.agent', Text: 'Alex Agent' },
              { Value: 'crm.admin', Text: 'Casey Admin' },
            ],
          });
        return answer({ items: [{ ...ESCALATION, assignedTo: 'crm.admin' }], total: 1 });
      }),
    );
    renderSignedIn(<MemberEscalationScreen />, 'admin');
    const grid = await screen.findByRole('table', { name: 'Member escalations' });
    expect(await within(grid).findByText('Alex Agent')).toBeInTheDocument();
    expect(within(grid).getByText('Casey Admin')).toBeInTheDocument();
    expect(within(grid).queryByText('crm.agent')).toBeNull();
    fireEvent.click(within(grid).getByText('Third call this week about the same pharmacy claim.'));
    const dialog = await screen.findByRole('dialog', { name: 'Escalation 2' });
    expect(within(dialog).getByText(/ by Alex Agent$/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The filter offers the users by name and asks for the chosen one's escalations.
    fireEvent.click(await screen.findByRole('combobox', { name: 'Assigned To' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Casey Admin', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        calls.some((call) => decodeURIComponent(call.url.replace(/\+/g, ' ')).includes("assignedTo eq 'crm.admin'")),
      ).toBe(true),
    );
  });

  it('by the name the escalation carries when the user is not one of the case owners (member services)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const answer = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
        if (url.includes('caseowners')) return answer({ value: [{ Value: 'crm.agent', Text: 'Alex Agent' }] });
        return answer({
          items: [{ ...ESCALATION, raisedBy: 'member.services', raisedByName: 'Morgan Services' }],
          total: 1,
        });
      }),
    );
    renderSignedIn(<MemberEscalationScreen />, 'admin');
    const grid = await screen.findByRole('table', { name: 'Member escalations' });
    expect(await within(grid).findByText('Morgan Services')).toBeInTheDocument();
    expect(within(grid).queryByText('member.services')).toBeNull();
    fireEvent.click(within(grid).getByText('Third call this week about the same pharmacy claim.'));
    const dialog = await screen.findByRole('dialog', { name: 'Escalation 2' });
    expect(within(dialog).getByText(/ by Morgan Services$/)).toBeInTheDocument();
  });
});
