import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useSaveFailure } from '../use-save-failure.ts';
import { SelectField } from './ChoiceFields.tsx';
import { DateField, TextField } from './FormFields.tsx';
import { useFieldRefusal } from './use-field-refusal.ts';

const schema = z.object({ name: z.string(), kind: z.string(), startDate: z.string(), notes: z.string() });
type Values = z.infer<typeof schema>;

/** A dialog whose every save the server refuses with a new error of `refusal`'s making. */
function QueueDialog({ refusal, placeOnField = false }: { refusal: () => Error; placeOnField?: boolean }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: 'Appeals', kind: 'Inbound', startDate: '2026-03-01', notes: '' },
  });
  const refused = useFieldRefusal(form);
  const { failure, attempt } = useSaveFailure(placeOnField ? refused.place : undefined);
  const submit = form.handleSubmit(() => attempt(() => Promise.reject(refusal())));
  return (
    <FormDialog
      opened
      onClose={() => undefined}
      title="Editing Queue"
      onSubmit={(event) => void submit(event)}
      footer={<SaveErrorAlert error={failure} onReload={() => undefined} />}
    >
      <TextField control={form.control} name="name" label="Name" />
      <SelectField control={form.control} name="kind" label="Kind" data={['Inbound', 'Outbound']} required />
      <DateField control={form.control} name="startDate" label="Start Date" />
      <TextField control={form.control} name="notes" label="Notes" />
    </FormDialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Editing Queue' });
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
const alertText = () => within(dialog()).queryByRole('alert')?.textContent ?? null;
const NOT_SAVED = 'The queue could not be saved: its work list is being moved.';
const DUPLICATE = 'A queue with this name already exists.';

describe("a dialog's refused save, once the user changes the form", () => {
  it('a refusal that names no field goes at the first change to any field, typed or picked', async () => {
    renderWithProviders(<QueueDialog refusal={() => new ApiError(400, NOT_SAVED)} />);
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(NOT_SAVED);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Notes' }), 'x');
    expect(alertText()).toBeNull();

    // Saved again and refused again, it shows again; a pick from the drop-down is a change too.
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(NOT_SAVED);
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Outbound', hidden: true }));
    expect(alertText()).toBeNull();
  });

  it('picking the value a field already holds is no change: the refusal stays', async () => {
    renderWithProviders(<QueueDialog refusal={() => new ApiError(400, NOT_SAVED)} />);
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(NOT_SAVED);
    await userEvent.click(within(dialog()).getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inbound', hidden: true }));
    expect(alertText()).toContain(NOT_SAVED);
  });

  it('a refusal that names a field stays while other fields change, and goes when that field does', async () => {
    renderWithProviders(<QueueDialog refusal={() => new ApiError(400, DUPLICATE, { field: 'name' })} />);
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(DUPLICATE);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Notes' }), 'x');
    expect(alertText()).toContain(DUPLICATE);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), ' Team');
    expect(alertText()).toBeNull();
  });

  it('a refusal placed under the field it names goes when that field changes', async () => {
    renderWithProviders(<QueueDialog placeOnField refusal={() => new ApiError(400, DUPLICATE, { field: 'name' })} />);
    await save();
    expect(await within(dialog()).findByText(DUPLICATE)).toBeInTheDocument();
    expect(alertText()).toBeNull();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Notes' }), 'x');
    expect(within(dialog()).getByText(DUPLICATE)).toBeInTheDocument();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), ' Team');
    expect(within(dialog()).queryByText(DUPLICATE)).toBeNull();
  });

  it('a record someone else changed (409) stays whatever is changed: only Reload or another save answers it', async () => {
    renderWithProviders(
      <QueueDialog refusal={() => new ApiError(409, 'This record was changed by someone else. Please reload.')} />,
    );
    await save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Changed by someone else');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Notes' }), 'x');
    expect(alertText()).toContain('Changed by someone else');
    expect(within(dialog()).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
