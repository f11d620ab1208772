import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPA_TRANSFER_MESSAGES } from '@portal/contracts/ipa-admin/ipa-transfer';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { renderSignedIn, type TestUser } from '../../../test/render.tsx';
import { IpaTransferScreen } from './IpaTransferScreen.tsx';

// The file the export saves: a download in the browser, recorded here.
const saved = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('../../../ui/download.ts', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.names.push(name),
}));

/** The server as the screen calls it: the network flags (utility on or off), the IPA search's count, an export. */
function server(flagOn: boolean) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.includes('GetNetkworkAdminFeatureFlags')
        ? [{ name: FEATURE_FLAGS.exportImportUtility, isActive: flagOn }]
        : url.includes('SearchForIpa')
          ? { items: [], total: 3 }
          : url.includes('ExportConfiguration')
            ? { section: 'ipa-setups', exportedAt: '2026-12-06T00:00:00.000Z', items: [] }
            : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const manager: TestUser = {
  grants: { [MODULE_IDS.ipaAdmin]: ['read', 'write'], [MODULE_IDS.dataImportUtility]: ['read', 'write', 'export'] },
};
const viewer: TestUser = {
  grants: { [MODULE_IDS.ipaAdmin]: ['read'], [MODULE_IDS.dataImportUtility]: ['read', 'export'] },
};

afterEach(() => vi.unstubAllGlobals());

describe('Export/Import Utility screen', () => {
  it('says the utility is turned off while its flag is off, and offers nothing', async () => {
    server(false);
    renderSignedIn(<IpaTransferScreen />, manager);
    expect(await screen.findByRole('alert')).toHaveTextContent(IPA_TRANSFER_MESSAGES.turnedOff);
    expect(screen.queryByRole('button', { name: 'Export configuration' })).toBeNull();
  });

  it('exports the IPAs of the criteria once one is given; the network manager may import', async () => {
    const urls = server(true);
    renderSignedIn(<IpaTransferScreen />, manager);
    const exportButton = await screen.findByRole('button', { name: 'Export configuration' });
    expect(exportButton).toBeDisabled();
    expect(screen.getByText(IPA_MESSAGES.searchNeedsFilter)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import configuration' })).toBeEnabled();
    expect(screen.getByText(IPA_TRANSFER_MESSAGES.ratesNote)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'IPA code starts with' }), 'IPA00');
    expect(await screen.findByText('3 IPAs to export.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export configuration' }));
    await vi.waitFor(() =>
      expect(
        urls.some((url) => url.includes('ExportConfiguration?scope=search') && url.includes('ipaCodeStartsWith=IPA00')),
      ).toBe(true),
    );
    expect(saved.names).toEqual(['ipa-setups-2026-12-06.json']);

    await userEvent.click(screen.getByRole('radio', { name: 'Every active IPA' }));
    expect(screen.getByText('Every IPA in force today.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export configuration' })).toBeEnabled();
  });

  it('lets a viewer export but not import', async () => {
    server(true);
    renderSignedIn(<IpaTransferScreen />, viewer);
    await userEvent.click(await screen.findByRole('radio', { name: 'Every active IPA' }));
    expect(screen.getByRole('button', { name: 'Export configuration' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Import configuration' })).toBeNull();
    expect(screen.getByText('You may export; importing is for IPA editors.')).toBeInTheDocument();
  });
});
