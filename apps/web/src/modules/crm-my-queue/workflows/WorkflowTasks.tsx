import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import {
  addNoteToWorkflowTaskSchema,
  type AddNoteToWorkflowTask,
  type WorkflowTaskRow,
} from '@portal/contracts/crm-my-queue/tasks';
import { formatTimestamp } from '../../../lib/format.ts';
import { CommentPreview } from '../../../ui/CommentPreview.tsx';
import { DataGrid, type DataGridColumn } from '../../../ui/DataGrid.tsx';
import { notifyActionFailed } from '../../../ui/notify.ts';
import { useHeldRecord } from '../../../ui/use-held-record.ts';
import { exportWorkflowTasksCsv, useAddNoteToTask, useTask } from '../api/task-api.ts';
import { SlaDue } from '../queue/worklist-columns.tsx';
import { EntryList } from '../workspace/CaseActivity.tsx';
import { TextActionDialog } from '../workspace/TextActionDialog.tsx';
import { CloseTaskDialog, ClosedTaskNotice, CreateTaskDialog, UpdateTaskDialog } from './TaskDialogs.tsx';

const isOpen = (task: WorkflowTaskRow) => task.status === 'Open' || task.status === 'In Progress';

// Each cell on one line (the grid scrolls sideways), as My Queue's lists and the case's workflows.
const COLUMNS: DataGridColumn<WorkflowTaskRow>[] = [
  { accessor: 'id', title: 'Task #', noWrap: true },
  { accessor: 'taskType', title: 'Task Type', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'assignedTo', title: 'Assigned To', noWrap: true, render: (row) => row.assignedToName ?? row.assignedTo },
  {
    accessor: 'description',
    title: 'Description',
    noWrap: true,
    render: (row) => <CommentPreview text={row.description} />,
  },
  {
    accessor: 'slaDueAt',
    title: 'SLA Due',
    noWrap: true,
    render: (row) => <SlaDue slaDueAt={row.slaDueAt} closed={!isOpen(row)} />,
  },
  { accessor: 'createdDate', title: 'Created', noWrap: true, render: (row) => formatTimestamp(row.createdDate) },
  { accessor: 'closedBy', title: 'Closed By', noWrap: true, render: (row) => row.closedByName ?? row.closedBy },
];

/** An open dialog and its task as read when opened. */
type TaskDialog = { kind: 'edit' | 'close' | 'note'; task: WorkflowTaskRow } | null;

/** A task's notes (read when its row is opened) and its buttons. */
function TaskRowDetail({
  task,
  canWrite,
  onDialog,
}: {
  task: WorkflowTaskRow;
  canWrite: boolean;
  onDialog: (dialog: TaskDialog) => void;
}) {
  const detail = useTask(task.id);
  return (
    <div style={{ padding: 12 }}>
      {canWrite && isOpen(task) ? (
        <Group gap="xs" mb="sm">
          <Button size="xs" variant="light" onClick={() => onDialog({ kind: 'edit', task })}>
            Edit Task
          </Button>
          <Button size="xs" variant="light" onClick={() => onDialog({ kind: 'note', task })}>
            Add Task Note
          </Button>
          <Button size="xs" color="green.9" onClick={() => onDialog({ kind: 'close', task })}>
            Close Task
          </Button>
        </Group>
      ) : null}
      <EntryList
        empty="No notes on the task."
        entries={(detail.data?.notes ?? []).map((note) => ({
          id: note.id,
          text: note.note,
          by: note.createdByName ?? note.createdBy,
          at: note.createdDate,
        }))}
      />
    </div>
  );
}

/** The workflow's tasks (CreatedDate descending): create, edit, close (Closed or Rejected), note, CSV export. */
export function WorkflowTasks({
  workflowId,
  tasks,
  canWrite,
  initialTaskId,
  onReload,
}: {
  workflowId: number;
  tasks: WorkflowTaskRow[];
  canWrite: boolean;
  initialTaskId: number | null;
  onReload: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<TaskDialog>(null);
  const [expanded, setExpanded] = useState<number[]>(initialTaskId !== null ? [initialTaskId] : []);
  const addNote = useAddNoteToTask();
  const close = () => setDialog(null);
  // The task of an open dialog as it was opened, so a list read again meanwhile never drops what is typed; after Reload
  // the dialog (keyed by the version) starts from the task as saved now.
  const held = useHeldRecord(dialog, dialog ? (tasks.find((row) => row.id === dialog.task.id) ?? dialog.task) : null);
  const task = held.record;
  const reloadTask = () => {
    held.reload();
    onReload();
  };
  return (
    <>
      <DataGrid<WorkflowTaskRow>
        gridKey="crm-workflow-tasks"
        label="Workflow tasks"
        columns={COLUMNS}
        records={tasks}
        emptyMessage="The workflow has no tasks."
        rowExpansion={{
          allowMultiple: true,
          expanded: { recordIds: expanded, onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as number[]) },
          content: ({ record }) => <TaskRowDetail task={record} canWrite={canWrite} onDialog={setDialog} />,
        }}
        toolbar={
          <Group gap="xs">
            {canWrite ? (
              <Button size="xs" onClick={() => setCreating(true)}>
                New Task
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="light"
              onClick={() => void exportWorkflowTasksCsv(workflowId).catch(notifyActionFailed)}
            >
              Export Tasks (CSV)
            </Button>
          </Group>
        }
      />
      {creating ? <CreateTaskDialog workflowId={workflowId} onClose={() => setCreating(false)} /> : null}
      {dialog?.kind === 'edit' && task ? (
        <UpdateTaskDialog key={task.version} task={task} onClose={close} onReload={reloadTask} />
      ) : null}
      {dialog?.kind === 'close' && task ? (
        <CloseTaskDialog key={task.version} task={task} onClose={close} onReload={reloadTask} />
      ) : null}
      {dialog?.kind === 'note' && task ? (
        // As the other task dialogs: a note refused because the task was closed meanwhile offers Reload, which says who
        // closed it and when.
        <TextActionDialog<AddNoteToWorkflowTask>
          key={task.version}
          title={`Add Note to Task ${task.id}`}
          schema={addNoteToWorkflowTaskSchema}
          defaults={{ workflowTaskId: task.id, notes: '' }}
          field="notes"
          label="Notes"
          save={(body) => addNote.mutateAsync(body)}
          saved="The note was added."
          onClose={close}
          onReload={reloadTask}
          closed={task.closedDate !== null ? <ClosedTaskNotice task={task} /> : null}
        />
      ) : null}
    </>
  );
}
