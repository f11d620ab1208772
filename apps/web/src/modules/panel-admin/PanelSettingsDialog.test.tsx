import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_ADMIN_MESSAGES, type PanelProviderRow } from '@portal/contracts/panel-admin/panel-admin';
import { renderWithProviders } from '../../test/render.tsx';
import { PanelSettingsDialog } from './PanelSettingsDialog.tsx';

const provider: PanelProviderRow = {
  providerId: 7,
  npi: '1000000007',
  name: 'Dr. Ada Park',
  specialty: 'Family Medicine',
  ipaCode: 'IPA1',
  practiceAddress: '1 Main St, Burbank, CA 91501',
  currentPanelStatus: 'Open',
  panelCapacity: null,
  panelMembers: 12,
  portalUser: { id: 3, username: 'ada.park', name: 'Ada Park' },
  version: 2,
};

const searched: string[] = [];
const saved: unknown[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  searched.length = 0;
  saved.length = 0;
});

describe('the panel settings dialog', () => {
  it('searches the portal users on the server as one types and saves the one picked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const address = new URL(url, 'http://portal.test');
        if (address.pathname.endsWith('/UserOptions')) {
          const search = address.searchParams.get('search') ?? '';
          searched.push(search);
          // Only the server knows the user beyond the first 50: it answers them for what was typed.
          const items = search.startsWith('zo') ? [{ id: 75, username: 'zoe.ward', name: 'Zoe Ward' }] : [];
          return new Response(JSON.stringify({ items }));
        }
        saved.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
        return new Response(
          JSON.stringify({ ...provider, portalUser: { id: 75, username: 'zoe.ward', name: 'Zoe Ward' } }),
        );
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<PanelSettingsDialog provider={provider} readOnly={false} onClose={onClose} />);
    // The visible box (the label also names the list of options).
    const box = (await screen.findAllByLabelText("Portal user (the provider's sign-in)")).find(
      (element) => element.tagName === 'INPUT',
    )!;
    expect(box).toHaveValue('Ada Park (ada.park)');
    await userEvent.clear(box);
    await userEvent.type(box, 'zo');
    await userEvent.click(await screen.findByRole('option', { name: 'Zoe Ward (zoe.ward)', hidden: true }));
    expect(searched).toContain('zo');
    expect(box).toHaveValue('Zoe Ward (zoe.ward)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([
      { npi: '1000000007', newPanelStatus: 'Open', panelCapacity: null, portalUserId: 75, version: 2 },
    ]);
  });

  it('names a capacity below the members already on the panel under the field, and saves nothing', async () => {
    const fetched = vi.fn(async (_url: string) => new Response(JSON.stringify({ items: [] })));
    vi.stubGlobal('fetch', fetched);
    const onClose = vi.fn();
    renderWithProviders(<PanelSettingsDialog provider={provider} readOnly={false} onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Panel capacity' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Capacity cannot be below the 12 members already on the panel')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetched.mock.calls.some(([url]) => url.includes('UpdatePanel'))).toBe(false);
  });

  it('names a capacity of 0 under the field instead of quietly making it 1', async () => {
    const fetched = vi.fn(async (_url: string) => new Response(JSON.stringify({ items: [] })));
    vi.stubGlobal('fetch', fetched);
    renderWithProviders(<PanelSettingsDialog provider={provider} readOnly={false} onClose={vi.fn()} />);
    const capacity = await screen.findByRole('textbox', { name: 'Panel capacity' });
    await userEvent.type(capacity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PANEL_ADMIN_MESSAGES.capacityInvalid)).toBeInTheDocument();
    expect(capacity).toHaveValue('0');
    expect(fetched.mock.calls.some(([url]) => url.includes('UpdatePanel'))).toBe(false);
  });

  it('asks before dropping a changed capacity: NO keeps the edit; unchanged, Cancel closes at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [] }))),
    );
    const onClose = vi.fn();
    renderWithProviders(<PanelSettingsDialog provider={provider} readOnly={false} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const capacity = screen.getByRole('textbox', { name: 'Panel capacity' });
    await userEvent.type(capacity, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(capacity).toHaveValue('40');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
