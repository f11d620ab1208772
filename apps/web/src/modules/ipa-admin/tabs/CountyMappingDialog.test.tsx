import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { renderWithProviders } from '../../../test/render.tsx';
import { CountyMappingDialog } from './CountyMappingDialog.tsx';

const ipa = { id: 2, ipaCode: 'IPA0002', companyCode: 'AHP' } as IpaDto;

afterEach(() => vi.unstubAllGlobals());

describe('County mapping dialog', () => {
  it("drops a field's message from the last Save once the field is filled in", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <CountyMappingDialog
        ipa={ipa}
        mapping={null}
        opened
        onClose={() => undefined}
        onReload={async () => undefined}
        readOnly={false}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start Date is required')).toBeInTheDocument();
    expect(screen.getByText('End Date is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one county')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Start Date' }), '05/15/2019');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Start Date is required')).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'End Date' }), '06/10/2020');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('End Date is required')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('05/01/2019');
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue('06/30/2020');
    // The counties were not touched: their message stays until they are.
    expect(screen.getByText('Please choose at least one county')).toBeInTheDocument();
  });
});
