import { SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  planMaterialOptionFormSchema,
  type MailSubType,
  type MailType,
  type PlanMaterialOption,
  type PlanMaterialOptionForm,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/form/FormFields.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useSavePlanMaterial } from './api/plan-materials-api.ts';

export interface PlanMaterialDialogProps {
  target: PlanMaterialOption | 'new' | null;
  mailTypes: MailType[];
  mailSubTypes: MailSubType[];
  onClose: () => void;
}

/** Add or edit a plan material a plan offers: its contract, plan, name, mail type and subtype. */
export function PlanMaterialDialog({ target, mailTypes, mailSubTypes, onClose }: PlanMaterialDialogProps) {
  const save = useSavePlanMaterial();
  const editing = target !== null && target !== 'new' ? target : null;
  const { control, handleSubmit, reset, setValue } = useForm<PlanMaterialOptionForm>({
    resolver: zodResolver(planMaterialOptionFormSchema),
  });
  const mailType = useWatch({ control, name: 'mailType' });
  useEffect(() => {
    save.reset();
    reset(
      editing
        ? {
            id: editing.id,
            contractCode: editing.contractCode,
            planCode: editing.planCode,
            material: editing.material,
            mailType: editing.mailType,
            mailSubType: editing.mailSubType,
            isActive: editing.isActive,
            version: editing.version,
          }
        : { id: null, contractCode: '', planCode: '', material: '', mailType: '', mailSubType: null, isActive: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another row is opened
  }, [target]);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(`${saved.material} was saved.`);
        onClose();
      },
    }),
  );
  const subTypes = mailSubTypes.filter((sub) => sub.isActive && sub.mailType === mailType).map((sub) => sub.name);
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={editing ? `Editing Plan Material ${editing.material}` : 'Adding Plan Material'}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={<SaveErrorAlert error={save.error} />}
    >
      <Stack>
        <SimpleGrid cols={2}>
          <TextField control={control} name="contractCode" label="Contract code" required maxLength={5} />
          <TextField control={control} name="planCode" label="Plan (PBP) code" required maxLength={3} />
        </SimpleGrid>
        <TextField control={control} name="material" label="Plan material" required maxLength={200} />
        <SimpleGrid cols={2}>
          <SelectField
            control={control}
            name="mailType"
            label="Mail type"
            required
            data={mailTypes.filter((type) => type.isActive).map((type) => type.name)}
            onPicked={() => setValue('mailSubType', null)}
          />
          <SelectField control={control} name="mailSubType" label="Mail subtype" data={subTypes} clearable />
        </SimpleGrid>
        <CheckboxField control={control} name="isActive" label="Active (offered to agents)" />
      </Stack>
    </FormDialog>
  );
}
