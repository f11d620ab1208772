import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceFlow } from '@portal/contracts/crm-admin-service-actions/service-flows';
import { renderSignedIn } from '../../test/render.tsx';
import { ServiceActionsScreen } from './ServiceActionsScreen.tsx';

const flow = (id: number, name: string): ServiceFlow => ({
  id,
  name,
  description: '',
  workflowType: 'PcpChange',
  workflowTypeString: 'PCP Change',
  tasks: [],
  effectiveFrom: '2024-01-01',
  effectiveTo: '9999-12-31',
  plans: [],
  isActive: true,
  isDeleted: false,
  createdBy: 'crm.admin',
  createdDate: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('Service Actions', () => {
  it('names the service action on each row’s Edit and Delete buttons, so a screen reader can tell the rows apart', async () => {
    const flows = [flow(1, 'Change my PCP'), flow(2, 'Replacement ID card')];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ value: flows, '@odata.count': flows.length }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSignedIn(<ServiceActionsScreen />, { username: 'crm.admin', grants: { 136: ['read', 'write', 'export'] } });
    // Without layout, jsdom counts the grid's rows as hidden: the queries include hidden elements.
    await screen.findByText('Change my PCP');
    expect(screen.getByRole('button', { name: 'Edit Change my PCP', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Change my PCP', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Replacement ID card', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Replacement ID card', hidden: true })).toBeInTheDocument();
  });
});
