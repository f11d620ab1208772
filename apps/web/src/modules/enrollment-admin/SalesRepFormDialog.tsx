import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { salesRepFormSchema, type SalesRep, type SalesRepForm } from '@portal/contracts/enrollment-admin/lookups';
import { EmailField, PhoneField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { useSaveSalesRep } from './api/sales-reps.ts';

const EMPTY: SalesRepForm = { code: '', firstName: '', lastName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a sales rep: code, name, NPN, contact, active. */
export function SalesRepFormDialog({
  target,
  onClose,
  onReload,
}: {
  target: SalesRep | 'new' | null;
  onClose: () => void;
  onReload: () => void;
}) {
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
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <Group grow>
            <TextField control={control} name="code" label="Code" required maxLength={20} />
            <TextField control={control} name="npn" label="NPN" required maxLength={10} />
          </Group>
          <Group grow>
            <TextField control={control} name="firstName" label="First name" required maxLength={100} />
            <TextField control={control} name="lastName" label="Last name" required maxLength={100} />
          </Group>
          <Group grow>
            <EmailField control={control} name="email" label="Email" />
            <PhoneField control={control} name="phone" label="Phone" />
          </Group>
          <CheckboxField control={control} name="active" label="Active" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
