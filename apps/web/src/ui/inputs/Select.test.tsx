import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Select } from './Select.tsx';

const statuses = [
  { value: 'A', label: 'Active, with every setting of the contract in force' },
  { value: 'I', label: 'Inactive' },
];

describe('Select (the portal’s one drop-down)', () => {
  it('read-only, gives its chosen label whole on hover; editable or empty, no hover text of its own', () => {
    const { rerender } = renderWithProviders(<Select label="Status" data={statuses} value="A" readOnly />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('title', statuses[0]!.label);
    rerender(<Select label="Status" data={statuses} value="A" />);
    expect(screen.getByRole('combobox', { name: 'Status' })).not.toHaveAttribute('title');
    rerender(<Select label="Status" data={statuses} value={null} readOnly />);
    expect(screen.getByRole('combobox', { name: 'Status' })).not.toHaveAttribute('title');
  });

  it('keeps a title its screen gives it', () => {
    renderWithProviders(<Select label="Status" data={statuses} value="I" readOnly title="Set by the contract" />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('title', 'Set by the contract');
  });
});
