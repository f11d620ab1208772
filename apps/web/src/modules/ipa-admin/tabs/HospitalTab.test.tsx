import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpaHospitalDto } from '@portal/contracts/ipa-admin/hospitals';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { renderSignedIn } from '../../../test/render.tsx';
import { stubServer } from '../../../test/stub-server.ts';
import { HospitalTab } from './HospitalTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const hospital = (n: number): IpaHospitalDto => ({
  hospitalId: n,
  organizationName: `Hospital ${String(n).padStart(2, '0')}`,
  effDate: '2020-01-01',
  termDate: n === 1 ? null : `2025-01-${String(n).padStart(2, '0')}`,
  taxId: null,
  npi: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  phone: null,
  hospitalServices: [],
});
const hospitals = Array.from({ length: 12 }, (_, index) => hospital(index + 1));

describe('Hospital tab (spec §2.11)', () => {
  it('asks the server for the order the user picks and goes back to page 1 when the order changes', async () => {
    // The server sorts; this stub gives the rows reversed when asked for descending order.
    const calls = stubServer({
      '/GetIpaHospitals': (_body, url) => ({
        body: url.searchParams.get('sortDir') === 'desc' ? [...hospitals].reverse() : hospitals,
      }),
    });
    renderSignedIn(<HospitalTab ipa={{ ipaCode: 'IPA1' } as IpaDto} readOnly />, 'admin');
    const table = await screen.findByRole('table', { name: 'Hospitals' });
    expect(await within(table).findByText('Hospital 01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('Hospital 11')).toBeInTheDocument();

    await userEvent.click(within(table).getByText('Term Date'));
    await userEvent.click(within(table).getByText('Term Date'));
    // Page 1 of the new order: its first ten rows, not the last two.
    expect(await within(table).findByText('Hospital 12')).toBeInTheDocument();
    expect(within(table).getByText('Hospital 03')).toBeInTheDocument();
    expect(within(table).queryByText('Hospital 02')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      '/api/IpaHospital/GetIpaHospitals?ipa=IPA1&sortBy=termDate&sortDir=desc',
    );
  });
});
