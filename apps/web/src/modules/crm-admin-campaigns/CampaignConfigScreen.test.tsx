import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignConfig } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { renderSignedIn } from '../../test/render.tsx';
import { CampaignConfigScreen } from './CampaignConfigScreen.tsx';

const config: CampaignConfig = {
  defaultQueueId: null,
  defaultQueueName: null,
  defaultScript: 'Introduce yourself and the plan.',
  defaultOutcomes: ['Reached - completed'],
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('Campaign Config', () => {
  it('names who changed the defaults last, as the rest of the CRM names people', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.includes('GetCampaignConfig') ? config : { value: [], '@odata.count': 0 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderSignedIn(<CampaignConfigScreen />, { username: 'crm.agent', grants: { 124: ['read'] } });
    expect(await screen.findByText(/^Last changed by Casey Admin on /)).toBeInTheDocument();
    expect(screen.queryByText(/crm\.admin/)).not.toBeInTheDocument();
  });
});
