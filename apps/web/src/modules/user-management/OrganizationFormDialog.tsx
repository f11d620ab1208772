import { SimpleGrid, Skeleton } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  organizationFormSchema,
  type Organization,
  type OrganizationFormInput,
} from '@portal/contracts/user-management/organizations';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { recordDialogTitle, useRecordForm, type RecordDialogProps } from './use-record-form.ts';
import { RecordDialogFooter } from '../../ui/form/RecordDialogFooter.tsx';
import { useOrganization, useParentOrganizationOptions, useSaveOrganization } from './api/organizations.ts';
import { SearchSelectField } from '../../ui/form/SearchSelectField.tsx';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { useDeleteRecord } from './api/delete-record.ts';
import { DeleteRecordButton } from '../../ui/DeleteRecordButton.tsx';

// The select starts empty; the schema's message asks for a type when none is chosen.
const EMPTY = {
  name: '',
  orgType: '',
  referenceId: '',
  facetsId: '',
  parentId: null,
} as unknown as OrganizationFormInput;

function toForm(organization: Organization): OrganizationFormInput {
  return {
    name: organization.name,
    orgType: organization.orgType as OrganizationFormInput['orgType'],
    referenceId: organization.referenceId ?? '',
    facetsId: organization.facetsId ?? '',
    parentId: organization.parentId,
  };
}

/** Add or edit an organization (health plan, IPA, MSO ...) with its reference and Facets ids and its parent. */
export function OrganizationFormDialog({ target, readOnly, onClose }: RecordDialogProps) {
  const editId = typeof target === 'number' ? target : null;
  const organization = useOrganization(editId);
  const save = useSaveOrganization();
  const remove = useDeleteRecord('organizations');
  const form = useForm<OrganizationFormInput>({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  useRecordForm(form, { target, record: organization.data, empty: EMPTY, toForm, mutations: [save, remove] });

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: editId, input: values, version: organization.data?.version },
      {
        onSuccess: (saved) => {
          notifySuccess(`Organization ${saved.name} was saved.`);
          reset(toForm(saved));
          onClose();
        },
      },
    ),
  );

  const current = organization.data;
  // The server refuses (400, saying how many) while users or child organizations still name it.
  const deleteOrganization = () => {
    if (!current) return;
    remove.mutate(
      { id: current.id, version: current.version },
      {
        onSuccess: (deleted) => {
          notifySuccess(`Organization ${deleted.name} was deleted.`);
          reset(EMPTY);
          onClose();
        },
      },
    );
  };
  const title = recordDialogTitle('Organization', current?.name, readOnly, editId === null);

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      dirty={formState.isDirty}
      saving={save.isPending}
      footer={
        <RecordDialogFooter mutations={[save, remove]} reload={() => organization.refetch()}>
          {!readOnly && current ? (
            <DeleteRecordButton
              label="Delete organization"
              message={M.organizationDeleteConfirm(current.name)}
              deleting={remove.isPending}
              onConfirmed={deleteOrganization}
            />
          ) : null}
        </RecordDialogFooter>
      }
    >
      {editId !== null && organization.isLoading ? (
        <Skeleton h={200} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="orgType"
            render={({ field }) => (
              <Select
                label="Type"
                required
                data={ORGANIZATION_TYPES.map((type) => ({ value: type, label: ORGANIZATION_TYPE_LABELS[type] }))}
                value={ORGANIZATION_TYPES.find((type) => type === field.value) ?? null}
                onChange={(value) => field.onChange(value ?? '')}
                error={formState.errors.orgType?.message}
              />
            )}
          />
          <TextInput label="Reference id" error={formState.errors.referenceId?.message} {...register('referenceId')} />
          <TextInput label="Facets id" error={formState.errors.facetsId?.message} {...register('facetsId')} />
          <SearchSelectField
            control={control}
            name="parentId"
            label="Parent organization"
            numeric
            placeholder="Type to search"
            useOptions={useParentOrganizationOptions}
            valueLabel={current?.parentName ?? undefined}
            without={editId === null ? null : String(editId)}
            nothingFound="No organization starts with this text"
          />
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
