import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CheckboxField, MultiSelectField, SelectField } from './ChoiceFields.tsx';
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

const buyUps = [
  { value: 'DEN', label: 'Dental Plus, with two cleanings a year' },
  { value: 'VIS', label: 'Vision' },
  { value: 'HEA', label: 'Hearing' },
];

/** Chosen buy-ups, read-only by the field's own switch or by the form's fieldset (a viewer's or a submitted form). */
function BuyUps({
  fieldReadOnly,
  formReadOnly,
  chosen,
}: {
  fieldReadOnly: boolean;
  formReadOnly: boolean;
  chosen: string[];
}) {
  const { control } = useForm<{ buyUps: string[] }>({ defaultValues: { buyUps: chosen } });
  const value = useWatch({ control, name: 'buyUps' });
  return (
    <>
      <FormFieldset readOnly={formReadOnly}>
        <MultiSelectField control={control} name="buyUps" label="Buy-ups" data={buyUps} readOnly={fieldReadOnly} />
      </FormFieldset>
      <output aria-label="Form value">{value.join(',')}</output>
    </>
  );
}

/** The hover text a browser shows over an element: its own title or its nearest ancestor's. */
const hoverText = (element: HTMLElement) => element.closest('[title]')?.getAttribute('title') ?? null;

describe('MultiSelectField', () => {
  it('in a read-only form looks unchangeable: its pills offer no remove cross, and its list stays shut', () => {
    renderWithProviders(<BuyUps fieldReadOnly={false} formReadOnly chosen={['DEN']} />);
    expect(screen.queryAllByRole('button', { hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getByText('Dental Plus, with two cleanings a year', { selector: '.mantine-Pill-label' }));
    expect(screen.getByRole('combobox', { name: 'Buy-ups', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Form value')).toHaveTextContent(/^DEN$/);
  });

  it.each([
    ['read-only', { fieldReadOnly: true, formReadOnly: false }],
    ['in a read-only form', { fieldReadOnly: false, formReadOnly: true }],
  ])('%s, gives its chosen labels on hover, comma-separated', (_, readOnly) => {
    renderWithProviders(<BuyUps {...readOnly} chosen={['DEN', 'HEA']} />);
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups', hidden: true }))).toBe(
      'Dental Plus, with two cleanings a year, Hearing',
    );
  });

  it('gives none while it can be changed, nor with nothing chosen', () => {
    const editable = renderWithProviders(<BuyUps fieldReadOnly={false} formReadOnly={false} chosen={['DEN']} />);
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBeNull();
    editable.unmount();
    renderWithProviders(<BuyUps fieldReadOnly formReadOnly={false} chosen={[]} />);
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBeNull();
  });

  it('can be changed when editable', async () => {
    renderWithProviders(<BuyUps fieldReadOnly={false} formReadOnly={false} chosen={['DEN']} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Buy-ups' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vision', hidden: true }));
    expect(screen.getByLabelText('Form value')).toHaveTextContent('DEN,VIS');
  });
});
