import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DateField, TextField } from './FormFields.tsx';
import { SelectField } from './ChoiceFields.tsx';
import { FormFieldset } from './FormFieldset.tsx';

interface Values {
  firstName: string;
  startDate: string;
  contractType: string;
}

/** Three required fields, read-only one by one (the enrollment form's way) or by the form's fieldset (the IPA's way). */
function RequiredFields({ fieldReadOnly, formReadOnly }: { fieldReadOnly: boolean; formReadOnly: boolean }) {
  const { control } = useForm<Values>({
    defaultValues: { firstName: 'Ada', startDate: '2026-01-01', contractType: 'F' },
  });
  const field = { control, readOnly: fieldReadOnly, required: true };
  return (
    <FormFieldset readOnly={formReadOnly}>
      <TextField {...field} name="firstName" label="First Name" />
      <DateField {...field} name="startDate" label="Start Date" />
      <SelectField {...field} name="contractType" label="Contract Type" data={[{ value: 'F', label: 'Full risk' }]} />
    </FormFieldset>
  );
}

/** Mantine marks a required field with an asterisk after its label. */
const asterisks = () => document.querySelectorAll('.mantine-InputWrapper-required').length;

describe('required marks', () => {
  it('an editable form marks its required fields', () => {
    renderWithProviders(<RequiredFields fieldReadOnly={false} formReadOnly={false} />);
    expect(screen.getByText('First Name')).toBeVisible();
    expect(asterisks()).toBe(3);
  });

  it("a viewer's form with read-only fields marks none (the viewer fills nothing in)", () => {
    renderWithProviders(<RequiredFields fieldReadOnly formReadOnly={false} />);
    expect(screen.getByText('First Name')).toBeVisible();
    expect(asterisks()).toBe(0);
  });

  it("a viewer's form made read-only as a whole marks none, and its fields are disabled", () => {
    renderWithProviders(<RequiredFields fieldReadOnly={false} formReadOnly />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(asterisks()).toBe(0);
  });
});

describe('fields of a read-only form', () => {
  it('offer no clear button on a date or an optional choice, which would look as if it could be used', () => {
    const clearButtons = (readOnly: boolean) => {
      const view = renderWithProviders(<Optional readOnly={readOnly} />);
      expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('01/01/2026');
      const count = view.container.querySelectorAll('button').length;
      view.unmount();
      return count;
    };
    expect(clearButtons(false)).toBe(2);
    expect(clearButtons(true)).toBe(0);
  });
});

function Optional({ readOnly }: { readOnly: boolean }) {
  const { control } = useForm<{ startDate: string; plan: string }>({
    defaultValues: { startDate: '2026-01-01', plan: 'A' },
  });
  return (
    <FormFieldset readOnly={readOnly}>
      <DateField control={control} name="startDate" label="Start Date" />
      <SelectField control={control} name="plan" label="Plan" data={[{ value: 'A', label: 'Plan A' }]} />
    </FormFieldset>
  );
}
