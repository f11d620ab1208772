import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunicationTemplate } from '@portal/contracts/crm-admin-communications/communications';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
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

function renderAs(permissions: string[]) {
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
  const user = {
    isAdmin: false,
    username: 'crm.admin',
    name: 'Casey Admin',
    email: 'crm.admin@portal.example',
    modules: [140],
    permissions: { '140': permissions },
  } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <CommunicationsScreen />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
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
