import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES as M } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { renderSignedIn } from '../../test/render.tsx';
import { CampaignDialog } from './CampaignDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Adding a campaign', () => {
  it('a name another campaign has in any case: the server’s message shows under Campaign name, not in the alert', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCount')) return json({ memberCount: 12 });
        if (init?.method === 'POST') {
          saves.push(init.body);
          return json({ message: M.nameTaken, field: 'name' }, 400);
        }
        return json({ value: [] });
      }),
    );
    const onClose = vi.fn();
    renderSignedIn(<CampaignDialog target="new" onClose={onClose} />, {
      username: 'crm.admin',
      grants: { 135: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adding Campaign' });
    const name = within(dialog).getByRole('textbox', { name: 'Campaign name' });
    await userEvent.type(name, 'FLU SHOT REMINDER');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.nameTaken);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect([saves.length, onClose.mock.calls.length]).toEqual([1, 0]);
  });
});
