import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail as CaseDetailRow } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CaseDetail } from './CaseDetail.tsx';

const CASE: CaseDetailRow = {
  id: 44,
  memberId: 'M100000001',
  queueId: null,
  queueName: null,
  caseType: 'PCP Change',
  subject: 'Member asks to change the PCP',
  description: null,
  priority: 'Normal',
  status: 'Open',
  isClosed: false,
  owner: 'crm.admin',
  ownerName: 'Casey Admin',
  originInteractionId: null,
  reopenedCount: 0,
  slaDueAt: '2026-12-02T01:00:00.000Z',
  createdBy: 'crm.admin',
  createdByName: 'Casey Admin',
  createdAt: '2026-11-26T01:21:03.000Z',
  modifiedBy: 'crm.agent',
  modifiedByName: 'Alex Agent',
  modifiedAt: '2026-11-26T01:21:03.000Z',
  closedBy: null,
  closedByName: null,
  closedAt: null,
  version: 3,
  notes: [
    {
      id: 1,
      note: 'Called the member back',
      createdBy: 'crm.admin',
      createdByName: 'Casey Admin',
      createdAt: '2026-11-26T02:00:00.000Z',
    },
  ],
  actionsTaken: [],
  interactionIds: [],
  openWorkflowCount: 0,
};

function caseApi(switchAnswer: [number, unknown]) {
  return fakeApi((method, url) => {
    if (url.includes('default.GetCase')) return [200, CASE];
    if (url.includes('GetWorkflowsByCase')) return [200, { value: [] }];
    if (method === 'POST' && url.includes('SwitchIsCaseClosed')) return switchAnswer;
    return [200, { items: [], total: 0, value: [] }];
  });
}

const renderCase = (actions: string[]) =>
  renderAsCrmUser(
    <CaseDetail caseId={44} memberId="M100000001" canWrite initialWorkflowId={null} initialTaskId={null} />,
    { actions },
  );

afterEach(() => vi.unstubAllGlobals());

