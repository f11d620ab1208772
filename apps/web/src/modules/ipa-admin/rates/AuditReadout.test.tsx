import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuditReadout } from './AuditReadout.tsx';

const AT = '2026-03-02T17:00:00Z';

describe("A rate form's audit read-outs", () => {
  it('name who created, updated and approved the rate, each username on hover', () => {
    renderWithProviders(
      <AuditReadout
        rows={[
          { label: 'Created', username: 'network.manager', name: 'Nora Network', at: AT },
          { label: 'Updated', username: 'former.manager', name: null, at: AT },
          { label: 'Last Approved', username: 'network.approver', name: 'April Approver', at: AT },
        ]}
      />,
    );
    expect(screen.getByText('Nora Network')).toHaveAttribute('title', 'network.manager');
    expect(screen.getByText('April Approver')).toHaveAttribute('title', 'network.approver');
    // A username no user has any more is shown as it is.
    expect(screen.getByText('former.manager')).toHaveAttribute('title', 'former.manager');
    expect(screen.queryByText(/network\.(manager|approver)/)).toBeNull();
  });

  it('shows a dash where nobody approved yet', () => {
    renderWithProviders(<AuditReadout rows={[{ label: 'Last Approved', username: null, name: null, at: null }]} />);
    expect(screen.getByText(/^Last Approved:/)).toHaveTextContent(/^Last Approved: —\s*$/);
  });
});
