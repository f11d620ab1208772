import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { brokerFormSchema, type Broker, type BrokerForm } from '@portal/contracts/enrollment-admin/lookups';
import { EmailField, PhoneField, TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { useSaveBroker } from './api/brokers.ts';

const EMPTY: BrokerForm = { code: '', description: '', agencyName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a broker: code, name, agency, NPN, contact, active. */
export function BrokerFormDialog({
  target,
  onClose,
  onReload,
}: {
  target: Broker | 'new' | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const save = useSaveBroker(target !== null && target !== 'new' ? target : null);
  return (
    <RecordFormDialog<Broker, BrokerForm, Broker>
      target={target}
      title={(editing) => (editing ? `Editing Broker ${editing.code}` : 'Adding Broker')}
      resolver={zodResolver(brokerFormSchema)}
      valuesOf={(editing) =>
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
          : EMPTY
      }
      save={save}
      savedMessage={(saved) => `Broker ${saved.code} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <Group grow>
            <TextField control={control} name="code" label="Code" required maxLength={20} />
            <TextField control={control} name="npn" label="NPN" required maxLength={10} />
          </Group>
          <TextField control={control} name="description" label="Broker name" required maxLength={200} />
          <TextField control={control} name="agencyName" label="Agency" maxLength={200} />
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
