import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
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

describe('Reassign Enrollments, refused', () => {
  const serve = (reassign: () => Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.includes('ReassignEnrollment')) return reassign();
        const body = input.includes('FetchEnrollmentReviewers')
          ? {
              items: [
                { userId: 2, name: 'Manny Manager' },
                { userId: 3, name: 'Rita Reviewer' },
              ],
            }
          : { items: [ROW], total: 1 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
  const pickRep = async (dialog: HTMLElement, name: string) => {
    const box = within(dialog).getByRole('combobox', { name: 'Assign To' });
    await userEvent.click(box);
    const list = await waitFor(() => {
      const options = document.getElementById(box.getAttribute('aria-controls') ?? '');
      if (!options) throw new Error('The Assign To list is not open.');
      return options;
    });
    await userEvent.click(within(list).getByRole('option', { name, hidden: true }));
  };

  it('says what is missing before sending, and each message goes once that is given', async () => {
    const reassign = vi.fn(() => new Response(JSON.stringify({ reassigned: 1 })));
    serve(reassign);
    renderWithProviders(<ReassignDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Enrollments' });
    await within(dialog).findByText('Garcia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText(ENROLLMENT_MESSAGES.assigneeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLLMENT_MESSAGES.nothingToReassign)).toBeInTheDocument();
    await pickRep(dialog, 'Manny Manager');
    await waitFor(() => expect(within(dialog).queryByText(ENROLLMENT_MESSAGES.assigneeRequired)).toBeNull());
    await userEvent.click(within(dialog).getAllByRole('checkbox')[1] as HTMLElement);
    expect(within(dialog).queryByText(ENROLLMENT_MESSAGES.nothingToReassign)).toBeNull();
    expect(reassign).not.toHaveBeenCalled();
  });

  it("the server's refusal goes once the manager picks another rep", async () => {
    const REFUSED = 'Rita Reviewer cannot take enrollments of this plan.';
    serve(() => new Response(JSON.stringify({ message: REFUSED }), { status: 400 }));
    renderWithProviders(<ReassignDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Enrollments' });
    await within(dialog).findByText('Garcia');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[1] as HTMLElement);
    await pickRep(dialog, 'Rita Reviewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSED);
    await pickRep(dialog, 'Manny Manager');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
