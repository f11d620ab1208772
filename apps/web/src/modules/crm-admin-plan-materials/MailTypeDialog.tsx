import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  mailSubTypeFormSchema,
  mailTypeFormSchema,
  type MailSubType,
  type MailSubTypeForm,
  type MailType,
  type MailTypeForm,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/form/FormFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useSaveMailSubType, useSaveMailType } from './api/plan-materials-api.ts';

/** Add or edit a mail type (the server checks the same schema; a rename follows to its subtypes and materials). */
export function MailTypeDialog({ target, onClose }: { target: MailType | 'new' | null; onClose: () => void }) {
  const save = useSaveMailType();
  const editing = target !== null && target !== 'new' ? target : null;
  const { control, handleSubmit, reset } = useForm<MailTypeForm>({ resolver: zodResolver(mailTypeFormSchema) });
  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            id: editing.id,
            name: editing.name,
            description: editing.description,
            isActive: editing.isActive,
            version: editing.version,
          }
        : { id: null, name: '', description: '', isActive: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target]);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(`Mail type ${saved.name} was saved.`);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Mail Type ${editing.name}` : 'Adding Mail Type'}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={<SaveErrorAlert error={save.error} />}
    >
      <Stack>
        <TextField control={control} name="name" label="Name" required maxLength={60} />
        <TextField control={control} name="description" label="Description" maxLength={200} />
        <CheckboxField control={control} name="isActive" label="Active" />
      </Stack>
    </FormDialog>
  );
}

/** Add or edit a subtype of an active mail type. */
export function MailSubTypeDialog({
  target,
  mailTypes,
  onClose,
}: {
  target: MailSubType | 'new' | null;
  mailTypes: MailType[];
  onClose: () => void;
}) {
  const save = useSaveMailSubType();
  const editing = target !== null && target !== 'new' ? target : null;
  const { control, handleSubmit, reset } = useForm<MailSubTypeForm>({ resolver: zodResolver(mailSubTypeFormSchema) });
  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            id: editing.id,
            mailType: editing.mailType,
            name: editing.name,
            description: editing.description,
            isActive: editing.isActive,
            version: editing.version,
          }
        : { id: null, mailType: '', name: '', description: '', isActive: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target]);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(`Mail subtype ${saved.name} was saved.`);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Mail Subtype ${editing.name}` : 'Adding Mail Subtype'}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={<SaveErrorAlert error={save.error} />}
    >
      <Stack>
        <SelectField
          control={control}
          name="mailType"
          label="Mail type"
          required
          data={mailTypes.filter((type) => type.isActive).map((type) => type.name)}
        />
        <TextField control={control} name="name" label="Name" required maxLength={60} />
        <TextField control={control} name="description" label="Description" maxLength={200} />
        <CheckboxField control={control} name="isActive" label="Active" />
      </Stack>
    </FormDialog>
  );
}
