import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import { renderWithProviders } from '../../../test/render.tsx';
import { CapTieredRateEditor } from './CapTieredRateEditor.tsx';
import { SpecialRateEditor } from './SpecialRateEditor.tsx';

const cap = {
  id: 7,
  version: 1,
  ipaCode: 'IPA1',
  companyCode: 'AHP',
  effDate: '2024-01-01',
  endDate: '9999-12-31',
} as unknown as CapRateDto;

function renderInRouter(element: ReactElement) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  renderWithProviders(
    <RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("sub-rates show their cap rate's dates as MM/dd/yyyy", () => {
  it('on a new special rate', async () => {
    renderInRouter(
      <SpecialRateEditor
        cap={cap}
        special={null}
        readOnly={false}
        onSaved={() => undefined}
        onCancel={() => undefined}
        onReload={async () => undefined}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Effective Date' })).toHaveValue('01/01/2024');
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/9999');
  });

  it('on a new tiered rate', async () => {
    renderInRouter(
      <CapTieredRateEditor
        cap={cap}
        tier={null}
        subRates={[]}
        readOnly={false}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Effective Date' })).toHaveValue('01/01/2024');
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/9999');
  });
});
