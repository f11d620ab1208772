import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FloatingWindow } from './FloatingWindow.tsx';
import { initialsOf } from './media.ts';

describe('the visit window frame (shell spec §2.8)', () => {
  it('opens near the right edge, minimizes (keeping its content mounted), maximizes and restores', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FloatingWindow title="Virtual visit: Ana Lopez" onClose={onClose} closeLabel="Close visit window">
        <p>Room</p>
      </FloatingWindow>,
    );
    const frame = screen.getByRole('dialog', { name: 'Virtual visit: Ana Lopez' });
    expect(frame.dataset.windowMode).toBe('normal');
    expect(Number.parseInt(frame.style.left, 10)).toBeGreaterThan(window.innerWidth / 2 - 300);
    expect(frame.style.resize).toBe('both');

    await userEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(frame.dataset.windowMode).toBe('minimized');
    expect(screen.getByText('Room')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Minimize' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    expect(frame.dataset.windowMode).toBe('maximized');
    expect(screen.getByText('Room')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(frame.dataset.windowMode).toBe('normal');
    await userEvent.click(screen.getByRole('button', { name: 'Close visit window' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows at most two initials, without the virtual-provider prefix or a title', () => {
    expect(initialsOf('Virtual Provider - Priya Provider')).toBe('PP');
    expect(initialsOf('Dr. Priya Anne Provider')).toBe('PA');
    expect(initialsOf('Ana')).toBe('A');
  });
});
