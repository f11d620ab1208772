import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TASK_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  closeWorkflowTaskSchema,
  createWorkflowTaskSchema,
  updateWorkflowTaskSchema,
  type CloseWorkflowTask,
  type CreateWorkflowTask,
  type UpdateWorkflowTask,
  type WorkflowTaskRow,
} from '@portal/contracts/crm-my-queue/tasks';
import { useCurrentUser } from '../../../app/session/session-context.ts';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useCloseTask, useCreateTask, useCrmLookup, useUpdateTask } from '../api/task-api.ts';
import { ClosedNotice } from './ClosedNotice.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

const useUserOptions = () =>
  (useCrmLookup('workflowtaskassignedto').data?.value ?? []).map((row) => ({
    value: String(row.Value),
    label: row.Text,
  }));

/** A save of a task dialog: the action, its success message, then close; a failure shows under the fields. */
function useSave<T>(action: (body: T) => Promise<unknown>, message: string, onClose: () => void) {
  const { failure, attempt } = useSaveFailure();
  const save = async (body: T) => {
    await attempt(async () => {
      await action(body);
      notifySuccess(message);
      onClose();
    });
  };
  return { failure, save };
}

/** A task closed meanwhile (by someone else, seen after Reload): who closed it and when, instead of the fields. */
export function ClosedTaskNotice({ task }: { task: WorkflowTaskRow }) {
  return (
    <ClosedNotice
      title={`Task ${task.id} is ${task.status}`}
      closedBy={task.closedByName ?? task.closedBy}
      closedAt={task.closedDate}
    />
  );
}

/** CreateWorkflowTask: type, assignee (the agent by default) and description. */
export function CreateTaskDialog({ workflowId, onClose }: { workflowId: number; onClose: () => void }) {
  const user = useCurrentUser();
  const users = useUserOptions();
  const create = useCreateTask();
  const { failure, save } = useSave<CreateWorkflowTask>(
    (body) => create.mutateAsync(body),
    'The task was created.',
    onClose,
  );
  const form = useForm<z.input<typeof createWorkflowTaskSchema>, unknown, CreateWorkflowTask>({
    resolver: zodResolver(createWorkflowTaskSchema),
    defaultValues: { workflowId, taskType: undefined, assignedTo: user.username, description: '' },
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`New Task on Workflow ${workflowId}`}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <SelectField control={form.control} name="taskType" label="Task Type" required data={[...TASK_TYPE_NAMES]} />
      <SelectField control={form.control} name="assignedTo" label="Assigned To" required searchable data={users} />
      <TextareaField control={form.control} name="description" label="Description" maxLength={2000} />
    </FormDialog>
  );
}

/** UpdateWorkflowTask at the version read: status (Open, In Progress), assignee, description. */
export function UpdateTaskDialog({
  task,
  onClose,
  onReload,
}: {
  task: WorkflowTaskRow;
  onClose: () => void;
  onReload: () => void;
}) {
  const users = useUserOptions();
  const update = useUpdateTask();
  const { failure, save } = useSave<UpdateWorkflowTask>(
    (body) => update.mutateAsync(body),
    'The task was saved.',
    onClose,
  );
  const form = useForm<z.input<typeof updateWorkflowTaskSchema>, unknown, UpdateWorkflowTask>({
    resolver: zodResolver(updateWorkflowTaskSchema),
    defaultValues: {
      id: task.id,
      version: task.version,
      status: task.status === 'In Progress' ? 'In Progress' : 'Open',
      assignedTo: task.assignedTo,
      description: task.description ?? '',
    },
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`Task ${task.id}: ${task.taskType}`}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
      readOnly={task.closedDate !== null}
    >
      {task.closedDate !== null ? <ClosedTaskNotice task={task} /> : null}
      <SelectField control={form.control} name="status" label="Status" required data={['Open', 'In Progress']} />
      <SelectField control={form.control} name="assignedTo" label="Assigned To" required searchable data={users} />
      <TextareaField control={form.control} name="description" label="Description" maxLength={2000} />
    </FormDialog>
  );
}

/** CloseWorkflowTask at the version read: done (Closed) or Rejected. */
export function CloseTaskDialog({
  task,
  onClose,
  onReload,
}: {
  task: WorkflowTaskRow;
  onClose: () => void;
  onReload: () => void;
}) {
  const close = useCloseTask();
  const { failure, save } = useSave<CloseWorkflowTask>(
    (body) => close.mutateAsync(body),
    `Task ${task.id} was closed.`,
    onClose,
  );
  const form = useForm<CloseWorkflowTask>({
    resolver: zodResolver(closeWorkflowTaskSchema),
    defaultValues: { workflowTaskId: task.id, version: task.version, status: 'Closed' },
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`Close Task ${task.id}`}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Close Task"
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
      readOnly={task.closedDate !== null}
    >
      {task.closedDate !== null ? (
        <ClosedTaskNotice task={task} />
      ) : (
        <SelectField control={form.control} name="status" label="Close As" required data={['Closed', 'Rejected']} />
      )}
    </FormDialog>
  );
}
