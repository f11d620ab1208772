import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMMUNICATION_MESSAGES as M,
  type CommunicationTemplate,
} from '@portal/contracts/crm-admin-communications/communications';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { Action } from '@portal/contracts/platform/modules';
import { renderSignedIn } from '../../test/render.tsx';
import { CommunicationsScreen } from './CommunicationsScreen.tsx';

const TEMPLATE: CommunicationTemplate = {
  id: 3,
  channel: 'Letter',
  name: 'Welcome letter',
  subject: 'Welcome to {{plan.name}}',
  body: 'Dear {{member.fullName}}',
  isActive: true,
  mergeFields: ['plan.name', 'member.fullName'],
  version: 1,
  createdBy: 'crm.admin',
  updatedBy: 'crm.admin',
  updatedByName: 'Casey Admin',
  updatedAt: '2026-12-01T17:00:00.000Z',
};

function renderAs(permissions: Action[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [TEMPLATE], total: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  renderSignedIn(<CommunicationsScreen />, { username: 'crm.admin', grants: { 140: permissions } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Communications Manager templates', () => {
  // Without layout, jsdom counts the grid's rows as hidden: the queries include hidden elements.
  it('opens a template from its own Edit button (reachable by keyboard), not only by clicking the row', async () => {
    renderAs(['read', 'write']);
    await screen.findByText('Welcome letter');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Welcome letter', hidden: true }));
    expect(await screen.findByText('Editing Template Welcome letter')).toBeInTheDocument();
  });

  it('names who saved a template last by their name, not their username', async () => {
    renderAs(['read', 'write']);
    await screen.findByText('Welcome letter');
    expect(screen.getByText('Casey Admin')).toBeInTheDocument();
    expect(screen.queryByText('crm.admin')).toBeNull();
  });

  it('offers View, and no Delete, to a user who may only read', async () => {
    renderAs(['read']);
    await screen.findByText('Welcome letter');
    expect(screen.getByRole('button', { name: 'View Welcome letter', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Welcome letter', hidden: true })).not.toBeInTheDocument();
  });

  it('a name another template of the channel has in any case: the server’s message shows under Template name', async () => {
    const saves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          saves.push(init.body);
          return json({ message: M.nameExists, field: 'name' }, 400);
        }
        return json({ items: [TEMPLATE], total: 1 });
      }),
    );
    renderSignedIn(<CommunicationsScreen />, { username: 'crm.admin', grants: { 140: ['read', 'write'] } });
    await screen.findByText('Welcome letter');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Welcome letter', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Editing Template Welcome letter' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'RENEWAL NOTICE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.nameExists)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(M.nameExists);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Not saved')).not.toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it('a template another admin saved first: Reload puts it as saved now in the dialog, and Save then goes through', async () => {
    let stored: CommunicationTemplate = TEMPLATE;
    const versions: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          const body = JSON.parse(init.body as string) as { version: number };
          versions.push(body.version);
          return body.version === stored.version ? json(stored) : json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({ items: [stored], total: 1 });
      }),
    );
    renderSignedIn(<CommunicationsScreen />, { username: 'crm.admin', grants: { 140: ['read', 'write'] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Welcome letter', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Editing Template Welcome letter' });
    stored = { ...TEMPLATE, subject: 'Welcome aboard {{plan.name}}', version: 2 }; // another admin saves first
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Template name' }), ' (mine)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    expect(alert).not.toHaveTextContent('close and reopen');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('Welcome aboard {{plan.name}}')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Template name' })).toHaveValue('Welcome letter');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /Editing Template/ })).toBeNull());
    expect(versions).toEqual([1, 2]);
  });
});
