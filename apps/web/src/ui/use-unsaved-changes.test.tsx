import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';
import { WORKSPACE_MEMBER_PARAM } from './workspace-address.ts';

function EditScreen() {
  useUnsavedChanges(true);
  return (
    <>
      <h1>Editing</h1>
      <Link to="/other">Go elsewhere</Link>
    </>
  );
}

function renderApp(initialEntries = ['/']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <EditScreen /> },
      { path: '/other', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('unsaved changes', () => {
  it('warns before leaving; NO stays, YES continues', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks on the browser Back even when only the address query changes (a record opened by ?id=); NO stays', async () => {
    const router = renderApp(['/', '/?id=7']);
    await act(() => router.navigate(-1));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does not ask when Back only switches the workspace tab in front: the screen stays mounted with its edits', async () => {
    const router = renderApp(['/?id=7', `/?id=7&${WORKSPACE_MEMBER_PARAM}=M100`]);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeInTheDocument();
  });
});
