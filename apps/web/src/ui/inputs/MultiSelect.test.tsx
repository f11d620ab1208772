import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MultiSelect } from './MultiSelect.tsx';

const buyUps = [
  { value: 'DEN', label: 'Dental Plus, with two cleanings a year' },
  { value: 'VIS', label: 'Vision' },
  { value: 'HEA', label: 'Hearing' },
];

/** The hover text a browser shows over an element: its own title or its nearest ancestor's. */
const hoverText = (element: HTMLElement) => element.closest('[title]')?.getAttribute('title') ?? null;

describe('MultiSelect', () => {
  it('read-only, gives its chosen labels on hover, comma-separated, over the box and over its pills', () => {
    renderWithProviders(<MultiSelect label="Buy-ups" data={buyUps} value={['DEN', 'HEA']} readOnly searchable />);
    const whole = 'Dental Plus, with two cleanings a year, Hearing';
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBe(whole);
    expect(hoverText(screen.getByText('Hearing', { selector: '.mantine-Pill-label' }))).toBe(whole);
  });

  it('editable or empty, gives no hover text of its own', () => {
    const { rerender } = renderWithProviders(<MultiSelect label="Buy-ups" data={buyUps} value={['DEN']} searchable />);
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBeNull();
    rerender(<MultiSelect label="Buy-ups" data={buyUps} value={[]} readOnly searchable />);
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBeNull();
  });

  it('keeps a title its screen gives it', () => {
    renderWithProviders(
      <MultiSelect label="Buy-ups" data={buyUps} value={['VIS']} readOnly searchable title="Set by the plan" />,
    );
    expect(hoverText(screen.getByRole('combobox', { name: 'Buy-ups' }))).toBe('Set by the plan');
  });
});
