import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_CASE_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CreateCaseDialog } from './CreateCaseDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the New Case dialog', () => {
  it('offers every case type but Campaign Outreach (only campaigns make those)', async () => {
    fakeApi(() => [200, { value: [] }]);
    renderAsCrmUser(
      <CreateCaseDialog memberId="M100000001" interactionId={null} onClose={vi.fn()} onCreated={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Case' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Case Type/ }));
    const offered = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining([...USER_CASE_TYPE_NAMES]));
    expect(offered).not.toContain('Campaign Outreach');
  });
});
