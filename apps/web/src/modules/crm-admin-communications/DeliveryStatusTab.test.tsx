import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_WORKSPACE_MESSAGES } from '@portal/contracts/crm-my-queue/member-workspace';
import { renderSignedIn } from '../../test/render.tsx';
import { MailStatusTab } from './DeliveryStatusTab.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the mail status list', () => {
  it('says a member id typed only in part filters nothing, and filters by it once complete', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return new Response(JSON.stringify({ items: [], total: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderSignedIn(<MailStatusTab />, { username: 'crm.admin', grants: { 140: ['read'] } });
    const field = screen.getByRole('textbox', { name: 'Member ID' });
    expect(screen.queryByText(MEMBER_WORKSPACE_MESSAGES.memberIdInvalid)).not.toBeInTheDocument();

    await userEvent.type(field, 'M1000');
    expect(await screen.findByText(MEMBER_WORKSPACE_MESSAGES.memberIdInvalid)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, '00001');
    expect(screen.queryByText(MEMBER_WORKSPACE_MESSAGES.memberIdInvalid)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(calls.some((url) => url.includes('M100000001'))).toBe(true));
  });
});
