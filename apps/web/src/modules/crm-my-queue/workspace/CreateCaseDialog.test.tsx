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
});
