import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_WORKSPACE_MESSAGES } from '@portal/contracts/crm-my-queue/member-workspace';
import { renderSignedIn } from '../../test/render.tsx';
import { EmailStatusTab, MailStatusTab } from './DeliveryStatusTab.tsx';

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

describe('Requested By on the mail and e-mail status lists', () => {
  const answer = (item: Record<string, unknown>) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [item], total: 1 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
  const request = {
    id: 1,
    memberId: 'M100000001',
    planMaterials: ['Evidence of Coverage'],
    createdBy: 'crm.admin',
    createdDate: '2026-12-01T17:00:00.000Z',
  };

  it('names who requested a mailing, as the rest of the CRM names people', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        ...request,
        workflowId: null,
        mailingAddress: '1 Main St, Fresno, CA 93701',
        status: 'Sent',
        createdByName: 'Casey Admin',
      }),
    );
    renderSignedIn(<MailStatusTab />, { username: 'crm.admin', grants: { 140: ['read'] } });
    expect(await screen.findByRole('cell', { name: 'Casey Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'crm.admin' })).not.toBeInTheDocument();
  });

  it('names who requested an e-mailed copy, and keeps the username of a user the portal no longer has', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        ...request,
        email: 'pat@example.com',
        status: 'Queued',
        createdBy: 'former.agent',
        createdByName: null,
      }),
    );
    renderSignedIn(<EmailStatusTab />, { username: 'crm.admin', grants: { 140: ['read'] } });
    expect(await screen.findByRole('cell', { name: 'former.agent' })).toBeInTheDocument();
  });
});
