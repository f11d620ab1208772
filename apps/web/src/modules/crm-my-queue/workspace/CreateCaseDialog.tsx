import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createCaseSchema, type CreateCaseInput } from '@portal/contracts/crm-my-queue/cases';
import { CASE_PRIORITIES, USER_CASE_TYPE_NAMES } from '@portal/contracts/crm-my-queue/crm-constants';
import { TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useCreateCase } from '../api/case-api.ts';
import { useCrmLookup } from '../api/task-api.ts';
import { withoutBlanks } from './form-values.ts';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

type CreateCaseOutput = z.output<typeof createCaseSchema>;

/**
 * CreateCase: case type, subject, priority and, optionally, a queue (the case then goes to the queue's next active
 * member in turn). During an active call the case is linked to the call's interaction.
 */
export function CreateCaseDialog({
  memberId,
  interactionId,
  onClose,
  onCreated,
}: {
  memberId: string;
  interactionId: number | null;
  onClose: () => void;
  onCreated: (caseId: number) => void;
}) {
  const queues = useCrmLookup('queues');
  const create = useCreateCase();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<CreateCaseInput, unknown, CreateCaseOutput>({
    resolver: zodResolver(withoutBlanks(createCaseSchema)),
    defaultValues: {
      memberId,
      caseType: undefined,
      subject: '',
      description: '',
      priority: 'Normal',
      ...(interactionId !== null ? { interactionId } : {}),
    },
  });
  const { control, handleSubmit, formState } = form;
  const submit = handleSubmit(async (body) => {
    await attempt(async () => {
      const created = await create.mutateAsync(body);
      notifySuccess(`Case ${created.id} was created for ${created.ownerName ?? created.owner}.`);
      onCreated(created.id);
    });
  });
  const queueOptions = (queues.data?.value ?? []).map((row) => ({ value: String(row.Value), label: row.Text }));
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="New Case"
      onSubmit={(event) => void submit(event)}
      saving={formState.isSubmitting}
      dirty={formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="caseType"
          label="Case Type"
          required
          data={[...USER_CASE_TYPE_NAMES]}
          searchable
        />
        <SelectField control={control} name="priority" label="Priority" required data={[...CASE_PRIORITIES]} />
      </SimpleGrid>
      <TextField control={control} name="subject" label="Subject" required maxLength={200} />
      <TextareaField control={control} name="description" label="Description" maxLength={4000} />
      <SelectField
        control={control}
        name="queueId"
        label="Queue"
        numeric
        data={queueOptions}
        description="Leave empty to own the case yourself; a queue assigns it to its next member in turn."
      />
    </FormDialog>
  );
}
