import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  lookupDescriptionFormSchema,
  type LookupDescription,
  type LookupDescriptionForm,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useSaveDescription } from './api/lookup-descriptions.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';

export interface DescriptionFormDialogProps {
  partitionName: LookupPartition;
  /** The row to edit, 'new' to add, null when closed. */
  target: LookupDescription | 'new' | null;
  onClose: () => void;
}

/** Add or edit one code of a partition (the server validates with the same schema). */
export function DescriptionFormDialog({ partitionName, target, onClose }: DescriptionFormDialogProps) {
  const save = useSaveDescription();
  const empty: LookupDescriptionForm = { partitionName, code: '', description: '', sortOrder: 0, active: true };
  const { register, control, handleSubmit, reset, formState } = useForm<LookupDescriptionForm>({
    resolver: zodResolver(lookupDescriptionFormSchema),
    defaultValues: empty,
  });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            partitionName,
            code: editing.code,
            description: editing.description,
            sortOrder: editing.sortOrder,
            active: editing.active,
          }
        : empty,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target, partitionName]);

  const submit = handleSubmit((values) => {
    save.mutate(
      { id: editing?.id ?? null, input: { ...values, partitionName }, version: editing?.version },
      {
        onSuccess: (saved) => {
          notifySuccess(`${saved.code} was saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing ${partitionName} ${editing.code}` : `Adding ${partitionName}`}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={<SaveErrorAlert error={save.error} />}
    >
      <Stack>
        <TextInput label="Code" required maxLength={20} error={formState.errors.code?.message} {...register('code')} />
        <TextInput
          label="Description"
          required
          maxLength={200}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="sortOrder"
          render={({ field }) => (
            <NumberInput
              label="Sort order"
              min={0}
              max={9999}
              allowDecimal={false}
              value={Number(field.value ?? 0)}
              onChange={(value) => field.onChange(Number(value) || 0)}
              error={formState.errors.sortOrder?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox
              label="Active"
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
