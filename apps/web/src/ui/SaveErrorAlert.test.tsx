import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { SaveErrorAlert, staleOnly } from './SaveErrorAlert.tsx';

describe('SaveErrorAlert (the one display of a failed form save)', () => {
  it('shows a stale record with the server message and a Reload that reads it again', async () => {
    const onReload = vi.fn();
    renderWithProviders(
      <SaveErrorAlert error={new ApiError(409, 'This record was changed by someone else.')} onReload={onReload} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Changed by someone else');
    expect(screen.getByRole('alert')).toHaveTextContent('This record was changed by someone else.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("titles another failure 'Not saved', or what the caller says for a read", () => {
    const { unmount } = renderWithProviders(<SaveErrorAlert error={new ApiError(400, 'Code is required')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Code is required');
    unmount();
    renderWithProviders(<SaveErrorAlert error={new ApiError(500, 'Something went wrong.')} failedTitle="Not loaded" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Not saved');
  });

  it('staleOnly passes a 409 and nothing else, so a form with the spec toast shows each failure once', () => {
    const stale = new ApiError(409, 'stale');
    expect(staleOnly(stale)).toBe(stale);
    expect(staleOnly(new ApiError(400, 'bad'))).toBeNull();
    expect(staleOnly(new Error('network'))).toBeNull();
    expect(staleOnly(null)).toBeNull();
  });
});
