import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_PORTAL_MESSAGES as M } from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
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

  it('a member id or e-mail that is not one is said so under the panel, before any search', async () => {
    const calls = stubServer({
      'default.GetMemberPortalAccountEvents': () => ({ body: { items: [], total: 0, integration } }),
    });
    const user = userEvent.setup();
    renderSignedIn(<MemberPortalAuditHistoryScreen />, { grants: { 127: ['read'] } });
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M10{Enter}');
    expect(await screen.findByText(MEMBER_RECORD_MESSAGES.memberIdInvalid)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Member ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Member E-mail' }), 'donna{Enter}');
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();

    expect(screen.queryByText(MESSAGES.gridFailed)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('GetMemberPortalEventsById'))).toEqual([]);
  });

  it('the Event box says what it lists: all events, or all the member’s when a member is searched', async () => {
    stubServer({ 'default.GetMemberPortalAccountEvents': () => ({ body: { items: [], total: 0, integration } }) });
    const user = userEvent.setup();
    renderSignedIn(<MemberPortalAuditHistoryScreen />, { grants: { 127: ['read'] } });
    const event = screen.getByRole('combobox', { name: 'Event' });
    expect(event).toHaveAttribute('placeholder', 'All events');
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M100000014');
    expect(event).toBeDisabled();
    expect(event).toHaveAttribute('placeholder', "All the member's events");
  });
});
