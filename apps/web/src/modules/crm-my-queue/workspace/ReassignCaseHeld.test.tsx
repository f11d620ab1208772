import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail as CaseDetailRow } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, readAgainInBackground, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { CaseDetail } from './CaseDetail.tsx';

const CASE = {
  id: 44,
  memberId: 'M100000001',
  queueId: null,
  queueName: null,
  caseType: 'PCP Change',
  subject: 'Member asks to change the PCP',
  description: null,
  priority: 'Normal',
  status: 'Open',
  isClosed: false,
  owner: 'crm.admin',
  ownerName: 'Casey Admin',
  originInteractionId: null,
  reopenedCount: 0,
  slaDueAt: '2030-12-02T01:00:00.000Z',
  createdBy: 'crm.admin',
  createdByName: 'Casey Admin',
  createdAt: '2026-11-26T01:21:03.000Z',
  modifiedBy: 'crm.agent',
  modifiedByName: 'Alex Agent',
  modifiedAt: '2026-11-26T01:21:03.000Z',
  closedBy: null,
  closedByName: null,
  closedAt: null,
  version: 3,
  notes: [],
  actionsTaken: [],
  interactionIds: [],
  openWorkflowCount: 0,
} as CaseDetailRow;

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('Reassign Case while someone else changes the case', () => {
  it('keeps the owner chosen across a background read, and after Reload says who closed the case', async () => {
    let current = CASE;
    const calls = fakeApi((method, url) => {
      if (url.includes('default.GetCase')) return [200, current];
      if (url.includes('GetWorkflowsByCase')) return [200, { value: [] }];
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
      if (method === 'POST') return [409, { message: 'This record was changed by someone else since you opened it.' }];
      return [200, { items: [], total: 0, value: [] }];
    });
    renderAsCrmUser(
      <CaseDetail caseId={44} memberId="M100000001" canWrite initialWorkflowId={null} initialTaskId={null} />,
      { actions: ['read', 'write', 'admin'] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Case 44' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New Owner' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent', hidden: true }));
    // A supervisor closes the case meanwhile; the workspace reads it again.
    current = {
      ...CASE,
      isClosed: true,
      status: 'Closed',
      closedBy: 'crm.admin',
      closedByName: 'Casey Admin',
      closedAt: '2026-11-27T15:07:19.000Z',
      version: 4,
    };
    await readAgainInBackground(calls, 'default.GetCase');
    expect(await screen.findByText('11/27/2026 07:07:19 AM by Casey Admin')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'New Owner' })).toHaveValue('Alex Agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Case 44 is closed')).toBeInTheDocument();
    const reloaded = screen.getByRole('dialog', { name: 'Reassign Case 44' });
    expect(
      within(reloaded).getByText(/^Casey Admin closed it on 11\/27\/2026 .*; reopen it to reassign it\.$/),
    ).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Reassign' })).toBeNull();
  });
});
