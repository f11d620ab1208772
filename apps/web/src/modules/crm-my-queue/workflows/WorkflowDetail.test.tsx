import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowDetail as WorkflowDetailRow } from '@portal/contracts/crm-my-queue/workflows';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { WorkflowDetail } from './WorkflowDetail.tsx';

const WORKFLOW: WorkflowDetailRow = {
  id: 155,
  memberId: 'M100002960',
  caseId: 190,
  workflowType: 'PcpChange',
  workflowTypeString: 'PCP Change',
  status: 'In Progress',
  reason: 'Closer to home',
  owner: 'crm.agent',
  formData: {
    providerNpi: '1003573866',
    providerName: 'Frank Nelson, MD',
    ipaCode: 'IPA01',
    changeReason: 'Provider left the network',
    effectiveDate: '2026-11-22',
  },
  slaDueAt: '2026-11-05T09:00:00.000Z',
  escalatedTo: null,
  escalatedAt: null,
  createdBy: 'crm.agent',
  createdDate: '2026-11-02T15:07:19.000Z',
  modifiedBy: 'crm.agent',
  modifiedDate: '2026-11-02T15:07:19.000Z',
  closedBy: null,
  closedDate: null,
  openTaskCount: 0,
  version: 1,
  notes: [],
  files: [],
  tasks: [],
};

afterEach(() => vi.unstubAllGlobals());

const renderWorkflow = (workflow: WorkflowDetailRow) => {
  fakeApi((_method, url) =>
    url.includes('GetWorkflow') ? [200, workflow] : [200, { items: [], total: 0, value: [] }],
  );
  renderAsCrmUser(<WorkflowDetail workflowId={workflow.id} canWrite={false} initialTaskId={null} />);
};

