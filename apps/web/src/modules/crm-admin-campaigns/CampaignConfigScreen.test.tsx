import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignConfig } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { MESSAGES } from '@portal/contracts/platform/messages';
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

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

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

  it('defaults another admin saved first: Reload puts them in the form and the alert goes', async () => {
    let current = config;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          current = { ...config, defaultScript: 'Greet the member by name.', version: 3 };
          return json({ message: MESSAGES.staleRecord }, 409);
        }
        return json(url.includes('GetCampaignConfig') ? current : { value: [], '@odata.count': 0 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<CampaignConfigScreen />, { username: 'crm.admin', grants: { 124: ['read', 'write'] } });
    const script = await screen.findByRole('textbox', { name: 'Default script / talking points' });
    await user.type(script, ' Then listen.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Greet the member by name.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what is typed when someone else’s save is read meanwhile; Reload then shows the defaults as saved now', async () => {
    let current = config;
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') return json({ message: MESSAGES.staleRecord }, 409);
        if (url.includes('GetCampaignConfig')) reads.push(url);
        return json(url.includes('GetCampaignConfig') ? current : { value: [], '@odata.count': 0 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<CampaignConfigScreen />, { username: 'crm.admin', grants: { 124: ['read', 'write'] } });
    const script = await screen.findByRole('textbox', { name: 'Default script / talking points' });
    await user.type(script, ' Then listen.');
    current = { ...config, defaultScript: 'Greet the member by name.', version: 3 };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(reads.length).toBe(2));
    expect(script).toHaveValue('Introduce yourself and the plan. Then listen.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(script).toHaveValue('Introduce yourself and the plan. Then listen.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Greet the member by name.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
