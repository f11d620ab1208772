import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpaCreateInput } from '@portal/contracts/ipa-admin/ipa';
import { renderWithProviders } from '../../../test/render.tsx';
import { IpaWizard } from './IpaWizard.tsx';

/** The server says every IPA code is taken; the look-ups answer empty. */
function serverSaysCodeTaken() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('IpaCodeAlreadyExists')
        ? true
        : url.includes('GetVendorID')
          ? { vendorId: 'V1' }
          : url.includes('GetMsoDetails')
            ? {}
            : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('IPA wizard', () => {
  it('keeps the taken-code message when Next is clicked and stays on the step', async () => {
    serverSaysCodeTaken();
    const user = userEvent.setup();
    const initial = {
      contractLevelId: 1,
      effDate: '02/01/2017',
      risk: 'F',
      type: 'IPA',
      facetsCode: '1234',
    } as Partial<IpaCreateInput>;
    const router = createMemoryRouter([
      { path: '/', element: <IpaWizard initial={initial} onCreated={() => undefined} /> },
    ]);
    renderWithProviders(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'IPA Code' }), 'IPA0001');
    expect(await screen.findByText('That IPA Code already exists', {}, { timeout: 3000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('That IPA Code already exists')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'IPA Code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Member Card/IPA Name' })).not.toBeInTheDocument();
  });
});
