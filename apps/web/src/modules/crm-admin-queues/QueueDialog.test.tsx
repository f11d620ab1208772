import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_MESSAGES as M, type QueueRow } from '@portal/contracts/crm-admin-queues/queues';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { QueueDialog } from './QueueDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Adding a queue', () => {
  it('a name another queue has in any case: the server’s message shows under Queue Name, not in the alert', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          saves.push(init.body);
          return json({ message: M.nameTaken, field: 'name' }, 400);
        }
        return json({ value: [] });
      }),
    );
    const onClose = vi.fn();
    renderSignedIn(<QueueDialog queue={null} onClose={onClose} />, {
      username: 'crm.admin',
      grants: { 137: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adding Queue' });
    const name = within(dialog).getByRole('textbox', { name: 'Queue Name' });
    await userEvent.type(name, 'DENTAL LINE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.nameTaken);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect([saves.length, onClose.mock.calls.length]).toEqual([1, 0]);
  });
});

describe('Editing a queue', () => {
  it('a queue another admin saved first: Reload puts it as saved now in the form, and Save then goes through', async () => {
    const retention: QueueRow = {
      id: 5,
      name: 'Retention',
      description: 'Members who ask to disenroll',
      isActive: true,
      memberCount: 2,
      activeMemberCount: 2,
      caseTypeCount: 0,
      createdDate: '2026-12-01T17:00:00.000Z',
      version: 1,
    };
    const saved = { ...retention, description: 'Changed by the other admin', version: 2 };
    const saves: { version: number; description: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          const { queue } = JSON.parse(init.body as string) as { queue: { version: number; description: string } };
          saves.push(queue);
          return queue.version === saved.version ? json(saved) : json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({ value: [saved] });
      }),
    );
    const onClose = vi.fn();
    renderSignedIn(<QueueDialog queue={retention} onClose={onClose} />, {
      username: 'crm.admin',
      grants: { 137: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editing Queue Retention' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' (mine)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(alert).not.toHaveTextContent('close and reopen');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('Changed by the other admin')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves.map((queue) => queue.version)).toEqual([1, 2]);
  });
});

describe('Closing the queue dialog', () => {
  it('with a name typed and not saved, Cancel asks before dropping it; NO keeps the dialog and the name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ value: [] }), { status: 200 })),
    );
    const onClose = vi.fn();
    renderSignedIn(<QueueDialog queue={null} onClose={onClose} />, {
      username: 'crm.admin',
      grants: { 137: ['read', 'write'] },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Adding Queue' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Queue Name' }), 'Dental line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Queue Name' })).toHaveValue('Dental line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
