import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_MESSAGES } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CreateCaseDialog } from './CreateCaseDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('New Case', () => {
  it('says the subject is required when the agent saves with the box left blank, and sends nothing', async () => {
    const calls = fakeApi(() => [200, { value: [] }]);
    const onCreated = vi.fn();
    renderAsCrmUser(
      <CreateCaseDialog memberId="M100000001" interactionId={null} onClose={() => {}} onCreated={onCreated} />,
      { actions: ['read', 'write'] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CASE_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.queryByText(/expected string/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('CreateCase'))).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('names the owner of the new case by their name in the toast', async () => {
    const calls = fakeApi((method, url) => {
      if (method === 'POST' && url.includes('CreateCase'))
        return [200, { id: 57, owner: 'crm.admin', ownerName: 'Casey Admin' }];
      if (url.includes('queues')) return [200, { value: [] }];
      return [200, { value: [] }];
    });
    const onCreated = vi.fn();
    renderAsCrmUser(
      <CreateCaseDialog memberId="M100000001" interactionId={null} onClose={() => {}} onCreated={onCreated} />,
      { actions: ['read', 'write'] },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Case Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PCP Change', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Member asks to change the PCP');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Case 57 was created for Casey Admin.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(57);
    expect(calls.some((call) => call.url.includes('CreateCase'))).toBe(true);
  });
});
