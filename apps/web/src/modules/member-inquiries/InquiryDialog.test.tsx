import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InquiryRow } from '@portal/contracts/member-inquiries/member-inquiries';
import { renderWithProviders } from '../../test/render.tsx';
import { InquiryDialog } from './InquiryDialog.tsx';

const inquiry: InquiryRow = {
  id: 9,
  memberId: 'M000000002',
  memberName: 'Lee Member',
  channel: 'Mail',
  category: 'Benefits',
  subject: 'Dental coverage question',
  detail: 'How often are cleanings covered?',
  receivedAt: '2025-03-01T16:00:00.000Z',
  status: 'In Progress',
  assignedTo: 'crm.agent',
  assignedToName: 'Alex Agent',
  response: null,
  respondedAt: null,
  respondedBy: null,
  respondedByName: null,
  closedAt: null,
  updatedAt: '2025-03-01T16:00:00.000Z',
  version: 2,
};

afterEach(() => vi.unstubAllGlobals());

function renderDialog(row: InquiryRow, onClose = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [{ username: 'crm.agent', name: 'Alex Agent' }] }))),
  );
  renderWithProviders(<InquiryDialog inquiry={row} canWrite onClose={onClose} onReload={() => undefined} />);
  return onClose;
}

describe('a member inquiry', () => {
  it('names who responded by name, the username on hover', async () => {
    renderDialog({
      ...inquiry,
      status: 'Responded',
      response: 'Twice a year.',
      respondedAt: '2025-03-02T17:30:00.000Z',
      respondedBy: 'crm.admin',
      respondedByName: 'Casey Admin',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member Inquiry 9' });
    expect(within(dialog).getByText(/Responded 03\/02\/2025 09:30:00 AM PT by/)).toBeInTheDocument();
    expect(within(dialog).getByText('Casey Admin')).toHaveAttribute('title', 'crm.admin');
    expect(within(dialog).queryByText(/by crm\.admin/)).toBeNull();
  });

  it('asks before a typed response is dropped: NO keeps it, YES closes', async () => {
    const onClose = renderDialog(inquiry);
    const dialog = await screen.findByRole('dialog', { name: 'Member Inquiry 9' });
    fireEvent.change(within(dialog).getByLabelText('Response'), { target: { value: 'Twice a year.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(ask).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Response')).toHaveValue('Twice a year.');
    fireEvent.keyDown(within(dialog).getByLabelText('Response'), { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'YES' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = renderDialog(inquiry);
    const dialog = await screen.findByRole('dialog', { name: 'Member Inquiry 9' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });
});
