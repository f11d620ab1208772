import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { CheckboxField, NumberField, SelectField } from './FormFields.tsx';

function Boxes({ readOnly }: { readOnly: boolean }) {
  const form = useForm<{ hideOnWeb: boolean }>({ defaultValues: { hideOnWeb: true } });
  return <CheckboxField control={form.control} name="hideOnWeb" label="Hide On Web" readOnly={readOnly} />;
}

describe('CheckboxField', () => {
  it('looks unchangeable when read-only (a browser ignores readOnly on a checkbox), and keeps its value', () => {
    renderWithProviders(<Boxes readOnly />);
    const box = screen.getByRole('checkbox', { name: 'Hide On Web' });
    expect(box).toBeDisabled();
    expect(box).toBeChecked();
  });

  it('can be changed when editable', () => {
    renderWithProviders(<Boxes readOnly={false} />);
    expect(screen.getByRole('checkbox', { name: 'Hide On Web' })).toBeEnabled();
  });
});

function Times({ required }: { required: boolean }) {
  const form = useForm<{ time: string }>({ defaultValues: { time: '09:00' } });
  const data = [
    { value: '09:00', label: '9:00 AM' },
    { value: '09:15', label: '9:15 AM' },
  ];
  const time = useWatch({ control: form.control, name: 'time' });
  return (
    <>
      <SelectField control={form.control} name="time" label="Time" required={required} data={data} />
      <output aria-label="Form value">{time}</output>
    </>
  );
}

describe('SelectField', () => {
  it('keeps a required field’s value when its chosen option is picked again', async () => {
    renderWithProviders(<Times required />);
    await userEvent.click(screen.getByRole('combobox', { name: /^Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '9:00 AM', hidden: true }));
    expect(screen.getByRole('combobox', { name: /^Time/ })).toHaveValue('9:00 AM');
    expect(screen.getByLabelText('Form value')).toHaveTextContent('09:00');
  });

  it('lets an optional field be emptied by picking its chosen option again', async () => {
    renderWithProviders(<Times required={false} />);
    await userEvent.click(screen.getByRole('combobox', { name: /^Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '9:00 AM', hidden: true }));
    expect(screen.getByRole('combobox', { name: /^Time/ })).toHaveValue('');
  });
});

const minutesSchema = z.object({
  minutes: z.number().min(10, 'The visit lasts 10 to 120 minutes.').max(120, 'The visit lasts 10 to 120 minutes.'),
});

function Minutes() {
  const form = useForm<z.infer<typeof minutesSchema>>({
    resolver: zodResolver(minutesSchema),
    mode: 'onTouched',
    defaultValues: { minutes: 30 },
  });
  return <NumberField control={form.control} name="minutes" label="Minutes" min={10} max={120} decimalScale={0} />;
}

describe('NumberField', () => {
  it("keeps a number outside its bounds as typed and shows the form's message, never quietly moving it to the bound", async () => {
    renderWithProviders(<Minutes />);
    const box = screen.getByRole('textbox', { name: 'Minutes' });
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    await userEvent.tab();
    expect(box).toHaveValue('5');
    expect(await screen.findByText('The visit lasts 10 to 120 minutes.')).toBeVisible();
  });
});
