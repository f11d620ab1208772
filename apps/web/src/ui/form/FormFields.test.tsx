import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CheckboxField } from './FormFields.tsx';

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
