import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { SelectField } from './ChoiceFields.tsx';
import {
  DateField,
  DecimalField,
  EmailField,
  NumberField,
  PhoneField,
  TextareaField,
  TextField,
} from './FormFields.tsx';
import { FormFieldset } from './FormFieldset.tsx';

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

const address = 'margaret.worthington-fairweather.of.the.long.name@example-health-plan.org';

/** A text box and an e-mail box, read-only by their own switch (the enrollment form's way) or by the form's fieldset. */
function Contact({ fieldReadOnly, formReadOnly }: { fieldReadOnly: boolean; formReadOnly: boolean }) {
  const { control } = useForm<{ street: string; email: string; wrapped: string; blank: string }>({
    defaultValues: {
      street: '1200 North Long Beach Boulevard, Building C',
      email: address,
      wrapped: address,
      blank: '',
    },
  });
  const field = { control, readOnly: fieldReadOnly };
  return (
    <FormFieldset readOnly={formReadOnly}>
      <TextField {...field} name="street" label="Home Street 1" />
      <TextField {...field} name="blank" label="Home Street 2" />
      <EmailField {...field} name="email" label="Email" />
      <EmailField {...field} name="wrapped" label="Email Address" wrap />
    </FormFieldset>
  );
}

describe('hover text of the typed fields', () => {
  it.each([
    ['read-only fields', { fieldReadOnly: true, formReadOnly: false }],
    ['a read-only form', { fieldReadOnly: false, formReadOnly: true }],
  ])('%s give their whole value on hover, and an empty box none', (_, readOnly) => {
    renderWithProviders(<Contact {...readOnly} />);
    expect(screen.getByRole('textbox', { name: 'Home Street 1' })).toHaveAttribute(
      'title',
      '1200 North Long Beach Boulevard, Building C',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('title', address);
    expect(screen.getByRole('textbox', { name: 'Home Street 2' })).not.toHaveAttribute('title');
  });

  it('fields being filled in give none: their value scrolls into view as it is typed', () => {
    renderWithProviders(<Contact fieldReadOnly={false} formReadOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Home Street 1' })).not.toHaveAttribute('title');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('title');
  });
});

describe('EmailField that wraps a long address', () => {
  it('shows the address in a box that runs on to further lines, read-only for a viewer', () => {
    renderWithProviders(<Contact fieldReadOnly formReadOnly={false} />);
    const box = screen.getByRole('textbox', { name: 'Email Address' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue(address);
    expect(box).toHaveAttribute('readonly');
  });

  it('keeps one address: Enter adds no line and a pasted line break is dropped', async () => {
    renderWithProviders(<Contact fieldReadOnly={false} formReadOnly={false} />);
    const box = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.clear(box);
    await userEvent.type(box, 'ana@example.org{Enter}');
    expect(box).toHaveValue('ana@example.org');
    await userEvent.clear(box);
    await userEvent.paste('ana.quintero@\nexample.org');
    expect(box).toHaveValue('ana.quintero@example.org');
  });
});

const blankSchema = z.object({
  endDate: z.string(),
  phone: z.string(),
  fax: z.string(),
  notes: z.string(),
  rate: z.string(),
  plan: z.string(),
  suite: z.string(),
});

/** Empty fields that show a placeholder while they can be filled in, read-only by their own switch or by the form's. */
function BlankFields({ fieldReadOnly, formReadOnly }: { fieldReadOnly: boolean; formReadOnly: boolean }) {
  const { control } = useForm<z.infer<typeof blankSchema>>({
    resolver: zodResolver(blankSchema),
    defaultValues: { endDate: '', phone: '', fax: '', notes: '', rate: '', plan: '', suite: '' },
  });
  const field = { control, readOnly: fieldReadOnly };
  return (
    <FormFieldset readOnly={formReadOnly}>
      <DateField {...field} name="endDate" label="End Date" />
      <PhoneField {...field} name="phone" label="IPA Phone 2" />
      <PhoneField {...field} name="fax" label="Fax" />
      <TextareaField {...field} name="notes" label="Notes" placeholder="Add a note" />
      <DecimalField {...field} name="rate" label="Admin Fee %" places={2} />
      <SelectField {...field} name="plan" label="Cap Revenue" placeholder="Select a Cap Revenue" data={['A', 'B']} />
      <TextField {...field} name="suite" label="Suite" placeholder="Suite or unit" />
    </FormFieldset>
  );
}

const BLANK_LABELS = ['End Date', 'IPA Phone 2', 'Fax', 'Notes', 'Admin Fee %', 'Cap Revenue', 'Suite'];

describe('placeholders of empty fields', () => {
  it.each([
    ['read-only fields (the enrollment form of a viewer)', { fieldReadOnly: true, formReadOnly: false }],
    ["a read-only form (an IPA's details for a viewer)", { fieldReadOnly: false, formReadOnly: true }],
  ])(
    '%s show none: MM/DD/YYYY or (555)555-5555 there would read as a value or an invitation to type',
    async (_, readOnly) => {
      renderWithProviders(<BlankFields {...readOnly} />);
      for (const label of BLANK_LABELS) {
        const box = screen.getByLabelText(label, { selector: 'input, textarea' });
        await userEvent.click(box);
        await userEvent.tab();
        // Nor does leaving a box fill it in (a decimal's zero default is for a box being filled in).
        expect(box, label).toHaveValue('');
        expect(box, label).not.toHaveAttribute('placeholder');
      }
    },
  );

  it('fields being filled in keep them, as a hint of what to type', () => {
    renderWithProviders(<BlankFields fieldReadOnly={false} formReadOnly={false} />);
    const placeholder = (label: string) =>
      screen.getByLabelText(label, { selector: 'input, textarea' }).getAttribute('placeholder');
    expect(placeholder('End Date')).toBe('MM/DD/YYYY');
    expect(placeholder('IPA Phone 2')).toBe('(555)555-5555');
    expect(placeholder('Notes')).toBe('Add a note');
    expect(placeholder('Admin Fee %')).toBe('0.00');
    expect(placeholder('Cap Revenue')).toBe('Select a Cap Revenue');
    expect(placeholder('Suite')).toBe('Suite or unit');
  });
});
