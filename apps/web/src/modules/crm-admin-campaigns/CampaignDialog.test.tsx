import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { CampaignDialog } from './CampaignDialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

const FLU_SHOT: Campaign = {
  id: 3,
  name: 'Flu shot reminder',
  description: 'Remind members of their flu shot',
  isActive: false,
  queueId: null,
  queueName: null,
  script: '',
  outcomes: [],
  usesDefaultOutcomes: true,
  criteria: { contractCodes: [], pbpCodes: [], countyFips: [], minAge: 85, maxAge: null, tags: [] },
  outreachCount: 0,
  activatedAt: null,
  createdBy: 'crm.admin',
  createdDate: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-12-01T17:00:00.000Z',
  version: 1,
};

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

describe('A campaign that follows the defaults', () => {
  it('says that an empty queue, script or outcome list means Campaign Config’s defaults', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ value: [], items: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderSignedIn(<CampaignDialog target="new" onClose={() => undefined} />, {
      username: 'crm.admin',
      grants: { 135: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adding Campaign' });
    expect(within(dialog).getByLabelText('Queue')).toHaveAttribute('placeholder', 'None: the default queue');
    expect(within(dialog).getByRole('textbox', { name: 'Script / talking points' })).toHaveAttribute(
      'placeholder',
      'None: the default script',
    );
    expect(within(dialog).getByLabelText('Outcomes')).toHaveAttribute('placeholder', 'None: the default outcomes');
  });
});

describe('Editing a campaign', () => {
  it('a campaign another admin saved first: Reload puts it as saved now in the form, and Save then goes through', async () => {
    const opened = FLU_SHOT;
    const saved = { ...opened, description: 'Changed by the other admin', version: 2 };
    const versions: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCount')) return json({ memberCount: 12 });
        if (init?.method === 'POST') {
          const { version } = JSON.parse(init.body as string) as { version: number };
          versions.push(version);
          return version === saved.version ? json(saved) : json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({ value: url.includes('/campaigns') ? [saved] : [] });
      }),
    );
    const onClose = vi.fn();
    renderSignedIn(<CampaignDialog target={opened} onClose={onClose} />, {
      username: 'crm.admin',
      grants: { 135: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editing Campaign Flu shot reminder' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' (mine)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(alert).not.toHaveTextContent('close and reopen');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Changed by the other admin')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Editing Campaign Flu shot reminder' });
    expect(within(reloaded).queryByRole('alert')).toBeNull();
    await userEvent.click(within(reloaded).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(versions).toEqual([1, 2]);
  });
});

describe('Editing a campaign while the list is read again', () => {
  it('keeps what is typed when someone else’s save arrives; Reload then starts from the campaign as saved now', async () => {
    const opened: Campaign = { ...FLU_SHOT, isActive: true };
    let listed = opened;
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCount')) return json({ memberCount: 12 });
        if (init?.method === 'POST') return json({ message: MESSAGES.staleRecord }, 409);
        if (url.includes('/campaigns')) reads.push(url);
        return json({ value: url.includes('/campaigns') ? [listed] : [] });
      }),
    );
    renderSignedIn(<CampaignDialog target={opened} onClose={() => undefined} />, {
      username: 'crm.admin',
      grants: { 135: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editing Campaign Flu shot reminder' });
    await vi.waitFor(() => expect(reads.length).toBe(1));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, ' (mine)');
    // Another admin saves; the list is read again (its poll while the campaign is active, or the window's focus).
    listed = { ...opened, description: 'Changed by the other admin', version: 2 };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(reads.length).toBe(2));
    expect(description).toHaveValue('Remind members of their flu shot (mine)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(description).toHaveValue('Remind members of their flu shot (mine)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByRole('dialog', { name: 'Editing Campaign Flu shot reminder' });
    expect(await within(reloaded).findByDisplayValue('Changed by the other admin')).toBeInTheDocument();
    expect(within(reloaded).queryByRole('alert')).toBeNull();
  });
});

describe('The eligible members preview', () => {
  it('never shows the previous criteria’s count for the criteria typed since: it says counting until they are counted', async () => {
    const answers: ((memberCount: number) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        if (url.includes('GetMemberCountByCriteria'))
          return new Promise<Response>((resolve) => answers.push((memberCount) => resolve(json({ memberCount }))));
        return json({ value: [], items: [] });
      }),
    );
    renderSignedIn(<CampaignDialog target="new" onClose={() => undefined} />, {
      username: 'crm.admin',
      grants: { 135: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adding Campaign' });
    const preview = within(dialog).getByTestId('campaign-member-preview');
    await vi.waitFor(() => expect(answers.length).toBe(1));
    answers[0]!(1092);
    await vi.waitFor(() => expect(preview).toHaveTextContent('Eligible members: 1,092'));

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Age from' }));
    await userEvent.paste('65'); // one change, as a slow machine would type it
    expect(preview).toHaveTextContent('Eligible members: counting...');
    await vi.waitFor(() => expect(answers.length).toBe(2));
    expect(preview).toHaveTextContent('Eligible members: counting...');
    answers[1]!(406);
    await vi.waitFor(() => expect(preview).toHaveTextContent('Eligible members: 406'));
  });
});
