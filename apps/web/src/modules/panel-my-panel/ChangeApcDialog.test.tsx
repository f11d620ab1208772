import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_MESSAGES as M, type PanelMember } from '@portal/contracts/panel-my-panel/my-panel';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangeApcDialog } from './ChangeApcDialog.tsx';

const member = (index: number): PanelMember => ({
  memberId: `M10000000${index}`,
  mbi: '1EG4TE5MK73',
  firstName: 'Ana',
  lastName: `Lopez${index}`,
  fullName: `Ana Lopez${index}`,
  dateOfBirth: '1950-02-03',
  gender: 'F',
  phone: null,
  pcp: { id: 7, name: 'Dr. Old Provider', npi: '1000000007', phone: null },
  homeAddress: { address1: '1 Main St', address2: null, city: 'Burbank', state: 'CA', zip5: '91501', zip4: null },
  countyFips: null,
  alertCounts: 0,
  memberHealthRisk: 'Low',
  hospiceEligibility: { eligible: false },
  companyId: 'GSHP',
  contractCode: 'H1234',
  pbpCode: '001',
  isFrequentCaller: false,
  termDate: null,
  effectiveDateTime: '2020-01-01',
  isActive: true,
  memberisActive: true,
  version: index + 3,
  profile: {
    hasHccAlerts: false,
    hasStarGaps: true,
    hasClinicalAlerts: false,
    socialDeterminants: [],
    careAnywhereStatus: 'NotAssigned',
    clinicalPrograms: [],
    atRiskCategory: 'At Risk',
    admissionRisk: 'Low',
  },
  lastVisitDate: null,
});

const assigned: unknown[] = [];
function mockApi(assignAnswer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
      if (url.startsWith('/api/graph'))
        return new Response(
          JSON.stringify({ data: { providers: [{ id: '1234567890', name: 'Dr. New Provider', ipaCode: 'IPA1' }] } }),
        );
      assigned.push(body);
      return assignAnswer();
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  assigned.length = 0;
});

describe('the Change APC dialog', () => {
  it('lists the selected members, needs a provider, assigns them at their versions and says so in the spec’s words', async () => {
    mockApi(() => new Response(JSON.stringify({ items: [] })));
    const onAssigned = vi.fn();
    renderWithProviders(
      <ChangeApcDialog
        members={[member(1), member(2)]}
        onClose={vi.fn()}
        onAssigned={onAssigned}
        onReload={vi.fn(async () => undefined)}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Selected members' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Member IDNameAPC', 'M100000001Ana Lopez1Dr. Old Provider', 'M100000002Ana Lopez2Dr. Old Provider']);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(M.providerRequired)).toBeInTheDocument();
    expect(assigned).toEqual([]);

    await userEvent.click(screen.getByPlaceholderText("Type a provider's name or NPI"));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr. New Provider (1234567890)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalled());
    expect(assigned).toEqual([
      { memberIds: ['M100000001', 'M100000002'], providerNPI: '1234567890', versions: [4, 5] },
    ]);
    expect(await screen.findByText('Succesful Operation')).toBeInTheDocument();
    expect(screen.getByText('Member(s) were asigned')).toBeInTheDocument();
  });

  it('shows the spec’s failure toast and the reason when the assignment is refused', async () => {
    mockApi(
      () =>
        new Response(JSON.stringify({ message: 'This record was changed by someone else.' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onAssigned = vi.fn();
    renderWithProviders(
      <ChangeApcDialog
        members={[member(1)]}
        onClose={vi.fn()}
        onAssigned={onAssigned}
        onReload={vi.fn(async () => undefined)}
      />,
    );
    await userEvent.click(screen.getByPlaceholderText("Type a provider's name or NPI"));
    await userEvent.click(await screen.findByRole('option', { name: 'Dr. New Provider (1234567890)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Failed Operation')).toBeInTheDocument();
    expect(screen.getByText('Occurred while members were assigned')).toBeInTheDocument();
    expect(screen.getByText('This record was changed by someone else.')).toBeInTheDocument();
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('asks before Cancel drops the chosen provider: NO keeps it; with none chosen Cancel closes at once', async () => {
    mockApi(() => new Response(JSON.stringify({ items: [] })));
    const onClose = vi.fn();
    renderWithProviders(
      <ChangeApcDialog
        members={[member(1)]}
        onClose={onClose}
        onAssigned={vi.fn()}
        onReload={vi.fn(async () => undefined)}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const box = screen.getByPlaceholderText("Type a provider's name or NPI");
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'Dr. New Provider (1234567890)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('Dr. New Provider (1234567890)');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(assigned).toEqual([]);
  });
});
