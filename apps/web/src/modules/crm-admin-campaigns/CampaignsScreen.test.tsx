import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { renderSignedIn } from '../../test/render.tsx';
import { CampaignsScreen } from './CampaignsScreen.tsx';

const campaign = (id: number, name: string, isActive: boolean): Campaign => ({
  id,
  name,
  description: '',
  isActive,
  queueId: null,
  queueName: null,
  script: '',
  outcomes: [],
  usesDefaultOutcomes: true,
  criteria: {
    contractCodes: [],
    pbpCodes: [],
    countyFips: [],
    minAge: null,
    maxAge: null,
    tags: ['Caregiver Involved'],
  },
  outreachCount: 0,
  activatedAt: null,
  createdBy: 'crm.admin',
  createdDate: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('Campaigns', () => {
  it('switching a campaign on asks first (it makes an outreach case per eligible member); NO leaves it off, switching off does not ask', async () => {
    const switches: unknown[] = [];
    const campaigns = [campaign(1, 'Caregiver support check-in', false), campaign(2, 'Flu shot reminder', true)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCount')) return json({ id: 1, memberCount: 251 });
        if (init?.method === 'POST') {
          const body = JSON.parse(init.body as string) as { id: number };
          switches.push(body.id);
          const target = campaigns.find((row) => row.id === body.id)!;
          return json({ ...target, isActive: !target.isActive, version: 2 });
        }
        return json({ value: campaigns, '@odata.count': campaigns.length });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<CampaignsScreen />, { username: 'crm.admin', grants: { 135: ['read', 'write'] } });
    await screen.findByText('Caregiver support check-in');

    await user.click(screen.getByRole('switch', { name: 'Active: Caregiver support check-in', hidden: true }));
    expect(
      await screen.findByText(
        'Switch on the campaign Caregiver support check-in? An outreach case is created in its queue for each of its eligible members.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'NO' })).not.toBeInTheDocument());
    expect(switches).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Active: Caregiver support check-in', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(switches).toEqual([1]));

    // Switching off stops new outreach only: no question.
    await user.click(screen.getByRole('switch', { name: 'Active: Flu shot reminder', hidden: true }));
    await waitFor(() => expect(switches).toEqual([1, 2]));
  });

  it('an active campaign’s Delete says why it cannot be used, and does nothing; an inactive one’s asks to delete', async () => {
    const deletes: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCount')) return json({ id: 1, memberCount: 251 });
        if (init?.method === 'POST') deletes.push(JSON.parse(init.body as string));
        return json({
          value: [campaign(1, 'Caregiver support check-in', false), campaign(2, 'Flu shot reminder', true)],
        });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<CampaignsScreen />, { username: 'crm.admin', grants: { 135: ['read', 'write'] } });
    await screen.findByText('Flu shot reminder');

    const activeDelete = screen.getByRole('button', { name: 'Delete Flu shot reminder', hidden: true });
    await user.hover(activeDelete);
    expect(await screen.findByText(M.campaignActiveDelete)).toBeInTheDocument();
    await user.click(activeDelete);
    expect(screen.queryByRole('button', { name: 'YES' })).not.toBeInTheDocument();
    expect(activeDelete).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Delete Caregiver support check-in', hidden: true }));
    expect(await screen.findByText('Delete the campaign Caregiver support check-in?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(deletes).toEqual([]);
  });
});

describe('Campaigns, Modified By', () => {
  it('names who changed a campaign last, as the rest of the CRM names people', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = url.includes('GetMemberCount')
          ? { id: 1, memberCount: 251 }
          : { value: [campaign(1, 'Caregiver support check-in', false)], '@odata.count': 1 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderSignedIn(<CampaignsScreen />, { username: 'crm.admin', grants: { 135: ['read', 'write'] } });
    expect(await screen.findByRole('cell', { name: 'Casey Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'crm.admin' })).not.toBeInTheDocument();
  });
});
