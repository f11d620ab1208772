import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TransactionHistory } from './TransactionHistory.tsx';

describe('TransactionHistory', () => {
  it('shows each attempt with its status in words, and - for the requeue order of a first attempt (shell spec §3)', () => {
    renderWithProviders(
      <TransactionHistory
        events={[
          {
            automationStatus: 'ExceededRetry',
            automationNotes: 'Attempt 3: giving up',
            createdOn: '2026-11-20T18:00:00Z',
            isRequeued: false,
            requeueOrder: 0,
          },
          {
            automationStatus: 'Pending',
            automationNotes: 'Requeued by Paula Processor',
            createdOn: '2026-11-21T18:00:00Z',
            isRequeued: true,
            requeueOrder: 2,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Transaction History' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Exceeded Retry', 'Attempt 3: giving up', '11/20/2026 10:00:00 AM', 'No', '-']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pending', 'Requeued by Paula Processor', expect.stringMatching(/^11\/2[01]\/2026 /), 'Yes', '2']);
  });

  it('says so when there are no events', () => {
    renderWithProviders(<TransactionHistory events={[]} />);
    expect(screen.getByText('No transaction events.')).toBeInTheDocument();
  });
});
