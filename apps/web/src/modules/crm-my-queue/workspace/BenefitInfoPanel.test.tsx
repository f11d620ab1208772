import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { BenefitInfoPanel } from './BenefitInfoPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const info = (topics: { topic: string; details: string }[]) => ({
  topics,
  modifiedBy: 'crm.admin',
  modifiedDate: '2026-11-20T17:00:00.000Z',
  version: 2,
});

describe('the CRM benefit info in the member workspace', () => {
  it('shows each configured topic, read-only, opening on its details', async () => {
    const calls = fakeApi((_method, url) =>
      url.includes('GetCrmBenefitInfo')
        ? [200, info([{ topic: 'Dental', details: 'Two cleanings a year.\nNo copay in network.' }])]
        : undefined,
    );
    renderAsCrmUser(<BenefitInfoPanel />);
    expect(await screen.findByRole('region', { name: 'Benefit Info' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dental' }));
    // The panel opens with the accordion's transition: wait for it as the user would.
    await waitFor(() => expect(screen.getByText(/Two cleanings a year\./)).toBeVisible());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says nothing when no benefit info is configured', async () => {
    const calls = fakeApi((_method, url) => (url.includes('GetCrmBenefitInfo') ? [200, info([])] : undefined));
    renderAsCrmUser(<BenefitInfoPanel />);
    await waitFor(() => expect(calls.some((call) => call.url.includes('GetCrmBenefitInfo'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Benefit Info' })).toBeNull();
  });
});
