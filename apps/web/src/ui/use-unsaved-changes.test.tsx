import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderWithProviders } from '../test/render.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

function EditScreen() {
  useUnsavedChanges(true);
  return (
    <>
      <h1>Editing</h1>
      <Link to="/other">Go elsewhere</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <EditScreen /> },
      { path: '/other', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
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
});
