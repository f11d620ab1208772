import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { IpaCreateDialog, type IpaCopySource } from './IpaCreateDialog.tsx';

const source: IpaCopySource = {
  ipa: { id: 2, ipaCode: 'IPA0002', ipaDesc: 'Pacific Medical Group' },
  copy: {
    ipaCode: '',
    ipaDesc: 'Pacific Medical Group',
    contractLevelId: 1,
    effDate: '2018-03-01',
    endDate: '9999-12-31',
    risk: 'F',
    type: 'IPA',
    facetsCode: '1234',
  },
};

function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('GetAllIpaContracts')
        ? [{ id: 1, contractName: 'Fee For Service Agreement', isTermed: false }]
        : url.includes('GetVendorID')
          ? { vendorId: 'V1' }
          : url.includes('IpaCodeAlreadyExists')
            ? false
            : url.includes('GetMsoDetails')
              ? {}
              : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderDialog(onClose = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <IpaCreateDialog source={source} onClose={onClose} onCreated={() => undefined} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
  return onClose;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Create IPA dialog of Copy to New Record', () => {
  it('holds the wizard prefilled from the IPA; clearing the copy option starts it empty', async () => {
    server();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Create IPA' });
    const option = within(dialog).getByRole('checkbox', { name: 'Copy from IPA0002 - Pacific Medical Group' });
    expect(option).toBeChecked();
    expect(await within(dialog).findByDisplayValue('Fee For Service Agreement')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('textbox', { name: 'IPA Name / Description' })).toHaveValue(
      'Pacific Medical Group',
    );
    // The new record needs a code of its own.
    expect(within(dialog).getByRole('textbox', { name: 'IPA Code' })).toHaveValue('');

    await user.click(option);
    expect(option).not.toBeChecked();
    // Back at the first step, nothing copied.
    await waitFor(() =>
      expect(within(dialog).queryByRole('textbox', { name: 'IPA Name / Description' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByDisplayValue('Fee For Service Agreement')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('asks before closing over edits and keeps them on NO', async () => {
    server();
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Create IPA' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'IPA Code' }), 'IPA0999');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('You have unsaved changes, which may be lost if you proceed. Do you want to continue?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'IPA Code' })).toHaveValue('IPA0999');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes without a question when only the copy was shown', async () => {
    server();
    const user = userEvent.setup();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Create IPA' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/You have unsaved changes/)).not.toBeInTheDocument();
  });
});
