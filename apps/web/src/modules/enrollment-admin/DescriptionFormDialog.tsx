import { NumberInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import {
  lookupDescriptionFormSchema,
  type LookupDescription,
  type LookupDescriptionForm,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { useSaveDescription } from './api/lookup-descriptions.ts';

export interface DescriptionFormDialogProps {
  partitionName: LookupPartition;
  /** The row to edit, 'new' to add, null when closed. */
  target: LookupDescription | 'new' | null;
  onClose: () => void;
  /** After a stale save (409): read the row again. */
  onReload: () => void;
}

/** Add or edit one code of a partition (the server validates with the same schema). */
export function DescriptionFormDialog({ partitionName, target, onClose, onReload }: DescriptionFormDialogProps) {
  const save = useSaveDescription(target !== null && target !== 'new' ? target : null);
  return (
    <RecordFormDialog<LookupDescription, LookupDescriptionForm, LookupDescription>
      target={target}
      title={(editing) => (editing ? `Editing ${partitionName} ${editing.code}` : `Adding ${partitionName}`)}
      resolver={zodResolver(lookupDescriptionFormSchema)}
      // The partition is chosen on the tab while the dialog is closed: the form opens with the current one.
      valuesOf={(editing) =>
        editing
          ? {
              partitionName,
              code: editing.code,
              description: editing.description,
              sortOrder: editing.sortOrder,
              active: editing.active,
            }
          : { partitionName, code: '', description: '', sortOrder: 0, active: true }
      }
      save={save}
      savedMessage={(saved) => `${saved.code} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control, formState }) => (
        <Stack>
          <TextField control={control} name="code" label="Code" required maxLength={20} />
          <TextField control={control} name="description" label="Description" required maxLength={200} />
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
          <CheckboxField control={control} name="active" label="Active" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
