import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigImportReport } from '@portal/contracts/platform/config-transfer';
import { renderWithProviders } from '../test/render.tsx';
import { ConfigTransfer } from './ConfigTransfer.tsx';

const FILE = {
  format: 'portal-configuration',
  version: 1,
  section: 'crm-text-replace',
  exportedAt: '2026-11-26T10:00:00.000Z',
  exportedBy: 'crm.admin',
  items: [{ shortcut: ';vm', expansion: 'Left a voicemail.' }],
};

function report(overrides: Partial<ConfigImportReport>): ConfigImportReport {
  return {
    section: 'crm-text-replace',
    applied: false,
    created: 1,
    updated: 0,
    unchanged: 0,
    invalid: 0,
    rows: [{ row: 1, key: ';vm', outcome: 'create' }],
    ...overrides,
  };
}

function stubApi(previewed: ConfigImportReport) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { apply: boolean }) : undefined;
      bodies.push(body);
      const answer = body?.apply ? { ...previewed, applied: true } : previewed;
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

const upload = async () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([JSON.stringify(FILE)], 'config.json', { type: 'application/json' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('ConfigTransfer', () => {
  it('previews a file row by row and imports its changes on confirmation', async () => {
    const bodies = stubApi(report({}));
    const imported = vi.fn();
    renderWithProviders(<ConfigTransfer basePath="/api/x" label="shortcuts" canImport onImported={imported} />);
    await upload();
    const dialog = await screen.findByRole('dialog', { name: 'Import shortcuts' });
    expect(within(dialog).getByText('1 new, 0 changed, 0 the same, 0 invalid.')).toBeInTheDocument();
    expect(within(dialog).getByText(';vm')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 change' }));
    await waitFor(() => expect(imported).toHaveBeenCalled());
    expect(bodies).toEqual([
      { file: FILE, apply: false },
      { file: FILE, apply: true },
    ]);
  });

  it('sends the preview’s fingerprint with the import, so records changed since make the server refuse it', async () => {
    const bodies = stubApi(report({ fingerprint: 'abc123' }));
    renderWithProviders(<ConfigTransfer basePath="/api/x" label="shortcuts" canImport />);
    await upload();
    const dialog = await screen.findByRole('dialog', { name: 'Import shortcuts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 change' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ file: FILE, apply: true, fingerprint: 'abc123' });
  });

  it('imports nothing while a row is invalid', async () => {
    stubApi(
      report({
        created: 0,
        invalid: 1,
        rows: [{ row: 1, key: ';vm', outcome: 'invalid', message: 'expansion: Too long.' }],
      }),
    );
    renderWithProviders(<ConfigTransfer basePath="/api/x" label="shortcuts" canImport />);
    await upload();
    const dialog = await screen.findByRole('dialog', { name: 'Import shortcuts' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was imported');
    expect(within(dialog).getByText('expansion: Too long.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 changes' })).toBeDisabled();
  });

  it('offers no import without the right to change the configuration', () => {
    renderWithProviders(<ConfigTransfer basePath="/api/x" label="shortcuts" canImport={false} />);
    expect(screen.getByRole('button', { name: 'Export configuration' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Import configuration' })).toBeNull();
  });
});
