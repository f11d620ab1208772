import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountyMappingDto } from '@portal/contracts/ipa-admin/county-mappings';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import type { PlanDto } from '@portal/contracts/ipa-admin/plans';
import { renderWithProviders } from '../../../test/render.tsx';
import { CountyMappingDialog } from './CountyMappingDialog.tsx';
import { NetworkMappingDialog } from './NetworkMappingDialog.tsx';
import { PlanDialog } from './PlanDialog.tsx';

const ipa = { id: 2, ipaCode: 'IPA0002', companyCode: 'AHP' } as IpaDto;
const plan = {
  id: 1,
  companyCode: 'AHP',
  contractCode: 'H0541',
  pbp: '001',
  startDate: '2025-01-01',
  endDate: '9999-12-31',
} as PlanDto;
const county = {
  id: 1,
  companyCode: 'AHP',
  effectiveBeginDate: '2025-01-01',
  effectiveEndDate: '9999-12-31',
  operatingCounties: [],
  contiguousCounties: [],
} as unknown as CountyMappingDto;
const network = {
  id: 1,
  ipaCode: 'IPA0002',
  effectiveStartDate: '2025-01-01',
  effectiveEndDate: '9999-12-31',
} as NetworkMappingDto;
const reload = async () => undefined;

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe("a viewer's record dialogs are titled 'Viewing …', as the DOFR dialogs are (spec §2.12, §6)", () => {
  it.each([
    [
      'Plan Mapping',
      (readOnly: boolean) => (
        <PlanDialog ipa={ipa} plan={plan} opened onClose={() => undefined} onReload={reload} readOnly={readOnly} />
      ),
    ],
    [
      'County Mapping',
      (readOnly: boolean) => (
        <CountyMappingDialog
          ipa={ipa}
          mapping={county}
          opened
          onClose={() => undefined}
          onReload={reload}
          readOnly={readOnly}
        />
      ),
    ],
    [
      'Network & Agreement',
      (readOnly: boolean) => (
        <NetworkMappingDialog ipa={ipa} mapping={network} opened onClose={() => undefined} readOnly={readOnly} />
      ),
    ],
  ])('%s: Viewing to a viewer, Edit to a manager', async (record, dialog) => {
    const viewer = renderWithProviders(dialog(true));
    expect(await screen.findByRole('dialog', { name: `Viewing ${record}` })).toBeInTheDocument();
    expect(screen.queryByText(`Edit ${record}`)).not.toBeInTheDocument();
    viewer.unmount();
    renderWithProviders(dialog(false));
    expect(await screen.findByRole('dialog', { name: `Edit ${record}` })).toBeInTheDocument();
  });
});
