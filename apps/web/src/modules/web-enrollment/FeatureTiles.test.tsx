import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FeatureTiles } from './FeatureTiles.tsx';

describe('FeatureTiles', () => {
  it('shows the Paper Enrollment and Web Enrollment counts; a click filters by its feature, a second click clears', async () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithProviders(
      <FeatureTiles counts={{ peCount: 1234, eaCount: 56 }} active={null} onSelect={onSelect} />,
    );
    expect(screen.getByRole('button', { name: 'Paper Enrollment 1,234' })).toHaveTextContent('1,234');
    await userEvent.click(screen.getByRole('button', { name: 'Web Enrollment 56' }));
    expect(onSelect).toHaveBeenLastCalledWith('EnrollmentAutomation');
    rerender(
      <FeatureTiles counts={{ peCount: 1234, eaCount: 56 }} active="EnrollmentAutomation" onSelect={onSelect} />,
    );
    const web = screen.getByRole('button', { name: 'Web Enrollment 56' });
    expect(web).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(web);
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