describe('a workflow’s detail', () => {
  it('reads its form answers under the words of the form, not the field keys', async () => {
    renderWorkflow(WORKFLOW);
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    for (const label of ['NPI', 'New PCP', 'IPA', 'Change Reason', 'Effective Date'])
      expect(within(detail).getByText(label, { exact: true })).toBeInTheDocument();
    expect(within(detail).queryByText('Provider Npi')).not.toBeInTheDocument();
    expect(within(detail).queryByText('Ipa Code')).not.toBeInTheDocument();
    expect(within(detail).getByText('11/22/2026')).toBeInTheDocument();
  });

  it('marks an open workflow past its SLA due time as exceeded, as the case’s grid of workflows does', async () => {
    renderWorkflow(WORKFLOW);
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    expect(within(detail).getByText('11/05/2026 01:00:00 AM (exceeded)')).toBeInTheDocument();
  });

  it('names the owner, the creator and who closed it by their names', async () => {
    renderWorkflow({
      ...WORKFLOW,
      status: 'Closed',
      ownerName: 'Alex Agent',
      createdByName: 'Alex Agent',
      closedBy: 'crm.admin',
      closedByName: 'Casey Admin',
      closedDate: '2026-11-03T15:07:19.000Z',
    });
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    expect(within(detail).getByText('Alex Agent', { exact: true })).toBeInTheDocument();
    expect(within(detail).getByText('11/02/2026 07:07:19 AM by Alex Agent')).toBeInTheDocument();
    expect(within(detail).getByText('11/03/2026 07:07:19 AM by Casey Admin')).toBeInTheDocument();
    expect(within(detail).queryByText(/crm\./)).toBeNull();
  });

  it('names who wrote each workflow note and task note by their name', async () => {
    const note = (id: number, text: string) => ({
      id,
      note: text,
      createdBy: 'crm.admin',
      createdByName: 'Casey Admin',
      createdAt: '2026-11-02T16:00:00.000Z',
      createdDate: '2026-11-02T16:00:00.000Z',
    });
    const task = {
      id: 206,
      workflowId: 155,
      caseId: 190,
      memberId: 'M100002960',
      workflowType: 'PcpChange',
      taskType: 'Send Letter',
      status: 'Open',
      description: null,
      assignedTo: 'crm.admin',
      slaDueAt: '2030-11-05T09:00:00.000Z',
      createdBy: 'crm.agent',
      createdDate: '2026-11-02T15:07:19.000Z',
      modifiedBy: 'crm.agent',
      modifiedDate: '2026-11-02T15:07:19.000Z',
      closedBy: null,
      closedDate: null,
      version: 1,
    } as const;
    fakeApi((_method, url) => {
      if (url.includes('GetWorkflowTask?')) return [200, { ...task, notes: [note(2, 'Letter printed')] }];
      if (url.includes('GetWorkflow'))
        return [200, { ...WORKFLOW, notes: [note(1, 'Called the PCP office')], tasks: [task] }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite={false} initialTaskId={206} />);
    expect(await screen.findByText('Letter printed')).toBeInTheDocument();
    expect(screen.getAllByText('Casey Admin, 11/02/2026 08:00:00 AM', { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: /^Notes/ }));
    expect(await screen.findByText('Called the PCP office')).toBeVisible();
    expect(screen.queryByText(/crm\.admin,/)).toBeNull();
  });

  it('names who each task is assigned to and who closed it by their names', async () => {
    const task = {
      id: 207,
      workflowId: 155,
      caseId: 190,
      memberId: 'M100002960',
      workflowType: 'PcpChange',
      taskType: 'Send Letter',
      status: 'Closed',
      description: null,
      assignedTo: 'crm.admin',
      assignedToName: 'Casey Admin',
      slaDueAt: '2030-11-05T09:00:00.000Z',
      createdBy: 'crm.agent',
      createdDate: '2026-11-02T15:07:19.000Z',
      modifiedBy: 'crm.agent',
      modifiedDate: '2026-11-02T15:07:19.000Z',
      closedBy: 'crm.agent',
      closedByName: 'Alex Agent',
      closedDate: '2026-11-03T15:07:19.000Z',
      version: 2,
    } as const;
    renderWorkflow({ ...WORKFLOW, tasks: [task] });
    const grid = await screen.findByRole('table', { name: 'Workflow tasks' });
    const row = within(grid).getByText('207').closest('tr')!;
    expect(row).toHaveTextContent('Casey Admin');
    expect(row).toHaveTextContent('Alex Agent');
    expect(row).not.toHaveTextContent('crm.');
  });

  it('reads a new phone as (ddd)ddd-dddd, as the member’s header does', async () => {
    renderWorkflow({
      ...WORKFLOW,
      workflowType: 'DemographicChange',
      workflowTypeString: 'Demographic Change',
      formData: { phone: '2135550188' },
    });
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    expect(within(detail).getByText('(213)555-0188')).toBeInTheDocument();
  });

  it('does not show the ids that only link records (the POA record, the receipt files)', async () => {
    renderWorkflow({
      ...WORKFLOW,
      workflowType: 'PoaValidation',
      workflowTypeString: 'POA Validation',
      formData: { poaMemberId: 3, poaName: 'Ann Lee', poaType: 'Healthcare', hcode: 'H6210', caseFileIds: [7, 8] },
    });
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    expect(within(detail).getByText("Representative's Name")).toBeInTheDocument();
    expect(within(detail).getByText('POA Type')).toBeInTheDocument();
    expect(within(detail).getByText('H Code')).toBeInTheDocument();
    expect(within(detail).queryByText(/Poa Member Id|Case File Ids/)).not.toBeInTheDocument();
    expect(within(detail).queryByText('7, 8')).not.toBeInTheDocument();
  });

  it('writes an address line 1 first, whatever order its fields come back in', async () => {
    renderWorkflow({
      ...WORKFLOW,
      workflowType: 'DemographicChange',
      workflowTypeString: 'Demographic Change',
      // jsonb's key order: shortest first.
      formData: {
        address: { city: 'Tucson', state: 'AZ', zipCode: '85701', address1: '1 Main St', countyCode: '04019' },
      },
    });
    const detail = await screen.findByRole('region', { name: 'Workflow 155' });
    expect(within(detail).getByText('New Residence Address')).toBeInTheDocument();
    expect(within(detail).getByText('1 Main St, Tucson, AZ 85701')).toBeInTheDocument();
  });

  it('after a stale escalation, Reload reads the workflow again and the next try goes at its new version', async () => {
    let current = WORKFLOW;
    const calls = fakeApi((method, url, body) => {
      if (url.includes('GetWorkflow')) return [200, current];
      if (url.includes('caseowners')) return [200, { value: [{ Value: 'crm.admin', Text: 'Casey Admin' }] }];
      if (url.includes('EscalateWorkflow'))
        return (body as { version: number }).version === current.version
          ? [200, { ...current, escalatedTo: 'crm.admin' }]
          : [409, { message: 'This record was changed by someone else since you opened it.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={WORKFLOW.id} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Escalate' }));
    // Someone else changes the workflow while the dialog is open.
    current = { ...WORKFLOW, version: 2, reason: 'Changed elsewhere' };
    const escalate = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Escalate Workflow 155' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Escalate To' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Casey Admin', hidden: true }));
      await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Needs a supervisor');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
      return dialog;
    };
    const dialog = await escalate();
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument());
    await escalate();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escalate Workflow 155' })).toBeNull());
    // The person escalated to is named, not their username.
    expect(await screen.findByText('Workflow 155 was escalated to Casey Admin.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.includes('EscalateWorkflow')).map((call) => call.body);
    expect(sent).toMatchObject([{ version: 1 }, { version: 2 }]);
  });
});

describe('a task closed by someone else while the agent edits it', () => {
  it('keeps what the agent typed until Reload, which then says who closed it instead of offering Save', async () => {
    const open = {
      id: 207,
      workflowId: 155,
      caseId: 190,
      memberId: 'M100002960',
      workflowType: 'PcpChange',
      taskType: 'Send Letter',
      status: 'Open',
      description: null,
      assignedTo: 'crm.agent',
      assignedToName: 'Alex Agent',
      slaDueAt: '2030-11-05T09:00:00.000Z',
      createdBy: 'crm.agent',
      createdDate: '2026-11-02T15:07:19.000Z',
      modifiedBy: 'crm.agent',
      modifiedDate: '2026-11-02T15:07:19.000Z',
      closedBy: null,
      closedByName: null,
      closedDate: null,
      version: 1,
    } as const;
    let current: WorkflowDetailRow = { ...WORKFLOW, tasks: [open] };
    fakeApi((method, url) => {
      if (url.includes('GetWorkflowTask?')) return [200, { ...current.tasks[0], notes: [] }];
      if (url.includes('GetWorkflow')) return [200, current];
      if (method === 'POST' && url.includes('UpdateWorkflowTask'))
        return [409, { message: 'This record was changed by someone else since you opened it.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite initialTaskId={207} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task 207: Send Letter' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Letter goes out today');
    // A supervisor closes the task meanwhile.
    current = {
      ...WORKFLOW,
      tasks: [
        {
          ...open,
          status: 'Closed',
          closedBy: 'crm.admin',
          closedByName: 'Casey Admin',
          closedDate: '2026-11-03T15:07:19.000Z',
          version: 2,
        },
      ],
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Letter goes out today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Task 207 is Closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Task 207: Send Letter' });
    expect(within(reloaded).getByText(/^Casey Admin closed it on 11\/03\/2026/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('an escalated workflow', () => {
  it('names the person it was escalated to', async () => {
    fakeApi((_method, url) =>
      url.includes('GetWorkflow')
        ? [
            200,
            {
              ...WORKFLOW,
              status: 'Escalated',
              escalatedTo: 'crm.admin',
              escalatedToName: 'Casey Admin',
              escalatedAt: '2026-12-01T17:00:00.000Z',
            },
          ]
        : [200, { items: [], total: 0, value: [] }],
    );
    renderAsCrmUser(<WorkflowDetail workflowId={WORKFLOW.id} canWrite initialTaskId={null} />);
    expect(await screen.findByText(/^Casey Admin, 12\/01\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/crm\.admin/)).toBeNull();
  });
});

describe('closing a workflow', () => {
  it('with open tasks says to close them first, without asking a question whose YES would be refused', async () => {
    const calls = fakeApi((_method, url) =>
      url.includes('GetWorkflow')
        ? [200, { ...WORKFLOW, openTaskCount: 1 }]
        : [200, { items: [], total: 0, value: [] }],
    );
    renderAsCrmUser(<WorkflowDetail workflowId={WORKFLOW.id} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Workflow' }));
    expect(await screen.findByText('The workflow has open tasks. Close them first.')).toBeInTheDocument();
    // Titled by what did not happen, not a save's 'Not saved'.
    expect(
      screen.getByText('The workflow has open tasks. Close them first.').closest('[role="alert"]'),
    ).toHaveTextContent(/^Workflow not closed/);
    expect(screen.queryByRole('dialog', { name: 'Close Workflow' })).toBeNull();
    expect(calls.some((call) => call.url.includes('CloseWorkflow'))).toBe(false);
  });

  it('stops saying to close the open tasks once they are closed', async () => {
    let current = { ...WORKFLOW, openTaskCount: 1 };
    fakeApi((_method, url) =>
      url.includes('GetWorkflow') ? [200, current] : [200, { items: [], total: 0, value: [] }],
    );
    renderAsCrmUser(<WorkflowDetail workflowId={WORKFLOW.id} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Workflow' }));
    expect(await screen.findByText('The workflow has open tasks. Close them first.')).toBeInTheDocument();
    // The agent closes the task (a CRM write reads the workflow again): none is open now.
    current = { ...WORKFLOW, openTaskCount: 0 };
    await userEvent.click(screen.getByRole('button', { name: 'Add Workflow Note' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Task done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('The workflow has open tasks. Close them first.')).toBeNull());
  });

  it('asks first: NO closes nothing, YES closes it at the version read', async () => {
    const calls = fakeApi((_method, url) => {
      if (url.includes('GetWorkflow')) return [200, WORKFLOW];
      if (url.includes('CloseWorkflow')) return [200, { ...WORKFLOW, status: 'Closed', version: 2 }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={WORKFLOW.id} canWrite initialTaskId={null} />);
    const closes = () => calls.filter((call) => call.url.includes('CloseWorkflow'));

    await userEvent.click(await screen.findByRole('button', { name: 'Close Workflow' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close Workflow' });
    expect(within(dialog).getByText('Close workflow 155? A closed workflow cannot be reopened.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close Workflow' })).toBeNull());
    expect(closes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Close Workflow' }));
    dialog = await screen.findByRole('dialog', { name: 'Close Workflow' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(closes()).toHaveLength(1));
    expect(closes()[0]?.body).toMatchObject({ workflowId: 155, version: 1 });
  });
});
