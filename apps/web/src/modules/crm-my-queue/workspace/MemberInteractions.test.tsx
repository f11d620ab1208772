import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmInteractionRow } from '@portal/contracts/crm-my-queue/lists';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { PHONE_MESSAGE } from '@portal/contracts/platform/rules/phone';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { MemberInteractions } from './MemberInteractions.tsx';

afterEach(() => vi.unstubAllGlobals());

const CASES = {
  items: [
    { id: 44, caseType: 'General Inquiry', subject: 'Billing question', isClosed: false },
    { id: 45, caseType: 'PCP Change', subject: 'New doctor', isClosed: true },
  ],
  total: 2,
};

const ROW: CrmInteractionRow = {
  id: 900,
  memberId: 'M100000001',
  caseIds: [44],
  talkdeskId: null,
  callDirection: 'Inbound',
  interactionType: 'Walk-in',
  callOutcome: 'Resolved',
  phoneNumber: null,
  agentName: 'Alex Agent',
  notes: 'Came to the office about a bill.',
  startedAt: '2026-12-01T17:00:00.000Z',
  endedAt: null,
  createdBy: 'crm.agent',
  createdDateTime: '2026-12-01T17:00:00.000Z',
  modifiedBy: 'crm.agent',
  modifiedDateTime: '2026-12-01T17:00:00.000Z',
  version: 3,
};

describe("the member's interactions", () => {
  it('the agent logs an interaction linked to the case open, with its outcome and notes', async () => {
    const calls = fakeApi((method, url) => {
      if (url.includes('getallmembercases')) return [200, CASES];
      if (url.includes('/interactions?')) return [200, { value: [] }];
      if (method === 'POST' && url.includes('createinteraction')) return [200, { ...ROW, id: 901 }];
      return undefined;
    });
    renderAsCrmUser(<MemberInteractions memberId="M100000001" caseId={44} canWrite />);
    expect(await screen.findByText('The member has no interactions.')).toBeInTheDocument();
    const list = calls.find((call) => call.url.includes('/interactions?'))!.url;
    expect(decodeURIComponent(list)).toContain("$filter=memberId eq 'M100000001'");
    expect(decodeURIComponent(list)).toContain('$top=50');
    await userEvent.click(screen.getByRole('button', { name: 'Log Interaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Interaction' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Walk-in', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Came to the office about a bill.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('createinteraction'))?.body).toEqual({
        memberId: 'M100000001',
        direction: 'Inbound',
        interactionType: 'Walk-in',
        outcome: 'Resolved',
        notes: 'Came to the office about a bill.',
        caseIds: [44],
      }),
    );
    expect(await screen.findByText('Interaction 901 was logged.')).toBeInTheDocument();
  });

  it('a phone number of too few digits is refused under the box and nothing is sent', async () => {
    const calls = fakeApi((_method, url) => {
      if (url.includes('getallmembercases')) return [200, CASES];
      if (url.includes('/interactions?')) return [200, { value: [] }];
      return undefined;
    });
    renderAsCrmUser(<MemberInteractions memberId="M100000001" caseId={null} canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Interaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Interaction' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '21355');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('createinteraction'))).toBe(false);
  });

  it('an interaction saved by someone else meanwhile is refused with Reload, which shows theirs', async () => {
    let saved = ROW;
    const calls = fakeApi((method, url) => {
      if (url.includes('getallmembercases')) return [200, CASES];
      if (url.includes('/interactions?')) return [200, { value: [saved] }];
      if (method === 'POST' && url.includes('UpdateInteraction')) {
        saved = { ...ROW, notes: 'Their notes.', caseIds: [44, 45], version: 4 };
        return [409, { message: MESSAGES.staleRecord }];
      }
      return undefined;
    });
    renderAsCrmUser(<MemberInteractions memberId="M100000001" caseId={null} canWrite />);
    await userEvent.click(await screen.findByText('Came to the office about a bill.'));
    const dialog = await screen.findByRole('dialog', { name: 'Interaction 900' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveValue('Came to the office about a bill.');
    await userEvent.clear(notes);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // An emptied box clears the field of the interaction saved.
    await waitFor(() =>
      expect(calls.find((call) => call.url.includes('UpdateInteraction'))?.body).toMatchObject({
        id: 900,
        version: 3,
        notes: null,
        caseIds: [44],
      }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Interaction 900' })).getByRole('textbox', { name: 'Notes' }),
      ).toHaveValue('Their notes.'),
    );
    expect(within(screen.getByRole('dialog', { name: 'Interaction 900' })).queryByRole('alert')).toBeNull();
  });

  it('Cancel after typing asks first', async () => {
    fakeApi((_method, url) => {
      if (url.includes('getallmembercases')) return [200, CASES];
      if (url.includes('/interactions?')) return [200, { value: [] }];
      return undefined;
    });
    renderAsCrmUser(<MemberInteractions memberId="M100000001" caseId={null} canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Interaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Interaction' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Half written');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
  });
});
