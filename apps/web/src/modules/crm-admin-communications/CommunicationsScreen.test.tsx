import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunicationTemplate } from '@portal/contracts/crm-admin-communications/communications';
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

  it('offers View, and no Delete, to a user who may only read', async () => {
    renderAs(['read']);
    await screen.findByText('Welcome letter');
    expect(screen.getByRole('button', { name: 'View Welcome letter', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Welcome letter', hidden: true })).not.toBeInTheDocument();
  });
});
