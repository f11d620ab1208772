import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { ReassignCaseDialog } from './ReassignCaseDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Reassign Case', () => {
  it('reassigns at the version read and names the new owner by their name in the toast', async () => {
    const calls = fakeApi((method, url) => {
      if (method === 'POST' && url.includes('ReassignCase'))
        return [200, { id: 44, owner: 'crm.agent', ownerName: 'Alex Agent', version: 4 }];
      if (url.includes('caseowners'))
        return [
          200,
          {
            value: [
              { Value: 'crm.admin', Text: 'Casey Admin' },
              { Value: 'crm.agent', Text: 'Alex Agent' },
            ],
          },
        ];
      return [200, { value: [] }];
    });
    const onClose = vi.fn();
    renderAsCrmUser(
      <ReassignCaseDialog
        crmCase={{ id: 44, owner: 'crm.admin', version: 3 } as CaseDetail}
        onClose={onClose}
        onReload={() => {}}
      />,
      { actions: ['read', 'write', 'admin'] },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'New Owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Case 44 was reassigned to Alex Agent.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('ReassignCase'))?.body).toEqual({
      id: 44,
      version: 3,
      owner: 'crm.agent',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
