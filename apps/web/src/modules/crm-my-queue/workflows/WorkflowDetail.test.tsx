import { screen, within } from '@testing-library/react';
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
});
