import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapRateDto } from '@portal/contracts/ipa-admin/cap-rates';
import type { CapSubRateDto, CapTieredRateDto } from '@portal/contracts/ipa-admin/tiered-rates';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { renderWithProviders } from '../../../test/render.tsx';
import { RISK_POOL_PATHS } from './api/pooled-kinds.ts';
import type { PooledRate, PooledTier } from './api/pooled-rate-types.ts';
import { PooledRateEditor } from './PooledRateEditor.tsx';
import { CapTieredRateEditor } from './CapTieredRateEditor.tsx';

const ipa = { id: 1, ipaCode: 'IPA1', effDate: '2017-02-01', endDate: '9999-12-31' } as unknown as IpaDto;
const tier = (rateId: number, memberCountStart: number, memberCountEnd: number) =>
  ({ rateId, version: 1, ipaCode: 'IPA1', memberCountStart, memberCountEnd, notes: '' }) as unknown as PooledTier;
const low = tier(1, 1, 1000);
const high = tier(61, 1001, 5000);
const parent = {
  rateId: 1,
  version: 1,
  ipaCode: 'IPA1',
  sequence: 1,
  effectiveStartDate: '2017-02-01',
  effectiveEndDate: '2019-01-31',
  tiers: [high, low],
} as unknown as PooledRate;

function answerEmpty() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

function renderTier(editing: PooledTier | null) {
  answerEmpty();
  const element = (
    <PooledRateEditor
      paths={RISK_POOL_PATHS}
      ipa={ipa}
      rates={[parent]}
      mode={{ type: 'tier', parent, tier: editing }}
      readOnly={false}
      onSaved={() => undefined}
      onCancel={() => undefined}
    />
  );
  renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('a risk pool tier form', () => {
  it("shows the rate's dates as MM/dd/yyyy and, editing the lowest tier, a minimum start of 1", async () => {
    renderTier(low);
    expect(await screen.findByRole('textbox', { name: 'Effective Date' })).toHaveValue('02/01/2017');
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue('01/31/2019');
    expect(screen.getByText('Minimum 1')).toBeInTheDocument();
  });

  it('editing a higher tier, the minimum is the end of the tier below it plus 1', async () => {
    renderTier(high);
    expect(await screen.findByText('Minimum 1001')).toBeInTheDocument();
  });

  it('a new tier starts after the highest', async () => {
    renderTier(null);
    expect(await screen.findByText('Minimum 5001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Member Count Start/ })).toHaveValue('5001');
  });
});

describe('a cap tiered rate form', () => {
  it('editing the lowest tier, the minimum start is 1, not past the highest tier', async () => {
    answerEmpty();
    const cap = { id: 7, version: 1, ipaCode: 'IPA1', effDate: '2024-01-01', endDate: '9999-12-31' } as CapRateDto;
    const subRates = [
      { id: 70, capId: 7, capSubRateType: 'Tiered', label: 'Range (1 - 100)' },
      { id: 71, capId: 7, capSubRateType: 'Tiered', label: 'Range (101 - 200)' },
    ] as unknown as CapSubRateDto[];
    const editing = { id: 70, version: 1, capId: 7, memberCountStart: 1, memberCountEnd: 100 } as CapTieredRateDto;
    const element = (
      <CapTieredRateEditor
        cap={cap}
        tier={editing}
        subRates={subRates}
        readOnly={false}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />
    );
    renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    expect(await screen.findByText('Minimum 1')).toBeInTheDocument();
  });
});
