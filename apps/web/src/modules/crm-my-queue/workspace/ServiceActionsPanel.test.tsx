import { screen } from '@testing-library/react';
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
