import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesRep } from '@portal/contracts/enrollment-admin/lookups';
import { renderWithProviders } from '../../test/render.tsx';
import { SalesRepsTab } from './SalesRepsTab.tsx';

const REP: SalesRep = {
  id: 1,
  code: 'SR0001',
  firstName: 'Adrian',
  lastName: 'Alvarez',
  description: 'Adrian Alvarez',
  npn: '17000000',
  email: 'adrian.alvarez@sales.example',
  phone: '5555100000',
  active: true,
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('Sales Reps', () => {
  it('shows a phone as (ddd)ddd-dddd and takes only digits in the form (shell spec §5)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ items: [REP], total: 1 }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<SalesRepsTab canMaintain />);
    expect(await screen.findByText('(555)510-0000')).toBeInTheDocument();
    expect(screen.queryByText('5555100000')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Adrian Alvarez'));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('(555)510-0000');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'call 1 (555) 123-456');
    // Letters are not taken; the digits are formatted as they come.
    expect(phone).toHaveValue('(155)512-3456');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });
});
