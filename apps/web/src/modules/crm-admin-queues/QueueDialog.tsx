import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { queueItemSchema, type QueueItemInput, type QueueRow } from '@portal/contracts/crm-admin-queues/queues';
import { TextareaField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useFieldRefusal } from '../../ui/form/use-field-refusal.ts';
import { fetchQueueRow, useAddQueueItem } from './api/queues-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

type QueueItemOutput = z.output<typeof queueItemSchema>;

const valuesOf = (queue: QueueRow): QueueItemInput => ({
  id: queue.id,
  version: queue.version,
  name: queue.name,
  description: queue.description ?? '',
  isActive: queue.isActive,
});

/** AddQueueItem: a new queue, or the queue given renamed, described or (de)activated at the version read. */
export function QueueDialog({ queue, onClose }: { queue: QueueRow | null; onClose: () => void }) {
  const save = useAddQueueItem();
  const form = useForm<QueueItemInput, unknown, QueueItemOutput>({
    resolver: zodResolver(queueItemSchema),
    defaultValues: queue ? valuesOf(queue) : { name: '', description: '', isActive: true },
  });
  const { control, handleSubmit, formState } = form;
  // A name another queue has (in any case) shows under Queue Name.
  const { failure, attempt } = useSaveFailure(useFieldRefusal(form).place);
  // A stale edit: the form starts over from the queue as saved now (closed when it is gone).
  const reload = queue
    ? () =>
        void attempt(async () => {
          const fresh = await fetchQueueRow(queue.id);
          if (fresh) form.reset(valuesOf(fresh));
          else onClose();
        })
    : undefined;
  const submit = handleSubmit(async (body) => {
    await attempt(async () => {
      const saved = await save.mutateAsync({ queue: { ...body, description: body.description || null } });
      notifySuccess(queue ? `Queue ${saved.name} was saved.` : `Queue ${saved.name} was created.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={queue ? `Editing Queue ${queue.name}` : 'Adding Queue'}
      onSubmit={(event) => void submit(event)}
      saving={formState.isSubmitting}
      dirty={formState.isDirty}
      size="md"
      footer={<SaveErrorAlert error={failure} onReload={reload} />}
    >
      <Stack>
        <TextField control={control} name="name" label="Queue Name" required maxLength={100} />
        <TextareaField control={control} name="description" label="Description" maxLength={500} />
        <CheckboxField control={control} name="isActive" label="Active (new cases can be assigned to the queue)" />
      </Stack>
    </FormDialog>
  );
}
