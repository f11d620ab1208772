import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { ServiceActionsPanel } from './ServiceActionsPanel.tsx';

const flow: ServiceFlow = {
  id: 3,
  name: 'Replacement ID card',
  description: 'Mail the member a new member ID card.',
  workflowType: 'RequestPlanMaterial',
  workflowTypeString: 'Request Plan Material',
  tasks: [{ taskType: 'Send Letter', assigneeRule: 'Workflow owner' }],
  effectiveFrom: '2024-01-01',
  effectiveTo: '9999-12-31',
  plans: [],
  isActive: true,
  isDeleted: false,
  createdBy: 'crm.admin',
  createdDate: '2026-11-20T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedDate: '2026-11-20T17:00:00.000Z',
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe("the member's service actions", () => {
  it('lists the actions offered to the member; Start waits for an open case', async () => {
    const calls = fakeApi((_method, url) =>
      url.includes('GetServiceFlowsForMember')
        ? [200, { items: [flow], total: 1 }]
        : url.includes('getallmembercases')
          ? [200, { items: [], total: 0 }]
          : undefined,
    );
    renderAsCrmUser(<ServiceActionsPanel memberId="M100000001" caseId={null} canWrite />);
    expect(await screen.findByText('Replacement ID card')).toBeVisible();
    expect(screen.getByText(/^Request Plan Material - Mail the member/)).toBeVisible();
    expect(await screen.findByText('Open a case for the member to start a service action.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Replacement ID card' })).toBeDisabled();
    expect(calls.find((call) => call.url.includes('GetServiceFlowsForMember'))?.url).toContain('memberId=M100000001');
  });

  it('says so when the member has none, and offers no Start to a reader', async () => {
    fakeApi((_method, url) => (url.includes('GetServiceFlowsForMember') ? [200, { items: [], total: 0 }] : undefined));
    renderAsCrmUser(<ServiceActionsPanel memberId="M100000001" caseId={null} canWrite={false} />);
    expect(await screen.findByText('No service actions for this member.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull();
  });
});

describe('starting a workflow from a service action', () => {
  const phoneFlow: ServiceFlow = {
    ...flow,
    id: 8,
    name: 'Update my phone',
    workflowType: 'DemographicChange',
    workflowTypeString: 'Demographic Change',
    tasks: [{ taskType: 'Verify Information', assigneeRule: 'Agent starting the action' }],
  };
  const created = {
    id: 91,
    memberId: 'M100000001',
    caseId: 44,
    workflowType: 'DemographicChange',
    workflowTypeString: 'Demographic Change',
    status: 'Open',
    reason: null,
    owner: 'crm.agent',
    formData: { phone: '(310)555-0144' },
    slaDueAt: '2026-11-23T17:00:00.000Z',
    escalatedTo: null,
    escalatedAt: null,
    createdBy: 'crm.agent',
    createdDate: '2026-11-20T17:00:00.000Z',
    modifiedBy: 'crm.agent',
    modifiedDate: '2026-11-20T17:00:00.000Z',
    closedBy: null,
    closedDate: null,
    openTaskCount: 1,
    version: 1,
    serviceFlowId: 8,
  };
  const task = {
    id: 501,
    workflowId: 91,
    caseId: 44,
    memberId: 'M100000001',
    workflowType: 'DemographicChange',
    taskType: 'Verify Information',
    status: 'Open',
    description: 'Service action: Update my phone',
    assignedTo: 'crm.agent',
    slaDueAt: '2026-11-21T17:00:00.000Z',
    createdBy: 'crm.agent',
    createdDate: '2026-11-20T17:00:00.000Z',
    modifiedBy: 'crm.agent',
    modifiedDate: '2026-11-20T17:00:00.000Z',
    closedBy: null,
    closedDate: null,
    version: 1,
  };

  it('sends the action with the workflow, then opens the workflow with the action and its tasks', async () => {
    const calls = fakeApi((method, url) => {
      if (url.includes('GetServiceFlowsForMember')) return [200, { items: [phoneFlow], total: 1 }];
      if (url.includes('getallmembercases'))
        return [200, { items: [{ id: 44, subject: 'Phone changed', isClosed: false }], total: 1 }];
      if (url.includes('/odata/members')) return [200, { items: [], total: 0 }];
      if (method === 'POST' && url.includes('CreateWorkflow')) return [200, created];
      if (url.includes('default.GetWorkflow'))
        return [200, { ...created, serviceFlowName: 'Update my phone', notes: [], files: [], tasks: [task] }];
      return undefined;
    });
    renderAsCrmUser(<ServiceActionsPanel memberId="M100000001" caseId={44} canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Update my phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Demographic Change Workflow' });
    expect(within(dialog).getByText('Update my phone')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New Phone' }), '3105550144');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('CreateWorkflow'))).toBe(true));
    expect(calls.find((call) => call.url.includes('CreateWorkflow'))?.body).toMatchObject({
      memberId: 'M100000001',
      caseId: 44,
      workflowType: 'DemographicChange',
      serviceFlowId: 8,
    });
    const workflow = await screen.findByRole('region', { name: 'Workflow 91' });
    expect(within(workflow).getByText('Service Action')).toBeVisible();
    expect(within(workflow).getByText('Update my phone')).toBeVisible();
    expect(await within(workflow).findByText('Verify Information')).toBeVisible();
  });
});