describe('a case in the workspace', () => {
  it('an agent cannot reassign a case someone else owns; a supervisor can', async () => {
    caseApi([200, CASE]);
    const agent = renderCase(['read', 'write']);
    expect(await screen.findByText('Member asks to change the PCP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();
    agent.unmount();
    caseApi([200, CASE]);
    renderCase(['read', 'write', 'admin']);
    expect(await screen.findByRole('button', { name: 'Reassign' })).toBeInTheDocument();
  });

  it('marks an open case past its SLA due time as the queue does, and a closed one not', async () => {
    caseApi([200, CASE]);
    const open = renderCase(['read', 'write']);
    expect(await screen.findByText('12/01/2026 05:00:00 PM (exceeded)')).toBeInTheDocument();
    open.unmount();
    fakeApi((_method, url) =>
      url.includes('default.GetCase')
        ? [
            200,
            {
              ...CASE,
              status: 'Closed',
              isClosed: true,
              closedBy: 'crm.admin',
              closedByName: 'Casey Admin',
              closedAt: CASE.modifiedAt,
            },
          ]
        : [200, { items: [], total: 0, value: [] }],
    );
    renderCase(['read', 'write']);
    expect(await screen.findByText('12/01/2026 05:00:00 PM')).toBeInTheDocument();
    expect(screen.queryByText(/\(exceeded\)/)).toBeNull();
  });

  it('names who opened, last changed and closed the case by their names', async () => {
    fakeApi((_method, url) =>
      url.includes('default.GetCase')
        ? [
            200,
            {
              ...CASE,
              isClosed: true,
              closedBy: 'crm.admin',
              closedByName: 'Casey Admin',
              closedAt: '2026-11-27T01:00:00.000Z',
            },
          ]
        : [200, { items: [], total: 0, value: [] }],
    );
    renderCase(['read']);
    expect(await screen.findByText('11/25/2026 05:21:03 PM by Casey Admin')).toBeInTheDocument();
    expect(screen.getByText('11/25/2026 05:21:03 PM by Alex Agent')).toBeInTheDocument();
    expect(screen.getByText('11/26/2026 05:00:00 PM by Casey Admin')).toBeInTheDocument();
    expect(screen.queryByText(/by crm\./)).toBeNull();
  });

  it('a closed case still takes a note and a survey, but no action taken', async () => {
    fakeApi((_method, url) =>
      url.includes('default.GetCase')
        ? [
            200,
            {
              ...CASE,
              status: 'Closed',
              isClosed: true,
              closedBy: 'crm.admin',
              closedByName: 'Casey Admin',
              closedAt: CASE.modifiedAt,
            },
          ]
        : [200, { items: [], total: 0, value: [] }],
    );
    renderCase(['read', 'write']);
    expect(await screen.findByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Survey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Action Taken' })).toBeNull();
  });

  it('asks before closing: NO leaves the case open and sends nothing', async () => {
    const calls = caseApi([200, { ...CASE, status: 'Closed', isClosed: true }]);
    renderCase(['read', 'write']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close case' });
    expect(dialog).toHaveTextContent('Close case 44?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Closed' })).not.toBeChecked();
    expect(calls.some((call) => call.url.includes('SwitchIsCaseClosed'))).toBe(false);
  });

  it('closes with the version read after YES, and shows a stale close with Reload', async () => {
    const calls = caseApi([409, { message: 'The record was changed by someone else. Reload it and try again.' }]);
    renderCase(['read', 'write']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Closed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('SwitchIsCaseClosed'))?.body).toEqual({ id: 44, version: 3 });
  });

  it('a case with an open workflow refuses to close at once, without asking, and no longer says so once it is closed', async () => {
    const workflow = {
      id: 7,
      memberId: 'M100000001',
      caseId: 44,
      workflowType: 'PcpChange',
      workflowTypeString: 'PCP Change',
      status: 'Open',
      reason: null,
      owner: 'crm.agent',
      formData: {},
      slaDueAt: '2026-12-02T01:00:00.000Z',
      escalatedTo: null,
      escalatedAt: null,
      createdBy: 'crm.agent',
      createdDate: '2026-11-26T01:21:03.000Z',
      modifiedBy: 'crm.agent',
      modifiedDate: '2026-11-26T01:21:03.000Z',
      closedBy: null,
      closedDate: null,
      openTaskCount: 0,
      version: 1,
    };
    let workflowStatus = 'Open';
    const calls = fakeApi((method, url) => {
      if (url.includes('default.GetCase'))
        return [200, { ...CASE, openWorkflowCount: workflowStatus === 'Open' ? 1 : 0 }];
      if (url.includes('GetWorkflowsByCase')) return [200, { value: [{ ...workflow, status: workflowStatus }] }];
      if (method === 'POST' && url.includes('SwitchIsCaseClosed'))
        return [400, { message: 'The case has open workflows. Close them first.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderCase(['read', 'write']);
    expect(await screen.findByRole('cell', { name: 'PCP Change' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Closed' }));
    // As Close Workflow with open tasks: no question whose YES would fail, nothing sent.
    expect(await screen.findByText('The case has open workflows. Close them first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Close case' })).toBeNull();
    expect(calls.some((call) => call.url.includes('SwitchIsCaseClosed'))).toBe(false);
    // The agent closes the workflow (any CRM write reads the workspace again): the refusal is no longer true.
    workflowStatus = 'Closed';
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Workflow done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('The case has open workflows. Close them first.')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Closed' })).not.toBeChecked();
  });

  it('while the workflows are read again (one just closed), the close asks and leaves the refusal to the server', async () => {
    let release: () => void = () => undefined;
    let reads = 0;
    const open = { id: 7, caseId: 44, workflowTypeString: 'PCP Change', status: 'Open', openTaskCount: 0, version: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (payload: unknown) =>
          new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.includes('default.GetCase')) return json(CASE);
        if (url.includes('GetWorkflowsByCase')) {
          reads += 1;
          // The second read (after the agent's write) answers only when released.
          if (reads > 1) await new Promise<void>((resolve) => (release = resolve));
          return json({ value: [{ ...open, status: reads > 1 ? 'Closed' : 'Open' }] });
        }
        if (init?.method === 'POST' && url.includes('AddNoteToCase')) return json({});
        return json({ items: [], total: 0, value: [] });
      }),
    );
    renderCase(['read', 'write']);
    expect(await screen.findByRole('cell', { name: 'PCP Change' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Workflow done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reads).toBe(2));
    await userEvent.click(screen.getByRole('switch', { name: 'Closed' }));
    expect(await screen.findByRole('dialog', { name: 'Close case' })).toBeInTheDocument();
    expect(screen.queryByText('The case has open workflows. Close them first.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    release();
  });

  it('a case whose open workflow is beyond the workflows read refuses to close at once, without asking', async () => {
    const calls = fakeApi((method, url) => {
      // The case counts one open workflow; the workflows read (the first 50) show none open.
      if (url.includes('default.GetCase')) return [200, { ...CASE, openWorkflowCount: 1 }];
      if (url.includes('GetWorkflowsByCase')) return [200, { value: [] }];
      if (method === 'POST' && url.includes('SwitchIsCaseClosed'))
        return [400, { message: 'The case has open workflows. Close them first.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderCase(['read', 'write']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Closed' }));
    expect(await screen.findByText('The case has open workflows. Close them first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Close case' })).toBeNull();
    expect(calls.some((call) => call.url.includes('SwitchIsCaseClosed'))).toBe(false);
  });

  it('an open workflow opened elsewhere since the case was read is still refused by the server after YES', async () => {
    caseApi([400, { message: 'The case has open workflows. Close them first.' }]);
    renderCase(['read', 'write']);
    await userEvent.click(await screen.findByRole('switch', { name: 'Closed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText('The case has open workflows. Close them first.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Closed' })).not.toBeChecked();
  });

  it('adds a note checked by AddNoteToCase’s schema: an empty note is refused before sending', async () => {
    const calls = caseApi([200, CASE]);
    renderCase(['read', 'write']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes are required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Left a voicemail');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The note was added.');
    expect(calls.find((call) => call.url.includes('AddNoteToCase'))?.body).toEqual({
      caseId: 44,
      notes: 'Left a voicemail',
    });
  });
  it('an action taken refused because the case was closed elsewhere reads the case again: it shows closed', async () => {
    let closed = false;
    fakeApi((method, url) => {
      if (url.includes('default.GetCase')) return [200, closed ? { ...CASE, isClosed: true, status: 'Closed' } : CASE];
      if (url.includes('GetWorkflowsByCase')) return [200, { value: [] }];
      if (method === 'POST' && url.includes('AddActionTakenToCase')) {
        // Another agent closed the case after this screen read it.
        closed = true;
        return [400, { message: 'The case is closed. Reopen it first.' }];
      }
      return [200, { items: [], total: 0, value: [] }];
    });
    renderCase(['read', 'write']);
    expect(await screen.findByRole('switch', { name: 'Closed' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add Action Taken' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Action Taken' }), 'Called the member back');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The case is closed. Reopen it first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Closed' })).toBeChecked());
  });
});

describe('a case named in the address', () => {
  it("is not shown under another member's header: it says whose it is not, and offers none of its actions", async () => {
    caseApi([200, CASE]);
    renderAsCrmUser(
      <CaseDetail caseId={44} memberId="M200000002" canWrite initialWorkflowId={null} initialTaskId={null} />,
      { actions: ['read', 'write'] },
    );
    expect(
      await screen.findByText("Case 44 belongs to another member: choose one of this member's cases."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Member asks to change the PCP')).toBeNull();
    expect(screen.queryByRole('button', { name: /note/i })).toBeNull();
  });
});
