import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorklistRow } from '@portal/contracts/enrollment/worklist';
import { renderWithProviders } from '../../test/render.tsx';
import { ReassignDialog } from './ReassignDialog.tsx';

const ROW = {
  avaWorkItemId: 1,
  lastName: 'Garcia',
  firstName: 'James',
  processingStatus: 'InProgress',
  contractCode: 'H0541',
  pbpCode: '002',
  receivedVia: 'Paper Enrollment',
  assignedTo: 'Paula Processor',
  version: 3,
} as unknown as WorklistRow;

afterEach(() => vi.unstubAllGlobals());

describe('Reassign Enrollments', () => {
  it('lists the items with their status in words, in a dialog wide enough for the list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const body = input.includes('FetchEnrollmentReviewers')
          ? { items: [{ userId: 2, name: 'Manny Manager' }] }
          : { items: [ROW], total: 1 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<ReassignDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Enrollments' });
    expect(await within(dialog).findByText('In Progress')).toBeInTheDocument();
    expect(within(dialog).queryByText('InProgress')).not.toBeInTheDocument();
    const sized = document.querySelector('[style*="--modal-size"]');
    expect(sized?.getAttribute('style')).toContain('72rem');
  });
});
