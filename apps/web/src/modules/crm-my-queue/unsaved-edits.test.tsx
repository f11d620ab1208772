import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNoteToCaseSchema, type AddNoteToCaseInput } from '@portal/contracts/crm-my-queue/cases';
import type { WorkflowRow } from '@portal/contracts/crm-my-queue/workflows';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { RaiseEscalationDialog } from '../../ui/member/RaiseEscalationDialog.tsx';
import { fakeApi, renderAsCrmUser } from './test/crm-test-server.tsx';
import { EscalateWorkflowDialog } from './workflows/EscalateWorkflowDialog.tsx';
import { CreateTaskDialog } from './workflows/TaskDialogs.tsx';
import { WorkflowDialog } from './workflows/WorkflowDialog.tsx';
import { CreateCaseDialog } from './workspace/CreateCaseDialog.tsx';
import { ReminderDialog } from './workspace/ReminderDialog.tsx';
import { TextActionDialog } from './workspace/TextActionDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const workflow = { id: 31, version: 2, workflowType: 'PoaValidation', status: 'Open' } as unknown as WorkflowRow;

/** Each of the agent's dialogs, the box typed in, as the agent opens it. */
const DIALOGS: { name: string; box: string; render: (onClose: () => void) => ReactElement }[] = [
  {
    name: 'New Case',
    box: 'Subject',
    render: (onClose) => (
      <CreateCaseDialog memberId="M100000001" interactionId={null} onClose={onClose} onCreated={vi.fn()} />
    ),
  },
  {
    name: 'New POA Validation Workflow',
    box: "Representative's Name",
    render: (onClose) => (
      <WorkflowDialog mode="create" type="PoaValidation" memberId="M100000001" caseId={44} onClose={onClose} />
    ),
  },
  { name: 'New Task', box: 'Description', render: (onClose) => <CreateTaskDialog workflowId={31} onClose={onClose} /> },
  {
    name: 'Add Note to Case',
    box: 'Notes',
    render: (onClose) => (
      <TextActionDialog<AddNoteToCaseInput>
        title="Add Note to Case 44"
        schema={addNoteToCaseSchema}
        defaults={{ caseId: 44, notes: '' }}
        field="notes"
        label="Notes"
        save={vi.fn()}
        saved="The note was added."
        onClose={onClose}
      />
    ),
  },
  {
    name: 'Escalate Workflow',
    box: 'Reason',
    render: (onClose) => <EscalateWorkflowDialog workflow={workflow} onClose={onClose} onReload={vi.fn()} />,
  },
  {
    name: 'Raise Member Escalation',
    box: 'Reason',
    render: (onClose) => <RaiseEscalationDialog memberId="M100000001" onClose={onClose} />,
  },
  {
    name: 'New Reminder',
    box: 'Remind me to',
    render: (onClose) => <ReminderDialog memberId="M100000001" caseId={44} onClose={onClose} />,
  },
];

describe("the agent's dialogs keep what was typed until the agent says to drop it", () => {
  it.each(DIALOGS)('$name: Cancel after typing asks first; NO keeps the edits, YES closes', async ({ box, render }) => {
    const calls = fakeApi(() => [200, { items: [], total: 0, value: [] }]);
    const onClose = vi.fn();
    renderAsCrmUser(render(onClose));
    const field = await screen.findByRole('textbox', { name: box });
    await userEvent.type(field, 'Member called about this');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: box })).toHaveValue('Member called about this');
    // A new workflow dropped is tracked (trackdiscardworkflow) only once the agent drops it.
    expect(calls.some((call) => call.url.includes('trackdiscardworkflow'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it.each(DIALOGS)('$name: Cancel with nothing typed closes at once', async ({ render }) => {
    fakeApi(() => [200, { items: [], total: 0, value: [] }]);
    const onClose = vi.fn();
    renderAsCrmUser(render(onClose));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.unsavedChanges)).toBeNull();
  });
});
