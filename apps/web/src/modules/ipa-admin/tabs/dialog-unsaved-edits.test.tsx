import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import type { CountyMappingDto } from '@portal/contracts/ipa-admin/county-mappings';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import type { PlanDto } from '@portal/contracts/ipa-admin/plans';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { renderInRouter, renderWithProviders } from '../../../test/render.tsx';
import { RateEditorFrame } from '../rates/RateEditorFrame.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { CountyMappingDialog } from './CountyMappingDialog.tsx';
import { DofrAssignmentDialog } from './DofrAssignmentDialog.tsx';
import { DofrContractDialog } from './DofrContractDialog.tsx';
import { NetworkMappingDialog } from './NetworkMappingDialog.tsx';
import { PlanDialog } from './PlanDialog.tsx';

const ipa = { id: 2, ipaCode: 'IPA0002', companyCode: 'AHP', risk: 'C' } as IpaDto;
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
const dofr = {
  id: 1,
  ipaCode: 'IPA0002',
  templateName: 'Standard',
  templateType: 'Type 1',
  effectiveBeginDate: '2025-01-01',
  effectiveEndDate: '9999-12-31',
  version: 1,
  assignments: [],
} as unknown as DofrContractDto;
const reload = async () => undefined;

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

type Edit = (dialog: HTMLElement) => Promise<void>;
const typeInto =
  (label: string, text: string): Edit =>
  async (dialog) => {
    const box = within(dialog).getByRole('textbox', { name: label });
    await userEvent.clear(box);
    await userEvent.type(box, text);
    await userEvent.tab();
  };

describe('an IPA record dialog with edits asks before Cancel drops them (shell rule, spec §8 unsaved changes)', () => {
  it.each<[string, (onClose: () => void) => ReactElement, Edit]>([
    [
      'Save Additional Contact',
      (onClose) => (
        <ContactDialog
          opened
          onClose={onClose}
          ipaWebId={2}
          ipaCode="IPA0002"
          ipaRisk="C"
          contact={null}
          claimDepartmentId={null}
          departments={[]}
          readOnly={false}
        />
      ),
      typeInto('Name', 'Dana Whitfield'),
    ],
    [
      'Edit Plan Mapping',
      (onClose) => <PlanDialog ipa={ipa} plan={plan} opened onClose={onClose} onReload={reload} readOnly={false} />,
      typeInto('End Date', '12/31/2030'),
    ],
    [
      'Edit County Mapping',
      (onClose) => (
        <CountyMappingDialog ipa={ipa} mapping={county} opened onClose={onClose} onReload={reload} readOnly={false} />
      ),
      typeInto('End Date', '12/31/2030'),
    ],
    [
      'Edit Network & Agreement',
      (onClose) => <NetworkMappingDialog ipa={ipa} mapping={network} opened onClose={onClose} readOnly={false} />,
      typeInto('TIN', '123456789'),
    ],
    [
      'Editing DOFR Contract',
      (onClose) => (
        <DofrContractDialog
          ipa={{ ...ipa, effDate: '2020-01-01', endDate: '9999-12-31' }}
          contracts={[dofr]}
          contract={dofr}
          opened
          onClose={onClose}
          readOnly={false}
          onSaved={() => undefined}
        />
      ),
      typeInto('End Date', '12/31/2030'),
    ],
    [
      'Adding DOFR Assignment',
      (onClose) => (
        <DofrAssignmentDialog ipa={ipa} contract={dofr} assignment={null} opened onClose={onClose} readOnly={false} />
      ),
      typeInto('Category', 'Inpatient'),
    ],
    [
      'Create Gain Share Rate',
      (onClose) => (
        <RateEditorFrame
          dialogTitle="Create Gain Share Rate"
          heading=""
          onSubmit={() => undefined}
          readOnly={false}
          saving={false}
          dirty
          onCancel={onClose}
        >
          <input aria-label="Notes" />
        </RateEditorFrame>
      ),
      async () => undefined,
    ],
  ])('%s: NO keeps the dialog and its edits, YES closes it', async (title, dialog, edit) => {
    const onClose = vi.fn();
    // The rate editor frame also guards leaving the screen, which needs the router.
    (title.endsWith('Rate') ? renderInRouter : renderWithProviders)(dialog(onClose));
    const shown = await screen.findByRole('dialog', { name: title });
    await edit(shown);
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
