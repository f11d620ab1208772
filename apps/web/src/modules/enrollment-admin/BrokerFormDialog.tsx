import { Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { brokerFormSchema, type Broker, type BrokerForm } from '@portal/contracts/enrollment-admin/lookups';
import { CheckboxField } from '../../ui/form/FormFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useSaveBroker } from './api/brokers.ts';

const EMPTY: BrokerForm = { code: '', description: '', agencyName: '', npn: '', email: '', phone: '', active: true };

/** Add or edit a broker: code, name, agency, NPN, contact, active. */
export function BrokerFormDialog({ target, onClose }: { target: Broker | 'new' | null; onClose: () => void }) {
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
          <CheckboxField control={control} name="active" label="Active" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
