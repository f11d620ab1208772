import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@portal/contracts/user-management/organizations';
import { renderWithProviders } from '../../test/render.tsx';
import { OrganizationFormDialog } from './OrganizationFormDialog.tsx';

const organization = (facetsId: string | null, version: number): Organization => ({
  id: 9,
  name: 'Harbor Care IPA',
  orgType: 'IPA',
  referenceId: null,
  facetsId,
  parentId: null,
  parentName: null,
  version,
});

afterEach(() => vi.unstubAllGlobals());

describe('saving an organization', () => {
  it('closes the dialog with its toast even though the saved record is read again while the save finishes', async () => {
    let stored = organization(null, 1);
    // After the save, the lists read again answer only when the test lets them (a browser's answers arrive one by one):
    // the saved record is read again, and shown, before the save is over.
    let saved = false;
    let letListsAnswer: (value: null) => void = () => undefined;
    const listsHeld = new Promise<null>((resolve) => (letListsAnswer = resolve));
    const detailReads: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { facetsId: string };
          stored = organization(body.facetsId, stored.version + 1);
          saved = true;
        } else if (url.includes('/organizations/9')) detailReads.push(stored.version);
        else if (saved) await listsHeld;
        const answer = url.includes('/organizations/9') ? stored : { items: [], total: 0 };
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const onClose = vi.fn();
    const router = createMemoryRouter([
      { path: '/', element: <OrganizationFormDialog target={9} readOnly={false} onClose={onClose} /> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    const facets = await screen.findByRole('textbox', { name: 'Facets id' });
    await userEvent.type(facets, 'F-0009');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(detailReads).toContain(2));
    // The record read again reaches the dialog (its form starts over from it) before the lists answer.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Facets id' })).toHaveValue('F-0009'));
    letListsAnswer(null);
    expect(await screen.findByText('Organization Harbor Care IPA was saved.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stored).toMatchObject({ facetsId: 'F-0009', version: 2 });
  });
});
