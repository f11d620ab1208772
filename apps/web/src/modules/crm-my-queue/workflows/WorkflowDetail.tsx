import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import {
  WORKFLOW_MESSAGES,
  addNoteToWorkflowSchema,
  type AddNoteToWorkflow,
  type WorkflowDetail as WorkflowDetailRow,
} from '@portal/contracts/crm-my-queue/workflows';
import { CRM_MESSAGES } from '@portal/contracts/crm-my-queue/crm-constants';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { LabeledValue } from '../../../ui/LabeledValue.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useHeldRecord } from '../../../ui/use-held-record.ts';
import { useAddNoteToWorkflow, useCloseWorkflow, useReloadWorkflow, useWorkflow } from '../api/workflow-api.ts';
import { SlaDue } from '../queue/worklist-columns.tsx';
import { EntryList } from '../workspace/CaseActivity.tsx';
import { TextActionDialog } from '../workspace/TextActionDialog.tsx';
import { ClosedWorkflowNotice } from './ClosedNotice.tsx';
import { EscalateWorkflowDialog } from './EscalateWorkflowDialog.tsx';
import { WorkflowDialog } from './WorkflowDialog.tsx';
import { WorkflowFiles } from './WorkflowFiles.tsx';
import { workflowFormLabel } from './workflow-form-labels.ts';
import { WorkflowTasks } from './WorkflowTasks.tsx';

/**
 * An address as it is written on an envelope, line 1 first (its stored keys come back in the database's order: city,
 * state, ZIP code, then line 1).
 */
function addressLine(address: Record<string, unknown>): string {
  const { address1, address2, city, state, zipCode } = address;
  const stateZip = [state, zipCode].map(shown).filter(Boolean).join(' ');
  return [address1, address2, city].map(shown).concat(stateZip).filter(Boolean).join(', ');
}

