import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowTaskRow } from '@portal/contracts/crm-my-queue/tasks';
import type { CaseDetail } from '@portal/contracts/crm-my-queue/cases';
import type { WorkflowDetail as WorkflowDetailRow } from '@portal/contracts/crm-my-queue/workflows';
import { fakeApi, readAgainInBackground, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CaseWorkflows } from './CaseWorkflows.tsx';
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
  slaDueAt: '2030-11-05T09:00:00.000Z',
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

const CLOSED_ELSEWHERE: WorkflowDetailRow = {
  ...WORKFLOW,
  status: 'Closed',
  closedBy: 'crm.admin',
  closedByName: 'Casey Admin',
  closedDate: '2026-11-03T15:07:19.000Z',
  version: 2,
};

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

function serve(read: () => WorkflowDetailRow) {
  return fakeApi((method, url) => {
    if (url.includes('GetWorkflow')) return [200, read()];
    if (url.includes('caseowners')) return [200, { value: [{ Value: 'crm.admin', Text: 'Casey Admin' }] }];
    if (method === 'POST') return [409, { message: 'This record was changed by someone else since you opened it.' }];
    return [200, { items: [], total: 0, value: [] }];
  });
}

describe('the workflow’s own dialogs while someone else changes the workflow', () => {
  it('Edit Workflow keeps what is typed across a background read, and after Reload says who closed it', async () => {
    let current = WORKFLOW;
    const calls = serve(() => current);
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'PCP Change Workflow 155' });
    const reason = within(dialog).getByRole('textbox', { name: 'Workflow Reason' });
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Member asked again');
    // A supervisor closes the workflow meanwhile; the screen reads it again.
    current = CLOSED_ELSEWHERE;
    await readAgainInBackground(calls, 'GetWorkflow');
    expect(await screen.findByText('11/03/2026 07:07:19 AM by Casey Admin')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Workflow Reason' })).toHaveValue('Member asked again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Workflow Reason' })).toHaveValue('Member asked again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Workflow 155 is Closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'PCP Change Workflow 155' });
    expect(within(reloaded).getByText(/^Casey Admin closed it on 11\/03\/2026/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Escalate keeps what is typed across a background read, and Reload starts it from the workflow as saved now', async () => {
    let current = WORKFLOW;
    const calls = serve(() => current);
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Escalate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalate Workflow 155' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Needs a supervisor');
    current = { ...WORKFLOW, reason: 'Changed elsewhere', version: 2 };
    await readAgainInBackground(calls, 'GetWorkflow');
    expect(await screen.findByText('Changed elsewhere')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Needs a supervisor');
    current = CLOSED_ELSEWHERE;
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Escalate To' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Casey Admin', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Workflow 155 is Closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Escalate Workflow 155' });
    expect(within(reloaded).getByText(/^Casey Admin closed it on 11\/03\/2026/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Escalate' })).toBeNull();
  });

  it('Add Workflow Note refused because the workflow was closed meanwhile: Reload says who closed it and when', async () => {
    let current = WORKFLOW;
    const calls = fakeApi((method, url) => {
      if (url.includes('GetWorkflow')) return [200, current];
      if (url.includes('AddNoteToWorkflow')) return [409, { message: 'The workflow is closed.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite initialTaskId={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Workflow Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note to Workflow 155' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Member called back');
    current = CLOSED_ELSEWHERE;
    await readAgainInBackground(calls, 'GetWorkflow');
    expect(await screen.findByText('11/03/2026 07:07:19 AM by Casey Admin')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Member called back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The workflow is closed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Workflow 155 is Closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Add Note to Workflow 155' });
    expect(within(reloaded).getByText(/^Casey Admin closed it on 11\/03\/2026/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Add Task Note refused because the task was closed meanwhile: Reload says who closed it and when', async () => {
    const task: WorkflowTaskRow = {
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
    };
    let current: WorkflowDetailRow = { ...WORKFLOW, openTaskCount: 1, tasks: [task] };
    const calls = fakeApi((method, url) => {
      if (url.includes('GetWorkflowTask?')) return [200, { ...task, notes: [] }];
      if (url.includes('GetWorkflow')) return [200, current];
      if (url.includes('AddNoteToWorkflowTask')) return [409, { message: 'The task is closed.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(<WorkflowDetail workflowId={155} canWrite initialTaskId={207} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Task Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note to Task 207' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Letter sent');
    const closedTask: WorkflowTaskRow = {
      ...task,
      status: 'Closed',
      closedBy: 'crm.admin',
      closedByName: 'Casey Admin',
      closedDate: '2026-11-03T15:07:19.000Z',
      version: 2,
    };
    current = { ...WORKFLOW, version: 2, tasks: [closedTask] };
    await readAgainInBackground(calls, 'GetWorkflow?');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Letter sent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The task is closed.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Task 207 is Closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Add Note to Task 207' });
    expect(within(reloaded).getByText(/^Casey Admin closed it on 11\/03\/2026/)).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Reload showing the workflow closed by someone else shows it closed in the case’s list of workflows too', async () => {
    let current = WORKFLOW;
    fakeApi((method, url) => {
      if (url.includes('GetWorkflowsByCase')) return [200, { value: [current], total: 1 }];
      if (url.includes('GetWorkflow')) return [200, current];
      if (method === 'POST') return [409, { message: 'This record was changed by someone else since you opened it.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(
      <CaseWorkflows
        crmCase={{ id: 190 } as CaseDetail}
        memberId="M100002960"
        canWrite
        initialWorkflowId={155}
        initialTaskId={null}
      />,
    );
    const list = await screen.findByRole('table', { name: 'Case workflows' });
    expect(await within(list).findByText('In Progress')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Workflow' }));
    const dialog = await screen.findByRole('dialog', { name: 'PCP Change Workflow 155' });
    current = CLOSED_ELSEWHERE;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Workflow 155 is Closed')).toBeInTheDocument();
    expect(await within(list).findByText('Closed')).toBeInTheDocument();
    expect(within(list).queryByText('In Progress')).toBeNull();
  });
});
