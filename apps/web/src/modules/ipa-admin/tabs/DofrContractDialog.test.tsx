import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { renderSignedIn } from '../../../test/render.tsx';
import { stubServer } from '../../../test/stub-server.ts';
import { DofrContractDialog } from './DofrContractDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const ipa = { ipaCode: 'IPA1', effDate: '2020-01-01', endDate: '2030-12-31' } as IpaDto;
const contract = (id: number, begin: string, end: string): DofrContractDto => ({
  id,
  ipaCode: 'IPA1',
  templateName: 'Standard',
  templateType: 'Type 1',
  effectiveBeginDate: begin,
  effectiveEndDate: end,
  version: 1,
  createdById: 1,
  createdAt: '2020-01-01T00:00:00.000Z',
  lastUpdatedById: null,
  lastUpdatedAt: null,
  assignments: [],
});

function renderAdding(contracts: DofrContractDto[], ipaEnd = '2030-12-31') {
  stubServer({
    '/SearchTemplates': () => ({ body: [{ id: 1, name: 'Standard', templateType: 'Type 1', assignments: [] }] }),
  });
  renderSignedIn(
    <DofrContractDialog
      ipa={{ ...ipa, endDate: ipaEnd }}
      contracts={contracts}
      contract={null}
      opened
      onClose={() => undefined}
      readOnly={false}
      onSaved={() => undefined}
    />,
    'admin',
  );
}

describe('Adding DOFR Contract', () => {
  it('says why nothing can be added when the latest contract already runs to the IPA end date', async () => {
    renderAdding([contract(1, '2020-01-01', '2024-12-31'), contract(2, '2025-01-01', '2030-12-31')]);
    expect(await screen.findByText(M.dofrNoRoom('12/31/2030', '12/31/2030'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('says so too when the latest contract is open-ended (12/31/9999) and so is the IPA', async () => {
    renderAdding([contract(1, '2020-01-01', '9999-12-31')], '9999-12-31');
    expect(await screen.findByText(M.dofrNoRoom('12/31/9999', '12/31/9999'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('with room left, says nothing of the kind and can be submitted', async () => {
    renderAdding([contract(1, '2020-01-01', '2024-12-31')]);
    expect(await screen.findByRole('dialog', { name: 'Adding DOFR Contract' })).toBeInTheDocument();
    expect(screen.queryByText(/no room/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
