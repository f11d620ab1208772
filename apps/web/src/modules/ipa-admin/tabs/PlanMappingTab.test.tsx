import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { PlanDto } from '@portal/contracts/ipa-admin/plans';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlanMappingTab } from './PlanMappingTab.tsx';

const ipa = { id: 2, ipaCode: 'IPA0002', companyCode: 'AHP' } as IpaDto;

const plan = (endDate: string, version: number): PlanDto => ({
  id: 31,
  ipaId: 2,
  ipaCode: 'IPA0002',
  companyCode: 'AHP',
  contractCode: 'H1234',
  pbp: '001',
  startDate: '2024-01-01',
  endDate,
  isActive: true,
  county: null,
  class: null,
  specialty: null,
  record_Id: null,
  version,
  createdBy: 'admin',
  createdByName: 'Admin',
  createdDt: '2024-01-01T00:00:00Z',
  updatedBy: null,
  updatedByName: null,
  updatedDt: null,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the PBP map', () => {
  it('closes the plan dialog with its toast as soon as the save is done, and the list catches up after', async () => {
    let stored = plan('2099-12-31', 1);
    const saves: unknown[] = [];
    // After the save, the list read again answers only when the test lets it (a slow list must not hold the dialog).
    let letListAnswer: (value: null) => void = () => undefined;
    const listHeld = new Promise<null>((resolve) => (letListAnswer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('AddOrUpdateIpaPlan')) {
          const [body] = JSON.parse(typeof init?.body === 'string' ? init.body : '[]') as [{ endDate: string }];
          saves.push(body);
          stored = plan(body.endDate, stored.version + 1);
          return json({ message: 'saved', ids: [31] });
        }
        if (url.includes('SearchIpaPlans')) {
          if (saves.length > 0) await listHeld;
          return json({ items: [stored], total: 1 });
        }
        if (url.includes('IsPlanOverlapping')) return json(false);
        if (url.includes('GetCompanyCodes')) return json([{ value: 'AHP', label: 'AHP' }]);
        if (url.includes('GetContractCodes')) return json([{ value: 'H1234', label: 'H1234' }]);
        if (url.includes('GetPBPCodes')) return json([{ value: '001', label: '001' }]);
        return json([]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlanMappingTab ipa={ipa} readOnly={false} />);
    await user.click(await screen.findByRole('cell', { name: 'H1234' }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByRole('textbox', { name: 'End Date' });
    await user.clear(end);
    await user.type(end, '12/31/2030');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ipa Plan saved Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves).toHaveLength(1);
    expect(stored).toMatchObject({ endDate: '2030-12-31', version: 2 });
    expect(screen.getByRole('cell', { name: '12/31/2099' })).toBeInTheDocument();
    letListAnswer(null);
    expect(await screen.findByRole('cell', { name: '12/31/2030' })).toBeInTheDocument();
  });
});
