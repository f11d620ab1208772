import { Checkbox, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { brokerFormSchema, type Broker, type BrokerForm } from '@portal/contracts/enrollment-admin/lookups';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useSaveBroker } from './api/brokers.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';

const EMPTY: BrokerForm = { code: '', description: '', agencyName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a broker: code, name, agency, NPN, contact, active. */
export function BrokerFormDialog({ target, onClose }: { target: Broker | 'new' | null; onClose: () => void }) {
  const save = useSaveBroker();
  const { register, control, handleSubmit, reset, formState } = useForm<BrokerForm>({
    resolver: zodResolver(brokerFormSchema),
    defaultValues: EMPTY,
  });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            code: editing.code,
            description: editing.description,
            agencyName: editing.agencyName ?? '',
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
          notifySuccess(`Broker ${saved.code} was saved.`);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Broker ${editing.code}` : 'Adding Broker'}
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
        <TextInput
          label="Broker name"
          required
          maxLength={200}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <TextInput
          label="Agency"
          maxLength={200}
          error={formState.errors.agencyName?.message}
          {...register('agencyName')}
        />
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
