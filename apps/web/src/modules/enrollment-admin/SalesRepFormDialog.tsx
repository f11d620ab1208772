import { Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { salesRepFormSchema, type SalesRep, type SalesRepForm } from '@portal/contracts/enrollment-admin/lookups';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useSaveSalesRep } from './api/sales-reps.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';

const EMPTY: SalesRepForm = { code: '', firstName: '', lastName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a sales rep: code, name, NPN, contact, active. */
export function SalesRepFormDialog({ target, onClose }: { target: SalesRep | 'new' | null; onClose: () => void }) {
  const save = useSaveSalesRep();
  const { register, control, handleSubmit, reset, formState } = useForm<SalesRepForm>({
    resolver: zodResolver(salesRepFormSchema),
    defaultValues: EMPTY,
  });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            code: editing.code,
            firstName: editing.firstName,
            lastName: editing.lastName,
            npn: editing.npn,
            email: editing.email ?? '',
            phone: editing.phone ?? '',
            active: editing.active,
          }
        : EMPTY,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target]);

  const submit = handleSubmit((values) => {
    save.mutate(
      { id: editing?.id ?? null, input: values, version: editing?.version },
      {
        onSuccess: (saved) => {
          notifySuccess(`Sales rep ${saved.code} was saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Sales Rep ${editing.code}` : 'Adding Sales Rep'}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={<SaveErrorAlert error={save.error} />}
    >
      <Stack>
        <Group grow>
          <TextInput
            label="Code"
            required
            maxLength={20}
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <TextInput label="NPN" required maxLength={10} error={formState.errors.npn?.message} {...register('npn')} />
        </Group>
        <Group grow>
          <TextInput
            label="First name"
            required
            maxLength={100}
            error={formState.errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            required
            maxLength={100}
            error={formState.errors.lastName?.message}
            {...register('lastName')}
          />
        </Group>
        <Group grow>
          <TextInput label="Email" maxLength={254} error={formState.errors.email?.message} {...register('email')} />
          <TextInput label="Phone" maxLength={14} error={formState.errors.phone?.message} {...register('phone')} />
        </Group>
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
