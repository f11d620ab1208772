import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { renderWithProviders } from '../../../test/render.tsx';
import { SEARCH_COLUMNS } from '../search/search-columns.tsx';
import { AuditReadout } from './AuditReadout.tsx';

// 13:46:22 UTC is 05:46:22 AM on the plan's clock (Pacific, standard time in December), whatever the browser's zone.
const AT = '2026-12-03T13:46:22.000Z';

describe("IPA audit stamps read the plan's Pacific clock", () => {
  it('shows the rate audit read-outs in Pacific time', () => {
    renderWithProviders(
      <AuditReadout rows={[{ label: 'Created', username: 'network.manager', name: 'Nora Network', at: AT }]} />,
    );
    expect(screen.getByText(/^Created:/)).toHaveTextContent('Created: Nora Network 12/03/2026 05:46:22 AM');
  });

  it("shows the search grid's created and updated dates in Pacific time", () => {
    const created = SEARCH_COLUMNS.find((column) => column.accessor === 'createdDt');
    expect(created?.render?.({ createdDt: AT } as IpaDto, 0)).toBe('12/03/2026 05:46:22 AM');
  });
});
