import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_MESSAGES as M } from '@portal/contracts/crm-admin-queues/queues';
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
