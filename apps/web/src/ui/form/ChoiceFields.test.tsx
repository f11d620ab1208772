import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CheckboxField, SelectField } from './ChoiceFields.tsx';
import { FormFieldset } from './FormFieldset.tsx';

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

const electionTypes = [
  { value: 'A', label: 'A - AEP (Annual Election Period)' },
  { value: 'S', label: 'S - SEP (Special Election Period): moved out of the service area' },
];

/** A chosen election type, read-only by the field's own switch (the enrollment form's way) or by the form's fieldset. */
function Election({
  fieldReadOnly,
  formReadOnly = false,
  chosen,
}: {
  fieldReadOnly: boolean;
  formReadOnly?: boolean;
  chosen: string;
}) {
  const { control } = useForm<{ electionType: string }>({ defaultValues: { electionType: chosen } });
  return (
    <FormFieldset readOnly={formReadOnly}>
      <SelectField
        control={control}
        name="electionType"
        label="Election Type"
        data={electionTypes}
        readOnly={fieldReadOnly}
      />
    </FormFieldset>
  );
}

describe('SelectField hover text', () => {
  it.each([
    ['read-only', { fieldReadOnly: true, formReadOnly: false }],
    ['in a read-only form', { fieldReadOnly: false, formReadOnly: true }],
  ])('%s, gives its whole chosen label on hover, as a read-only text box gives its value', (_, readOnly) => {
    renderWithProviders(<Election {...readOnly} chosen="S" />);
    const box = screen.getByRole('combobox', { name: 'Election Type' });
    expect(box).toHaveValue('S - SEP (Special Election Period): moved out of the service area');
    expect(box).toHaveAttribute('title', 'S - SEP (Special Election Period): moved out of the service area');
  });

  it('gives none with nothing chosen, nor while it can be changed (its list shows the labels whole)', () => {
    const empty = renderWithProviders(<Election fieldReadOnly chosen="" />);
    expect(screen.getByRole('combobox', { name: 'Election Type' })).not.toHaveAttribute('title');
    empty.unmount();
    renderWithProviders(<Election fieldReadOnly={false} formReadOnly={false} chosen="A" />);
    expect(screen.getByRole('combobox', { name: 'Election Type' })).not.toHaveAttribute('title');
  });
});
