import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Claim } from '@portal/contracts/patient-360/member-record';
import { renderWithProviders } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { ClaimsPanel } from './ClaimsPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const claim: Claim = {
  claimNo: 'C00000000001',
  memberId: 'M100000001',
  claimType: 'Professional',
  status: 'Paid',
  fromDate: '2026-03-02',
  toDate: '2026-03-02',
  receivedDate: '2026-03-09',
  providerNpi: '1234567890',
  providerName: 'Dana Reyes MD',
  diagnoses: ['E11.9'],
  billed: 200,
  allowed: 150,
  paid: 120,
};

describe('the member’s claims', () => {
  it('names the status filter with a visible label, as the other filters of the member tab', async () => {
    const calls = stubServer({ GetMemberClaims: () => ({ body: { items: [claim], total: 1 } }) });
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel memberId={claim.memberId} />);

    const status = screen.getByRole('combobox', { name: 'Claim status' });
    const label = screen.getByText('Claim status', { selector: 'label' });
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('for', status.id);
    expect(status).toHaveAttribute('placeholder', 'All statuses');

    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Denied', hidden: true }));
    await waitFor(() => expect(calls.at(-1)?.path).toContain('status=Denied'));
  });

  it('opens a claim from the keyboard as a click does: Tab to its row, Enter', async () => {
    const calls = stubServer({
      GetMemberClaims: () => ({ body: { items: [claim], total: 1 } }),
      GetMemberClaimByNo: () => ({
        body: { ...claim, diagnosisDescriptions: [{ code: 'E11.9', description: null }], lines: [] },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel memberId={claim.memberId} />);
    const row = await screen.findByRole('row', { name: new RegExp(claim.claimNo) });
    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.tab(); // the grid's scroll area
    await user.tab();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: `Claim ${claim.claimNo}` })).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes(`GetMemberClaimByNo?claimNo=${claim.claimNo}`))).toBe(true);
  });
});
