import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelProviderRow } from '@portal/contracts/panel-admin/panel-admin';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { PanelAdminScreen } from './PanelAdminScreen.tsx';

const read: PanelProviderRow = {
  providerId: 7,
  npi: '1000000007',
  name: 'Dr. Ada Park',
  specialty: 'Family Medicine',
  ipaCode: 'IPA1',
  practiceAddress: '1 Main St, Burbank, CA 91501',
  currentPanelStatus: 'Open',
  panelCapacity: null,
  panelMembers: 12,
  portalUser: null,
  version: 2,
};
// What another panel manager saved meanwhile.
const changed: PanelProviderRow = { ...read, currentPanelStatus: 'Closed', panelCapacity: 50, version: 3 };

afterEach(() => vi.unstubAllGlobals());

describe('Panel Management Admin', () => {
  it('after a panel changed by someone else, Reload reads it again and keeps what was typed, then saves at the new version', async () => {
    const saved: unknown[] = [];
    let current = read;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/Providers')) return new Response(JSON.stringify({ items: [current], total: 1 }));
        if (url.includes('/UpdatePanel')) {
          const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { version: number };
          saved.push(body);
          if (body.version !== current.version)
            return new Response(JSON.stringify({ message: MESSAGES.staleRecord }), { status: 409 });
          return new Response(JSON.stringify(current));
        }
        return new Response(JSON.stringify({ items: [] }));
      }),
    );
    renderSignedIn(<PanelAdminScreen />, { grants: { [MODULE_IDS.panelAdmin]: ['read', 'write'] } });
    await userEvent.click(await screen.findByText('Dr. Ada Park'));
    const dialog = await screen.findByRole('dialog');
    current = changed;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Panel capacity' }), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.staleRecord)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    // The panel as the other manager left it: its status (not touched here) follows; the capacity typed stays.
    await waitFor(() => expect(within(dialog).getByText(/currently Closed/)).toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: 'New panel status' })).toHaveValue('Closed');
    expect(within(dialog).getByRole('textbox', { name: 'Panel capacity' })).toHaveValue('40');
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.staleRecord)).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ npi: '1000000007', newPanelStatus: 'Closed', panelCapacity: 40, version: 3 });
  });
});
