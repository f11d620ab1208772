import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVANCED_SEARCH_MESSAGES as M } from '@portal/contracts/patient-360/advanced-search';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MemberAuditHistoryPanel } from './MemberAuditHistoryPanel.tsx';

const urls: string[] = [];
function mockFetch(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return response();
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  urls.length = 0;
});

function renderPanel() {
  const user = { isAdmin: true, modules: [], permissions: {} } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <MemberAuditHistoryPanel memberId="M100000001" />
    </SessionContext.Provider>,
  );
}

describe('MemberAuditHistoryPanel', () => {
  it('lists the member’s events 25 a page with who by name and the module name, and offers the export', async () => {
    mockFetch(
      () =>
        new Response(
          JSON.stringify({
            items: [
              {
                id: 7,
                timestamp: '2024-05-01T19:30:00.000Z',
                userId: 'crm.agent',
                userName: 'Alex Agent',
                eventType: 'MemberDataRead',
                moduleId: 12,
                action: 'GET /odata/crm/myqueue/default.GetMemberClaims',
              },
              {
                id: 6,
                timestamp: '2024-05-01T19:00:00.000Z',
                userId: 'system',
                userName: null,
                eventType: 'MemberRead',
                moduleId: null,
                action: 'Member read.',
              },
            ],
            total: 2,
            totalIsCapped: false,
          }),
        ),
    );
    renderPanel();
    expect(await screen.findByText('GET /odata/crm/myqueue/default.GetMemberClaims')).toBeInTheDocument();
    expect(screen.getByText('05/01/2024 12:30:00 PM')).toBeInTheDocument();
    // The user by name, the username on hover; a username no user has ('system') as it is.
    expect(screen.getByText('Alex Agent')).toHaveAttribute('title', 'crm.agent');
    expect(screen.queryByText('crm.agent')).not.toBeInTheDocument();
    expect(screen.getByText('system')).toBeInTheDocument();
    expect(screen.getByText('Member data read')).toBeInTheDocument();
    expect(screen.getByText('Patient 360')).toBeInTheDocument();
    expect(urls[0]).toBe('/api/memberaudithistory?memberId=M100000001&skip=0&take=25');
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeInTheDocument();
  });

  it("says 'Something went wrong.' when the history cannot be loaded", async () => {
    mockFetch(() => new Response(JSON.stringify({ message: 'down' }), { status: 500 }));
    renderPanel();
    expect((await screen.findAllByText(M.auditLoadFailed)).length).toBeGreaterThan(0);
    expect(M.auditLoadFailed).toBe('Something went wrong.');
  });
});