/** A form field's value for reading: dates as MM/dd/yyyy, lists joined, groups (an address) on one line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') {
    if ('address1' in value) return addressLine(value);
    return Object.values(value).map(shown).filter(Boolean).join(', ');
  }
  return '';
}

type Dialog = 'edit' | 'escalate' | 'note' | null;

function WorkflowActions({ workflow, onReload }: { workflow: WorkflowDetailRow; onReload: () => void }) {
  const close = useCloseWorkflow();
  const addNote = useAddNoteToWorkflow();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The workflow of an open dialog as it was opened: a read of it meanwhile (someone else's save) keeps what is typed;
  // Reload (keyed by the version) starts the form again from the workflow as saved now, or says it was closed.
  const held = useHeldRecord(dialog, workflow);
  const reloadDialog = () => {
    held.reload();
    onReload();
  };
  const open = workflow.status !== 'Closed';
  // A refused close answers the workflow as it was then: once it changes (its open tasks closed, an edit), the message
  // no longer holds and is not shown.
  const workState = `${workflow.version}|${workflow.openTaskCount}`;
  const [tried, setTried] = useState<{ in: string; refused: boolean } | null>(null);
  const refused = tried?.in === workState && tried.refused ? new Error(CRM_MESSAGES.openTasks) : null;
  // Closing is final: ask first, as the portal does before every final action; but a workflow with open tasks cannot
  // close (the server refuses it), so say what to do at once instead of asking a question whose YES fails.
  const closeWorkflow = async () => {
    setTried({ in: workState, refused: workflow.openTaskCount > 0 });
    if (workflow.openTaskCount > 0) return;
    const yes = await confirm({
      title: WORKFLOW_MESSAGES.closeConfirmTitle,
      message: WORKFLOW_MESSAGES.closeConfirm(workflow.id),
    });
    if (!yes) return;
    close.mutate(
      { workflowId: workflow.id, version: workflow.version },
      { onSuccess: () => notifySuccess(`Workflow ${workflow.id} was closed.`) },
    );
  };
  return (
    <>
      {open ? (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setDialog('edit')}>
            Edit Workflow
          </Button>
          <Button size="xs" variant="light" onClick={() => setDialog('note')}>
            Add Workflow Note
          </Button>
          <Button size="xs" variant="light" onClick={() => setDialog('escalate')}>
            Escalate
          </Button>
          <Button size="xs" color="green.9" onClick={() => void closeWorkflow()} loading={close.isPending}>
            Close Workflow
          </Button>
        </Group>
      ) : null}
      <SaveErrorAlert
        error={tried?.in === workState ? (close.error ?? refused) : null}
        failedTitle={WORKFLOW_MESSAGES.closeRefusedTitle}
        onReload={() => {
          close.reset();
          setTried(null);
          onReload();
        }}
      />
      {dialog === 'edit' ? (
        // Keyed by the version: Reload after a stale save reads the workflow again and starts the form from it.
        <WorkflowDialog
          key={held.record.version}
          mode="update"
          workflow={held.record}
          memberId={workflow.memberId}
          onClose={() => setDialog(null)}
          onReload={reloadDialog}
        />
      ) : null}
      {dialog === 'escalate' ? (
        <EscalateWorkflowDialog
          key={held.record.version}
          workflow={held.record}
          onClose={() => setDialog(null)}
          onReload={reloadDialog}
        />
      ) : null}
      {dialog === 'note' ? (
        // As Edit and Escalate: a note refused because the workflow was closed meanwhile offers Reload, which says who
        // closed it and when.
        <TextActionDialog<AddNoteToWorkflow>
          key={held.record.version}
          title={`Add Note to Workflow ${workflow.id}`}
          schema={addNoteToWorkflowSchema}
          defaults={{ workflowId: workflow.id, notes: '' }}
          field="notes"
          label="Notes"
          save={(body) => addNote.mutateAsync(body)}
          saved="The note was added."
          onClose={() => setDialog(null)}
          onReload={reloadDialog}
          closed={held.record.status === 'Closed' ? <ClosedWorkflowNotice workflow={held.record} /> : null}
        />
      ) : null}
    </>
  );
}

/** A workflow: its form data, its actions (edit, note, escalate, close), tasks, notes and files. */
export function WorkflowDetail({
  workflowId,
  canWrite,
  initialTaskId,
}: {
  workflowId: number;
  canWrite: boolean;
  initialTaskId: number | null;
}) {
  const workflow = useWorkflow(workflowId);
  const reload = useReloadWorkflow(workflowId);
  if (workflow.isLoading) return <Loader size="sm" aria-label="Loading the workflow" />;
  if (workflow.error) return <Alert color="red">{workflow.error.message}</Alert>;
  const data = workflow.data;
  if (!data) return null;
  const open = data.status !== 'Closed';
  return (
    <Card withBorder mt="md" component="section" aria-label={`Workflow ${data.id}`}>
      <Group justify="space-between" mb="sm" align="flex-start">
        <Title order={3} size="h5">
          {data.workflowTypeString} Workflow {data.id}{' '}
          <Badge variant="light" color={open ? 'blue' : 'gray'}>
            {data.status}
          </Badge>
        </Title>
        {/* Mounted while closed too: a dialog open when someone else closes the workflow stays, to say so. */}
        {canWrite ? <WorkflowActions workflow={data} onReload={reload} /> : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        <LabeledValue label="Owner" value={data.ownerName ?? data.owner} />
        <LabeledValue label="SLA Due" value={<SlaDue slaDueAt={data.slaDueAt} closed={!open} />} />
        <LabeledValue
          label="Created"
          value={`${formatTimestamp(data.createdDate)} by ${data.createdByName ?? data.createdBy}`}
        />
        <LabeledValue label="Reason" value={data.reason ?? ''} />
        {data.serviceFlowName ? <LabeledValue label="Service Action" value={data.serviceFlowName} /> : null}
        {data.escalatedTo ? (
          <LabeledValue
            label="Escalated To"
            value={`${data.escalatedToName ?? data.escalatedTo}, ${formatTimestamp(data.escalatedAt)}`}
          />
        ) : null}
        {data.closedDate ? (
          <LabeledValue
            label="Closed"
            value={`${formatTimestamp(data.closedDate)} by ${data.closedByName ?? data.closedBy ?? ''}`}
          />
        ) : null}
        {Object.entries(data.formData).map(([key, value]) => {
          const label = workflowFormLabel(data.workflowType, key);
          if (label === null) return null;
          // A phone reads as everywhere in the portal, (ddd)ddd-dddd, not as the 10 digits it is kept as.
          const text = key === 'phone' && typeof value === 'string' ? formatPhone(value) : shown(value);
          return <LabeledValue key={key} label={label} value={text} />;
        })}
      </SimpleGrid>
      {data.formAnswers && data.formAnswers.length > 0 ? (
        <Card withBorder mb="md" aria-label="Form answers" component="section">
          <Title order={3} size="h6" mb="xs">
            Form Answers
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {data.formAnswers.map((item) => (
              <LabeledValue key={item.key} label={item.label} value={item.text} />
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
      <Tabs defaultValue="tasks" keepMounted={false}>
        <Tabs.List aria-label="Workflow details">
          <Tabs.Tab value="tasks">Tasks ({data.tasks.length})</Tabs.Tab>
          <Tabs.Tab value="notes">Notes ({data.notes.length})</Tabs.Tab>
          <Tabs.Tab value="files">Files ({data.files.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="sm">
          <WorkflowTasks
            workflowId={data.id}
            tasks={data.tasks}
            canWrite={canWrite && open}
            initialTaskId={initialTaskId}
            onReload={reload}
          />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="sm">
          <EntryList
            empty="No notes on the workflow."
            entries={data.notes.map((note) => ({
              id: note.id,
              text: note.note,
              by: note.createdByName ?? note.createdBy,
              at: note.createdDate,
            }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="sm">
          <WorkflowFiles workflowId={data.id} files={data.files} canWrite={canWrite} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
