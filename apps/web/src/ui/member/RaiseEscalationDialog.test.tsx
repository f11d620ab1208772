import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_ESCALATION_MESSAGES as M } from '@portal/contracts/crm-member-escalation/member-escalation';
import { renderWithProviders } from '../../test/render.tsx';
import { RaiseEscalationDialog } from './RaiseEscalationDialog.tsx';

/** The escalation call answers `status`; every call is recorded. */
function server(status = 200) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return new Response(JSON.stringify(status === 200 ? { id: 7 } : { message: 'The member was not found.' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('an agent escalates the member open in the workspace', () => {
  it('checks the reason with the contract, then raises the escalation for that member', async () => {
    const calls = server();
    const onClose = vi.fn();
    renderWithProviders(<RaiseEscalationDialog memberId="M100000001" onClose={onClose} />);
    const memberId = await screen.findByRole('textbox', { name: /Member ID/ });
    expect(memberId).toHaveValue('M100000001');
    expect(memberId).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText(M.reasonRequired)).toBeVisible();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Third call about the same denied claim.');
    await userEvent.click(screen.getByRole('button', { name: 'Escalate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        url: expect.stringContaining('/default.CreateMemberEscalation') as unknown,
        body: { memberId: 'M100000001', reason: 'Third call about the same denied claim.' },
      },
    ]);
    expect(await screen.findByText('Member M100000001 was escalated.')).toBeVisible();
  });

  it('keeps the dialog open with the server’s message when the escalation is refused', async () => {
    server(404);
    const onClose = vi.fn();
    renderWithProviders(<RaiseEscalationDialog memberId="M100000001" onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Member asked for a supervisor.');
    await userEvent.click(screen.getByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('The member was not found.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
