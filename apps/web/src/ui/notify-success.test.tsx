import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { clearSuccessNotices, notifySuccess, TOAST_MS } from './notify.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The ids `clearSuccessNotices` asks to hide. */
function clearedIds(): string[] {
  const hide = vi.spyOn(notifications, 'hide');
  clearSuccessNotices();
  const ids = hide.mock.calls.map(([id]) => id);
  hide.mockRestore();
  return ids;
}

describe('success toasts and clearSuccessNotices', () => {
  it('forgets a success toast the user closed: a later clear has only the toasts still on screen', async () => {
    renderWithProviders(<div />);
    act(() => {
      notifySuccess('IPA Updated Successfully');
      notifySuccess('Contact saved');
    });
    const toast = (await screen.findByText('IPA Updated Successfully')).closest<HTMLElement>('[role="alert"]')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(screen.queryByText('IPA Updated Successfully')).toBeNull());

    const cleared = clearedIds();
    expect(cleared).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Contact saved')).toBeNull());
    // Cleared once, gone for good: a second clear has nothing left to hide.
    expect(clearedIds()).toEqual([]);
  });

  it('forgets a success toast whose time ran out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<div />);
    act(() => notifySuccess('Work item saved'));
    expect(screen.getByText('Work item saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS + 1000);
    });
    await waitFor(() => expect(screen.queryByText('Work item saved')).toBeNull());
    expect(clearedIds()).toEqual([]);
  });
});
