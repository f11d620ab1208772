import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RecordDialogFooter } from './RecordDialogFooter.tsx';

describe('RecordDialogFooter (the save and delete failures of a record dialog)', () => {
  it("shows the delete's stale failure when the save has none; Reload reads the record, then clears both", async () => {
    const order: string[] = [];
    const save = { error: null, reset: vi.fn(() => order.push('save reset')) };
    const remove = { error: new ApiError(409, 'Changed meanwhile.'), reset: vi.fn(() => order.push('delete reset')) };
    const reload = vi.fn(async () => {
      order.push('read');
    });
    renderWithProviders(
      <RecordDialogFooter mutations={[save, remove]} reload={reload}>
        <button type="button">Delete group</button>
      </RecordDialogFooter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Changed meanwhile.');
    expect(screen.getByRole('button', { name: 'Delete group' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(order).toEqual(['read', 'save reset', 'delete reset']));
  });

  it("leaves a failure other than a stale record to the dialog's toast when only stale ones belong under it", () => {
    const save = { error: new ApiError(400, 'Overlapping dates.'), reset: () => undefined };
    const { unmount } = renderWithProviders(
      <RecordDialogFooter mutations={[save]} reload={async () => undefined} onlyStale />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderWithProviders(<RecordDialogFooter mutations={[save]} reload={async () => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
  });
});
