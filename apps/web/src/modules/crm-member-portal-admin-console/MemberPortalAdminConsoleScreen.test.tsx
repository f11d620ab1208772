import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MEMBER_PORTAL_MESSAGES,
  type PortalAccount,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { MemberPortalAdminConsoleScreen } from './MemberPortalAdminConsoleScreen.tsx';

const locked: PortalAccount = {
  id: 14,
  memberId: 'M100000014',
  email: 'donna.jackson.0014@example.org',
  status: 'Locked',
  emailVerified: true,
  failedSignIns: 5,
  lastSignInAt: '2026-11-30T19:01:01.000Z',
  lockedAt: '2026-12-04T07:01:01.000Z',
  verificationSentAt: null,
  registeredAt: '2026-09-21T21:01:01.000Z',
  version: 3,
};
const integration = { label: 'Simulated member portal', simulated: true };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Member Portal Admin Console', () => {
  it('an account another admin unlocked first: the alert offers Reload, which shows the account as it is now', async () => {
    // The first read finds the account locked; another admin unlocks it; the second read finds it active.
    let current = locked;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('GetMemberPortalAccountStatus')) return json({ items: [current], total: 1, integration });
        if (url.includes('UnlockMemberPortalAccount')) {
          current = { ...locked, status: 'Active', failedSignIns: 0, lockedAt: null, version: 4 };
          return json({ message: MESSAGES.staleRecord }, 409);
        }
        return json({});
      }),
    );
    const user = userEvent.setup();
    renderSignedIn(<MemberPortalAdminConsoleScreen />, {
      username: 'crm.admin',
      grants: { 129: ['read', 'write'] },
    });
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M100000014{Enter}');
    const card = await screen.findByLabelText(`Account ${locked.email}`);
    await user.click(within(card).getByRole('button', { name: 'Unlock Account' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.staleRecord);
    // No dialog here to close and reopen: the alert says what happened and reads the account again.
    expect(alert).not.toHaveTextContent('close and reopen');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unlock Account' })).toBeDisabled();
  });

  it('a member id no member has: says so, not that the member has no account', async () => {
    const message = MEMBER_PORTAL_MESSAGES.noMember('M999999999');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message }, 404)),
    );
    const user = userEvent.setup();
    renderSignedIn(<MemberPortalAdminConsoleScreen />, { username: 'crm.admin', grants: { 129: ['read'] } });
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'M999999999{Enter}');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/no member portal account/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
