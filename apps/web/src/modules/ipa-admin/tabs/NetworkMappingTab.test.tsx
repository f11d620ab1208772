import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import { renderSignedIn } from '../../../test/render.tsx';
import { stubServer } from '../../../test/stub-server.ts';
import { NetworkMappingTab } from './NetworkMappingTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (n: number): NetworkMappingDto => ({
  id: n,
  networkMapId: n,
  ipaCode: 'IPA1',
  effectiveStartDate: '2026-01-01',
  effectiveEndDate: '9999-12-31',
  contractCode: 'H0541',
  isPcp: n % 2 === 0 ? 'no' : 'yes',
  tin: null,
  class: 'PCP',
  specialty: null,
  networkId: `NW${String(n).padStart(2, '0')}`,
  networkPrefix: 'GS',
  agreementId: 'PA1',
  ipaNetworkId: 'INW',
  ipaNetworkPrefix: 'IN',
  dofrAgreementId: 'D1',
  version: 1,
  createdBy: 'admin',
  createdDt: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedDt: null,
});
const stored = Array.from({ length: 25 }, (_, index) => row(index + 1));

/** The server's side of the list: filters by isPcp, pages by top and skip. */
function stubNetworkServer() {
  return stubServer({
    '/GetNetworkMappingList': (_body, url) => {
      const pcp = url.searchParams.getAll('isPcp');
      const matches = stored.filter((mapping) => pcp.length === 0 || pcp.includes(mapping.isPcp));
      const skip = Number(url.searchParams.get('skip'));
      const top = Number(url.searchParams.get('top'));
      return { body: { items: matches.slice(skip, skip + top), total: matches.length } };
    },
    '/GetNetworkMappingFilterValues': () => ({ body: { items: ['no', 'yes'] } }),
  });
}

const lists = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.includes('GetNetworkMappingList'));

describe('Network & Agreement tab (spec §2.10, §9)', () => {
  it('asks the server for one page of 10 at a time: page 2 is skip=10', async () => {
    const calls = stubNetworkServer();
    renderSignedIn(<NetworkMappingTab ipa={{ ipaCode: 'IPA1' } as IpaDto} readOnly />, 'admin');
    const table = await screen.findByRole('table', { name: 'Network and agreement' });
    expect(await within(table).findByText('NW01')).toBeInTheDocument();
    expect(lists(calls)).toEqual(['/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=IPA1&top=10&skip=0']);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('NW11')).toBeInTheDocument();
    expect(within(table).queryByText('NW01')).not.toBeInTheDocument();
    expect(lists(calls).at(-1)).toBe('/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=IPA1&top=10&skip=10');
    // The pager counts the server's total: three pages of 25 rows.
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it("offers the filter's choices from the server and sends the checked value; Refresh keeps the page and filter", async () => {
    const calls = stubNetworkServer();
    renderSignedIn(<NetworkMappingTab ipa={{ ipaCode: 'IPA1' } as IpaDto} readOnly />, 'admin');
    const table = await screen.findByRole('table', { name: 'Network and agreement' });
    expect(await within(table).findByText('NW01')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filter Is PCP' }));
    // In jsdom the popover is left display:none once its values arrive from the server; the browser test opens it.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'no', hidden: true }));
    expect(calls.map((call) => call.path)).toContain(
      '/api/IpaWebNetworkMapping/GetNetworkMappingFilterValues?ipaCode=IPA1&field=isPcp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(await within(table).findByText('NW02')).toBeInTheDocument();
    expect(within(table).queryByText('NW01')).not.toBeInTheDocument();
    expect(lists(calls).at(-1)).toBe(
      '/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=IPA1&top=10&skip=0&isPcp=no',
    );

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByText('NW22')).toBeInTheDocument();
    const before = lists(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(lists(calls).length).toBe(before + 1));
    expect(lists(calls).at(-1)).toBe(
      '/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=IPA1&top=10&skip=10&isPcp=no',
    );
    expect(within(table).getByText('NW22')).toBeInTheDocument();
  });

  it('sends no filter when every offered choice is checked, as Excel does', async () => {
    const calls = stubNetworkServer();
    renderSignedIn(<NetworkMappingTab ipa={{ ipaCode: 'IPA1' } as IpaDto} readOnly />, 'admin');
    const table = await screen.findByRole('table', { name: 'Network and agreement' });
    expect(await within(table).findByText('NW01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filter Is PCP' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '(Select all)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    // The list is read again for page 1, with no isPcp values (not all of them).
    await waitFor(() => expect(lists(calls)).toHaveLength(2));
    expect(lists(calls)[1]).toBe('/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=IPA1&top=10&skip=0');
  });
});
