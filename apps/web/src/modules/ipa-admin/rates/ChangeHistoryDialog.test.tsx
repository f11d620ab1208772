import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeHistoryRecord } from '@portal/contracts/ipa-admin/rate-history';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChangeHistoryDialog } from './ChangeHistoryDialog.tsx';

const pending: ChangeHistoryRecord = {
  id: 41,
  objectId: 7,
  updatedAt: '2026-03-02T17:00:00Z',
  updatedBy: 'network.manager',
  updatedByName: 'Nora Network',
  approvedAt: null,
  approvedBy: null,
  approvedByName: null,
  differences: [{ name: 'PMPM Amount', currentValue: '1.00', newValue: '2.50' }],
  tieredRatesDifferences: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('ChangeHistoryDialog', () => {
  it('closes only the Approve All question on Escape; Escape again closes the history', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify([pending]), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderWithProviders(
      <ChangeHistoryDialog
        opened
        onClose={onClose}
        title="Cap Rate - Change History"
        historyPath="/api/ipa/GetCapRateChangeHistory"
        approvePath="/api/ipa/ApproveCapRateChanges"
        ipaCode="IPA1"
        objectId={7}
        readOnly={false}
      />,
    );
    const approveAll = await screen.findByRole('button', { name: 'Approve All' });
    await waitFor(() => expect(approveAll).toBeEnabled());
    await userEvent.click(approveAll);
    expect(await screen.findByText(RATE_MESSAGES.approveAllQuestion)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(RATE_MESSAGES.approveAllQuestion)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Cap Rate - Change History' })).toBeInTheDocument();
    // NO by Escape approves nothing: the only call is the history read.
    expect(fetch.mock.calls.every(([url]) => url.includes('GetCapRateChangeHistory'))).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names who changed and who approved a change by their names, in words, the username on hover', async () => {
    const approved = {
      ...pending,
      approvedAt: '2026-03-03T17:00:00Z',
      approvedBy: 'network.approver',
      approvedByName: 'April Approver',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([approved]), { headers: { 'content-type': 'application/json' } })),
    );
    renderWithProviders(
      <ChangeHistoryDialog
        opened
        onClose={() => undefined}
        title="Cap Rate - Change History"
        historyPath="/api/ipa/GetCapRateChangeHistory"
        approvePath="/api/ipa/ApproveCapRateChanges"
        ipaCode="IPA1"
        objectId={7}
        readOnly={false}
      />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'All' }));
    const line = await screen.findByText(/^Approved by April Approver \d{2}\/\d{2}\/2026 /);
    expect(line.tagName).toBe('P');
    expect(line).toHaveAttribute('title', 'network.approver');
    const heading = screen.getByText(/— Changed by Nora Network$/);
    expect(heading).toHaveAttribute('title', 'network.manager');
    expect(screen.queryByText(/network\.(manager|approver)/)).toBeNull();
  });

  it('shows the username where no user has it any more', async () => {
    const orphan = { ...pending, updatedBy: 'former.manager', updatedByName: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([orphan]), { headers: { 'content-type': 'application/json' } })),
    );
    renderWithProviders(
      <ChangeHistoryDialog
        opened
        onClose={() => undefined}
        title="Cap Rate - Change History"
        historyPath="/api/ipa/GetCapRateChangeHistory"
        approvePath="/api/ipa/ApproveCapRateChanges"
        ipaCode="IPA1"
        objectId={7}
        readOnly={false}
      />,
    );
    expect(await screen.findByText(/— Changed by former\.manager$/)).toBeInTheDocument();
  });
});
