import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { salesRepFormSchema, type SalesRep, type SalesRepForm } from '@portal/contracts/enrollment-admin/lookups';
import { CheckboxField } from '../../ui/form/FormFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useSaveSalesRep } from './api/sales-reps.ts';

const EMPTY: SalesRepForm = { code: '', firstName: '', lastName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a sales rep: code, name, NPN, contact, active. */
export function SalesRepFormDialog({ target, onClose }: { target: SalesRep | 'new' | null; onClose: () => void }) {
  const save = useSaveSalesRep(target !== null && target !== 'new' ? target : null);
  return (
    <RecordFormDialog<SalesRep, SalesRepForm, SalesRep>
      target={target}
      title={(editing) => (editing ? `Editing Sales Rep ${editing.code}` : 'Adding Sales Rep')}
      resolver={zodResolver(salesRepFormSchema)}
      valuesOf={(editing) =>
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
          : EMPTY
      }
      save={save}
      savedMessage={(saved) => `Sales rep ${saved.code} was saved.`}
      onClose={onClose}
    >
      {({ register, control, formState }) => (
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
          <CheckboxField control={control} name="active" label="Active" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
