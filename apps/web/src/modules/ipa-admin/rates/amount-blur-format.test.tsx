import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Types into an amount box and leaves it with Tab; answers what the box then shows. */
async function typeAndLeave(label: string, text: string): Promise<string> {
  const box = await screen.findByRole('textbox', { name: label });
  await userEvent.clear(box);
  if (text !== '') await userEvent.type(box, text);
  await userEvent.tab();
  return (box as HTMLInputElement).value;
}

afterEach(() => vi.unstubAllGlobals());

// Spec §5: amounts are "Format 0.00" / "Format 0.0000" and auto-padded; the box shows that format as soon as it is left,
// as a saved rate shows it when opened (0.00 / 0.0000, no thousands separators), not only after Save.
describe('rate amounts show their saved format when the box is left', () => {
  it('on a tiered rate', async () => {
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
    expect(await typeAndLeave('PMPM Amount', '12.5')).toBe('12.50');
    expect(await typeAndLeave('PMPM Amount (Medi-Medi)', '1234567.5')).toBe('1234567.50');
    expect(await typeAndLeave('Premium PCT', '0.5')).toBe('0.5000');
    expect(await typeAndLeave('Floor MC', '')).toBe('0.00');
  });

  it('on a special rate', async () => {
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
    expect(await typeAndLeave('PMPM Amount', '012.5')).toBe('12.50');
    expect(await typeAndLeave('Medi-Medi PCT', '1.')).toBe('1.0000');
    // Text that is not an amount in that format stays as typed, for the format message to point at.
    expect(await typeAndLeave('ESRD PMPM', '12.345')).toBe('12.345');
  });
});
