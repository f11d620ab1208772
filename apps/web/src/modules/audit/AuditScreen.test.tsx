import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEventRow, AuditSearch } from '@portal/contracts/audit/audit-history';
import { renderSignedIn } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { AuditScreen } from './AuditScreen.tsx';

const event = (id: number, eventType: string): AuditEventRow => ({
  id,
  timestamp: '2026-12-04T15:00:00.000Z',
  userId: 'member.services',
  userName: 'Morgan Services',
  eventType,
  itemId: 'M100000014',
  moduleId: null,
  clientIp: '10.0.0.1',
  companyIds: null,
  details: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Audit History', () => {
  it('shows event kinds in words, and filters by the kind chosen by its words', async () => {
    const calls = stubServer({
      '/api/audithistory/eventtypes': () => ({ body: { items: ['CrmCaseCreated', 'MemberDataRead', 'SignIn'] } }),
      '/api/audithistory/users': () => ({ body: { items: [] } }),
      '/api/audithistory/search': (body) => {
        const kind = (body as AuditSearch).eventType;
        const rows = kind ? [event(2, kind)] : [event(1, 'MemberDataRead'), event(2, 'CrmCaseCreated')];
        return { body: { items: rows, total: rows.length, totalIsCapped: false } };
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<AuditScreen />, 'admin');

    const grid = await screen.findByRole('table', { name: 'Audit events' });
    expect(await within(grid).findByText('Member data read')).toBeInTheDocument();
    expect(within(grid).getByText('CRM case created')).toBeInTheDocument();
    expect(within(grid).queryByText('MemberDataRead')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Event type' }));
    expect(screen.getByRole('option', { name: 'Signed in', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Member data read', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() =>
      expect(calls.some((call) => (call.body as AuditSearch | undefined)?.eventType === 'MemberDataRead')).toBe(true),
    );
    expect(await within(grid).findByText('Member data read')).toBeInTheDocument();
    expect(within(grid).queryByText('CRM case created')).not.toBeInTheDocument();
  });

  it('names who did each event, the username on hover, and a username no user has as it is', async () => {
    stubServer({
      '/api/audithistory/eventtypes': () => ({ body: { items: [] } }),
      '/api/audithistory/users': () => ({ body: { items: [] } }),
      '/api/audithistory/search': () => ({
        body: {
          items: [
            event(1, 'MemberDataRead'),
            { ...event(2, 'ExistingMemberIdAssigned'), userId: 'system', userName: null },
          ],
          total: 2,
          totalIsCapped: false,
        },
      }),
    });
    renderSignedIn(<AuditScreen />, 'admin');

    const grid = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(grid).getByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    expect(await within(grid).findByText('Morgan Services')).toHaveAttribute('title', 'member.services');
    expect(within(grid).queryByText('member.services')).not.toBeInTheDocument();
    expect(within(grid).getByText('system')).toHaveAttribute('title', 'system');
  });
});
