import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { FormDialog } from './FormDialog.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { DateInput } from './inputs/DateInput.tsx';

function DatedDialog({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState<string | null>('2026-03-01');
  return (
    <FormDialog opened onClose={onClose} title="Adding DOFR Contract">
      <DateInput label="Start Date" value={value} onChange={setValue} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('closes only the open date picker on Escape, keeping the typed form; Escape again closes the dialog', async () => {
    const onClose = vi.fn();
    renderWithProviders(<DatedDialog onClose={onClose} />);
    const input = await screen.findByLabelText('Start Date');
    await userEvent.click(input);
    // jsdom lays nothing out, so the calendar is in the page but hidden: look it up with hidden.
    const calendar = { name: 'March 2026', hidden: true };
    expect(await screen.findByRole('button', calendar)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', calendar)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Adding DOFR Contract' })).toBeInTheDocument();
    expect(input).toHaveValue('03/01/2026');

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the confirmation on Escape when one is open over the dialog', async () => {
    const onClose = vi.fn();
    const onConfirmed = vi.fn();
    renderWithProviders(
      <FormDialog opened onClose={onClose} title="Editing Group">
        <DeleteRecordButton
          label="Delete group"
          message="Delete the group?"
          deleting={false}
          onConfirmed={onConfirmed}
        />
      </FormDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Delete the group?')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Delete the group?')).toBeNull());
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not save while a date field names typed text it refused, so the date it held before is not saved instead', async () => {
    const onSubmit = vi.fn();
    function Dialog() {
      const [value, setValue] = useState<string | null>('2026-03-01');
      return (
        <FormDialog opened onClose={() => undefined} title="Adding DOFR Contract" onSubmit={onSubmit}>
          <DateInput label="Start Date" value={value} onChange={setValue} />
        </FormDialog>
      );
    }
    renderWithProviders(<Dialog />);
    const input = await screen.findByLabelText('Start Date');
    await userEvent.clear(input);
    await userEvent.type(input, '02/30/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.dateNotRead('02/30/2026'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '03/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a dialog holding unsaved edits asks before Cancel, the close button or Escape drops them; NO keeps them', async () => {
    const onClose = vi.fn();
    function Dialog() {
      const [name, setName] = useState('');
      return (
        <FormDialog opened onClose={onClose} title="Adding Queue" dirty={name !== ''}>
          <label>
            Name
            <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </label>
        </FormDialog>
      );
    }
    renderWithProviders(<Dialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Adding Queue' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Dental');

    for (const close of [
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      () => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
      () => userEvent.keyboard('{Escape}'),
    ]) {
      await close();
      expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'NO' }));
      await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      expect(name).toHaveValue('Dental');
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a dialog without edits closes on Cancel at once', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog opened onClose={onClose} title="Adding Queue" dirty={false}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull();
  });
});
