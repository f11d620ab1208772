import { SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch, type Control } from 'react-hook-form';
import {
  mailSubTypeFormSchema,
  mailTypeFormSchema,
  planMaterialOptionFormSchema,
  type MailSubType,
  type MailSubTypeForm,
  type MailType,
  type MailTypeForm,
  type PlanMaterialOption,
  type PlanMaterialOptionForm,
} from '@portal/contracts/crm-admin-plan-materials/plan-materials';
import { TextField } from '../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../ui/form/RecordFormDialog.tsx';
import { useSaveMailSubType, useSaveMailType, useSavePlanMaterial } from './api/plan-materials-api.ts';

/**
 * The Request Plan Materials screen's add and edit dialogs (a plan material, a mail type, a mail subtype), each the
 * shared record dialog with its contract's schema (the server checks the same) and its fields.
 */

const activeNames = (mailTypes: MailType[]) => mailTypes.filter((type) => type.isActive).map((type) => type.name);

/** A mail type's or subtype's name, description and active switch. */
function NameFields<T extends MailTypeForm | MailSubTypeForm>({ control }: { control: Control<T> }) {
  const fields = control as unknown as Control<MailTypeForm>;
  return (
    <>
      <TextField control={fields} name="name" label="Name" required maxLength={60} />
      <TextField control={fields} name="description" label="Description" maxLength={200} />
      <CheckboxField control={fields} name="isActive" label="Active" />
    </>
  );
}

/** The subtype select follows the mail type chosen: the active subtypes of that mail type. */
function MailSubTypeSelect({
  control,
  mailSubTypes,
}: {
  control: Control<PlanMaterialOptionForm>;
  mailSubTypes: MailSubType[];
}) {
  const mailType = useWatch({ control, name: 'mailType' });
  const names = mailSubTypes.filter((sub) => sub.isActive && sub.mailType === mailType).map((sub) => sub.name);
  return <SelectField control={control} name="mailSubType" label="Mail subtype" data={names} clearable />;
}

export interface PlanMaterialDialogProps {
  target: PlanMaterialOption | 'new' | null;
  mailTypes: MailType[];
  mailSubTypes: MailSubType[];
  onClose: () => void;
  /** After a stale save: reads the record again and the dialog starts over from it. */
  onReload: () => void;
}

/** Add or edit a plan material a plan offers: its contract, plan, name, mail type and subtype. */
export function PlanMaterialDialog({ target, mailTypes, mailSubTypes, onClose, onReload }: PlanMaterialDialogProps) {
  const save = useSavePlanMaterial();
  return (
    <RecordFormDialog<PlanMaterialOption, PlanMaterialOptionForm, PlanMaterialOption>
      target={target}
      title={(editing) => (editing ? `Editing Plan Material ${editing.material}` : 'Adding Plan Material')}
      resolver={zodResolver(planMaterialOptionFormSchema)}
      valuesOf={(editing) =>
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
          : { id: null, contractCode: '', planCode: '', material: '', mailType: '', mailSubType: null, isActive: true }
      }
      save={save}
      savedMessage={(saved) => `${saved.material} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control, setValue }) => (
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
              data={activeNames(mailTypes)}
              onPicked={() => setValue('mailSubType', null)}
            />
            <MailSubTypeSelect control={control} mailSubTypes={mailSubTypes} />
          </SimpleGrid>
          <CheckboxField control={control} name="isActive" label="Active (offered to agents)" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}

/** Add or edit a mail type (a rename follows to its subtypes and materials). */
export function MailTypeDialog({
  target,
  onClose,
  onReload,
}: {
  target: MailType | 'new' | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const save = useSaveMailType();
  return (
    <RecordFormDialog<MailType, MailTypeForm, MailType>
      target={target}
      title={(editing) => (editing ? `Editing Mail Type ${editing.name}` : 'Adding Mail Type')}
      resolver={zodResolver(mailTypeFormSchema)}
      valuesOf={(editing) =>
        editing
          ? {
              id: editing.id,
              name: editing.name,
              description: editing.description,
              isActive: editing.isActive,
              version: editing.version,
            }
          : { id: null, name: '', description: '', isActive: true }
      }
      save={save}
      savedMessage={(saved) => `Mail type ${saved.name} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <NameFields control={control} />
        </Stack>
      )}
    </RecordFormDialog>
  );
}

/** Add or edit a subtype of an active mail type. */
export function MailSubTypeDialog({
  target,
  mailTypes,
  onClose,
  onReload,
}: {
  target: MailSubType | 'new' | null;
  mailTypes: MailType[];
  onClose: () => void;
  onReload: () => void;
}) {
  const save = useSaveMailSubType();
  return (
    <RecordFormDialog<MailSubType, MailSubTypeForm, MailSubType>
      target={target}
      title={(editing) => (editing ? `Editing Mail Subtype ${editing.name}` : 'Adding Mail Subtype')}
      resolver={zodResolver(mailSubTypeFormSchema)}
      valuesOf={(editing) =>
        editing
          ? {
              id: editing.id,
              mailType: editing.mailType,
              name: editing.name,
              description: editing.description,
              isActive: editing.isActive,
              version: editing.version,
            }
          : { id: null, mailType: '', name: '', description: '', isActive: true }
      }
      save={save}
      savedMessage={(saved) => `Mail subtype ${saved.name} was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <SelectField control={control} name="mailType" label="Mail type" required data={activeNames(mailTypes)} />
          <NameFields control={control} />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
