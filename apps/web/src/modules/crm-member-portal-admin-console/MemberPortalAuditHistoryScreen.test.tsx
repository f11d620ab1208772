import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_PORTAL_MESSAGES as M } from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { MemberPortalAuditHistoryScreen } from './MemberPortalAuditHistoryScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const integration = { label: 'Simulated member portal', simulated: true };

describe('Member Portal Audit History', () => {
  it('a member id no member has: says so, not that the results could not be fetched', async () => {
    stubServer({
      'default.GetMemberPortalAccountEvents': () => ({ body: { items: [], total: 0, integration } }),
      'default.GetMemberPortalEventsById': () => ({ status: 404, body: { message: M.noMember('M999999999') } }),
    });
    const user = userEvent.setup();
    renderSignedIn(<MemberPortalAuditHistoryScreen />, { grants: { 127: ['read'] } });
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M999999999{Enter}');

    expect(await screen.findByText(M.noMember('M999999999'))).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.gridFailed)).not.toBeInTheDocument();
  });
});
