import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';

describe('DeleteRecordButton', () => {
  it('asks YES/NO with its title and message; NO deletes nothing, YES deletes', async () => {
    const onConfirmed = vi.fn();
    renderWithProviders(
      <DeleteRecordButton
        label="Delete"
        title="Delete plan mapping"
        message="Do you want to delete this plan mapping?"
        deleting={false}
        onConfirmed={onConfirmed}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete plan mapping')).toBeInTheDocument();
    expect(screen.getByText('Do you want to delete this plan mapping?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText('Do you want to delete this plan mapping?')).toBeNull());
    expect(onConfirmed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
  });

  it("titles the confirmation with the button's text when no title is given", async () => {
    renderWithProviders(
      <DeleteRecordButton label="Delete group" message="Delete it?" deleting={false} onConfirmed={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByRole('dialog', { name: 'Delete group' })).toBeInTheDocument();
  });
});
