import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AuditDetailsView } from './AuditDetailsView.tsx';

describe('AuditDetailsView', () => {
  it('shows the message, the values and a before/after table of what changed, with the JSON kept below', () => {
    const details = JSON.stringify({
      message: 'Case updated.',
      memberId: 'M100002008',
      before: { status: 'Open', version: 1 },
      after: { status: 'Closed', version: 2 },
    });
    renderWithProviders(<AuditDetailsView details={details} />);
    expect(screen.getByText('Case updated.')).toBeInTheDocument();
    expect(screen.getByText('Member ID')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What changed' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'StatusOpenClosed', 'Version12']);
    expect(screen.getByText('Details as recorded')).toBeInTheDocument();
  });

  it('says when nothing was recorded', () => {
    renderWithProviders(<AuditDetailsView details={null} />);
    expect(screen.getByText('No details recorded.')).toBeInTheDocument();
  });
});
