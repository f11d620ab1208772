import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LockedWorkItem } from '@portal/contracts/enrollment-admin/unlock';
import { renderWithProviders } from '../../test/render.tsx';
import { LockedWorkItemsTab } from './LockedWorkItemsTab.tsx';

const ITEM: LockedWorkItem = {
  avaWorkItemId: 61,
  firstName: 'James',
  lastName: 'Johnson',
  processingStatus: 'InProgress',
  receivedVia: 'Form',
  assignedTo: 'Paula Processor',
  lockedByName: 'Manny Manager',
  // 13:35 UTC is 05:35 AM in the plan's Pacific time.
  lockedAt: '2026-12-03T13:35:22.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Locked Work Items', () => {
  it('shows the processing status in words, as the work list does, and the lock time in Pacific time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [ITEM], total: 1 }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<LockedWorkItemsTab canMaintain />);
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByText('InProgress')).not.toBeInTheDocument();
    expect(screen.getByText('12/03/2026 05:35:22 AM')).toBeInTheDocument();
  });
});
